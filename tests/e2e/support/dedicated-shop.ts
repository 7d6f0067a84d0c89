// A second, private copy of the product (gateway with its own embedded simulator, in memory) for
// a journey that changes the shop's configuration. The gateway caches the anonymous shop config
// for CACHE_TTL_SECONDS (60 s), so switching the shared e2e server's simulator would take effect
// only after that entry expires, and switching back would leak the other mode into the next
// specs for as long. A fresh gateway that has never read the config sees the switch at once.
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { expect, request as playwrightRequest } from '@playwright/test';
import { within } from '../../support/time-scale';

const REPO_ROOT = fileURLToPath(new URL('../../..', import.meta.url));

export interface DedicatedShop {
  /** Base URL of the web shop and GraphQL, e.g. `http://127.0.0.1:39125`. */
  url: string;
  /** Base URL of its simulator (control routes under `/sim/...`). */
  simUrl: string;
  stop(): Promise<void>;
}

/**
 * Starts the shop as `npm start` does (`scripts/start.mjs`: the built gateway and an embedded simulator)
 * on a free port with an embedded simulator; serves the same web build (`WEB_DIST_DIR` is
 * inherited). Resolves once `/readyz` answers 200. `env` adds to or overrides its environment (e.g.
 * `CACHE_TTL_SECONDS: '0'`, fixed ports).
 */
export async function startDedicatedShop(env: Record<string, string> = {}): Promise<DedicatedShop> {
  const child = spawn(process.execPath, ['scripts/start.mjs'], {
    cwd: REPO_ROOT,
    env: {
      ...process.env,
      PORT: '0',
      METRICS_PORT: '0',
      SIM_PORT: '0',
      SIM_DATA_DIR: 'memory',
      // The start line (its addresses) is logged at info.
      LOG_LEVEL: 'info',
      // As the journeys' shop (playwright.config.ts): what a page says, not how fast.
      SSR_DATA_DEADLINE_MS: '15000',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  let output = '';
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`no address in ${within(30)} s:\n${output}`)),
      within(30_000),
    );
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      // The JSON start line: {"msg":"Shopfront is running","web":"http://localhost:4000/",…}.
      const match = /"web":"http:\/\/localhost:(\d+)\/"/.exec(output);
      if (match) {
        clearTimeout(timer);
        resolve(`http://127.0.0.1:${match[1]}`);
      }
    };
    child.stdout.on('data', read);
    child.stderr.on('data', read);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`the gateway exited (${code}):\n${output}`));
    });
  });
  const stop = async () => {
    if (child.exitCode === null) child.kill('SIGTERM');
    await exited;
  };

  try {
    const api = await playwrightRequest.newContext({ baseURL: url });
    try {
      await expect.poll(async () => (await api.get('/readyz')).status()).toBe(200);
      // The simulator's address from a branch image it serves (a catalogue read: the shop
      // config stays unread, so nothing of it is cached yet).
      const response = await api.post('/graphql', {
        data: { query: '{ supplier(id: "101") { imageUrl } }' },
      });
      const json = (await response.json()) as { data: { supplier: { imageUrl: string } } };
      return { url, simUrl: new URL(json.data.supplier.imageUrl).origin, stop };
    } finally {
      await api.dispose();
    }
  } catch (error) {
    await stop();
    throw error;
  }
}
