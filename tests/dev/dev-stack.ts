/**
 * Starts `node scripts/dev.mjs` on free ports and knows its process tree, so a test can check that
 * stopping it (or one of its children dying) leaves no process behind.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import { freePort } from '../support/free-port';

const repoRoot = fileURLToPath(new URL('../..', import.meta.url));

export interface DevStack {
  /** Vite's dev server: the shop and the explorer. */
  webUrl: string;
  gatewayUrl: string;
  ports: number[];
  dev: ChildProcess;
  /** Everything dev.mjs started, at any depth, as it is now. */
  descendants(): number[];
  /** The output so far, for failure messages. */
  output(): string;
}

/** pid → parent pid of every process now (Linux's /proc). */
function parents(): Map<number, number> {
  const map = new Map<number, number>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      // "pid (comm) state ppid …": comm may hold spaces and parentheses, so read after the last ')'.
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      map.set(Number(entry), ppid);
    } catch {
      // ended meanwhile
    }
  }
  return map;
}

export function descendantsOf(root: number): number[] {
  const map = parents();
  const found: number[] = [];
  let frontier = [root];
  while (frontier.length > 0) {
    const next: number[] = [];
    for (const [pid, ppid] of map) if (frontier.includes(ppid)) next.push(pid);
    found.push(...next);
    frontier = next;
  }
  return found;
}

export function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** Whether something accepts connections on 127.0.0.1:port. */
export async function listening(port: number): Promise<boolean> {
  try {
    await fetch(`http://127.0.0.1:${port}/`, { signal: AbortSignal.timeout(2_000) });
    return true;
  } catch {
    return false;
  }
}

/** Polls until `check` holds, failing as soon as dev.mjs has ended. */
async function waitUntil(
  check: () => Promise<boolean>,
  dev: ChildProcess,
  output: () => string,
): Promise<void> {
  while (!(await check())) {
    if (dev.exitCode !== null) throw new Error(`npm run dev ended (${dev.exitCode}):\n${output()}`);
    await sleep(100);
  }
}

const answersOk = (url: string) => async () => {
  try {
    return (await fetch(url, { signal: AbortSignal.timeout(5_000) })).ok;
  } catch {
    return false; // not listening yet
  }
};

/**
 * `npm run dev`. `fresh`: with `-- --force`, Vite bundles the dependencies afresh, as on a fresh
 * clone. `until`: resolves once the shop answers (`'shop'`) or only the simulator listens.
 */
export async function startDev({
  fresh,
  until,
}: {
  fresh: boolean;
  until: 'shop' | 'simulator';
}): Promise<DevStack> {
  const port = await freePort();
  const simPort = await freePort();
  const webPort = await freePort();
  const metricsPort = await freePort();
  const dev = spawn(process.execPath, ['scripts/dev.mjs', ...(fresh ? ['--force'] : [])], {
    cwd: repoRoot,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...process.env,
      PORT: String(port),
      SIM_PORT: String(simPort),
      WEB_PORT: String(webPort),
      METRICS_PORT: String(metricsPort),
      SIM_DATA_DIR: 'memory',
      LOG_LEVEL: 'warn',
      LEGACY_API_URL: '',
    },
  });
  const chunks: Buffer[] = [];
  dev.stdout.on('data', (chunk: Buffer) => chunks.push(chunk));
  dev.stderr.on('data', (chunk: Buffer) => chunks.push(chunk));
  const output = () => Buffer.concat(chunks).toString('utf8');
  const webUrl = `http://127.0.0.1:${webPort}`;
  const gatewayUrl = `http://127.0.0.1:${port}`;
  if (until === 'simulator') {
    await waitUntil(() => listening(simPort), dev, output);
  } else {
    // The gateway's readiness needs the simulator; Vite answers once it listens.
    await waitUntil(answersOk(`${gatewayUrl}/readyz`), dev, output);
    await waitUntil(answersOk(`${webUrl}/`), dev, output);
  }
  return {
    webUrl,
    gatewayUrl,
    ports: [port, simPort, webPort, metricsPort],
    dev,
    descendants: () => descendantsOf(dev.pid!),
    output,
  };
}

/** Resolves with dev.mjs's exit code once it has ended. */
export function ended(dev: ChildProcess): Promise<number | null> {
  if (dev.exitCode !== null || dev.signalCode !== null) return Promise.resolve(dev.exitCode);
  return new Promise((resolve) => dev.once('exit', (code) => resolve(code)));
}
