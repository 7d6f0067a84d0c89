/**
 * A restart never wipes a basket, Redis or not: the shop as `npm start` runs it
 * (`scripts/start.mjs`, the embedded simulator keeping its data in a folder, no Redis) is stopped
 * with Ctrl-C and started again on the same folder, and the same browser finds the same basket —
 * a visitor's lines (their `sf_basket` cookie still opens: the session secret is kept in that
 * folder) and a signed-in shopper's lines at the prices they agreed to; and a session signed out
 * before the restart is still refused after it (the file keeps it, ADR 0076). Each start compiles what
 * is stale (`npx tsc -b`) and takes seconds on a busy machine.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GraphqlClient } from '../support/gateway';
import { PROCESS_TEST_TIMEOUT_MS } from '../support/gateway-process';
import { signedIn, THANDI } from '../support/shoppers';

const REPO_ROOT = fileURLToPath(new URL('../..', import.meta.url));

const MAIZE = { offerId: '100001', sellableId: '1001', supplierId: '101' };
const BASKET = `{ basket { priceChanged lines { quantity agreedPriceInCents priceChanged offer { id priceInCents } } } }`;
const SET_LINES = `mutation ($input: SetBasketLinesInput!) {
  setBasketLines(input: $input) { errors { __typename message } }
}`;

interface BasketView {
  priceChanged: boolean;
  lines: Array<{
    quantity: number;
    agreedPriceInCents: number;
    priceChanged: boolean;
    offer: { id: string; priceInCents: number };
  }>;
}

interface Shop {
  url: string;
  simUrl: string;
  /** Ctrl-C: SIGINT, then waits for the process to end. */
  stop(): Promise<void>;
}

/** `node scripts/start.mjs` on free ports with its data in `dataDir`; resolves once it serves. */
async function startShop(dataDir: string, env: Record<string, string> = {}): Promise<Shop> {
  const child = spawn(process.execPath, ['scripts/start.mjs'], {
    cwd: REPO_ROOT,
    env: {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? '',
      PORT: '0',
      METRICS_PORT: 'off',
      SIM_PORT: '0',
      SIM_DATA_DIR: dataDir,
      // The web build as it is (no rebuild) and no server render: pages are not what this is about.
      WEB_DIST_DIR: join(REPO_ROOT, 'web/dist'),
      SSR: 'false',
      LOG_LEVEL: 'info',
      RATE_LIMIT_PER_IP: '0',
      RATE_LIMIT_PER_SESSION: '0',
      CATALOGUE_WORDS_AT_START: 'false',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  let output = '';
  const url = await new Promise<string>((resolve, reject) => {
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      // The JSON start line: {"msg":"Shopfront is running","web":"http://localhost:NNNN/",…}.
      const match = /"web":"http:\/\/localhost:(\d+)\/"/.exec(output);
      if (match) resolve(`http://127.0.0.1:${match[1]}`);
    };
    child.stdout.on('data', read);
    child.stderr.on('data', read);
    void exited.then((code) => reject(new Error(`the shop exited (${code}):\n${output}`)));
  });
  // The simulator's address, from a branch picture it serves.
  const picture = await new GraphqlClient(url).request<{ supplier: { imageUrl: string } }>(
    '{ supplier(id: "101") { imageUrl } }',
  );
  const simUrl = new URL(picture.data!.supplier.imageUrl).origin;
  return {
    url,
    simUrl,
    async stop() {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGINT');
      const code = await exited;
      expect(code, output).toBe(0);
    },
  };
}

describe(
  'baskets across a restart of the shop without Redis',
  { timeout: PROCESS_TEST_TIMEOUT_MS * 2 },
  () => {
    let dataDir: string;
    let shop: Shop | undefined;

    beforeAll(() => {
      dataDir = mkdtempSync(join(tmpdir(), 'shopfront-basket-restart-'));
    });
    afterAll(async () => {
      await shop?.stop().catch(() => undefined);
      rmSync(dataDir, { recursive: true, force: true });
    });

    const read = async (client: GraphqlClient) => {
      const result = await client.request<{ basket: BasketView }>(BASKET);
      expect(result.errors).toBeUndefined();
      return result.data!.basket;
    };

    let visitor: GraphqlClient;

    it('keeps a visitor’s basket and a signed-in shopper’s agreed prices', async () => {
      shop = await startShop(dataDir);
      visitor = new GraphqlClient(shop.url);
      const added = await visitor.request<{ setBasketLines: { errors: unknown[] } }>(SET_LINES, {
        input: { lines: [{ ...MAIZE, quantity: 3, seenPriceInCents: 4499 }] },
      });
      expect(added.data?.setBasketLines.errors).toEqual([]);

      const shopper = await signedIn(shop.url, THANDI);
      const agreed = await shopper.request<{ setBasketLines: { errors: unknown[] } }>(SET_LINES, {
        input: { lines: [{ ...MAIZE, quantity: 2, seenPriceInCents: 4499 }] },
      });
      expect(agreed.data?.setBasketLines.errors).toEqual([]);
      // The price moves after the shopper agreed to 4499 (the simulator keeps it in its folder).
      const moved = await fetch(`${shop.simUrl}/sim/offers/${MAIZE.offerId}`, {
        method: 'PATCH',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ price_in_cents: 4799 }),
      });
      expect(moved.ok).toBe(true);

      await shop.stop();
      shop = await startShop(dataDir);
      const visitorAgain = new GraphqlClient(shop.url);
      visitorAgain.adoptCookies(visitor);
      expect.soft(await read(visitorAgain)).toEqual({
        priceChanged: false,
        // A visitor's offer shows as read when the line was set.
        lines: [
          {
            quantity: 3,
            agreedPriceInCents: 4499,
            priceChanged: false,
            offer: { id: MAIZE.offerId, priceInCents: 4499 },
          },
        ],
      });
      const shopperAgain = new GraphqlClient(shop.url);
      shopperAgain.adoptCookies(shopper);
      expect.soft(await read(shopperAgain)).toEqual({
        priceChanged: true,
        lines: [
          {
            quantity: 2,
            agreedPriceInCents: 4499,
            priceChanged: true,
            offer: { id: MAIZE.offerId, priceInCents: 4799 },
          },
        ],
      });
    });

    it('keeps a session signed out before the restart signed out after it', async () => {
      const WHO = '{ viewer { account { login } } }';
      type Who = { viewer: { account: { login: string } | null } | null };
      const shopper = await signedIn(shop!.url, THANDI);
      // The cookie as someone copied it before the sign-out (each copy is used once: an answer
      // to a revoked cookie clears it from the jar that sent it).
      const copy = () => {
        const client = new GraphqlClient(shop!.url);
        client.adoptCookies(stolen);
        return client;
      };
      const stolen = new GraphqlClient(shop!.url);
      stolen.adoptCookies(shopper);
      await shopper.request('mutation { signOut { signedOut } }');
      expect((await copy().request<Who>(WHO)).data?.viewer?.account ?? null).toBeNull();

      await shop!.stop();
      shop = await startShop(dataDir);
      const replayed = copy();
      expect(replayed.cookieHeader).toMatch(/sf_session=/);
      const answer = await replayed.request<Who>(WHO);
      expect(answer.errors).toBeUndefined();
      expect(answer.data?.viewer?.account ?? null).toBeNull();
    });

    it('shows an empty basket, and no error, once the session secret changed', async () => {
      await shop?.stop();
      shop = await startShop(dataDir, {
        SESSION_SECRET: 'another secret of at least thirty-two characters',
      });
      const again = new GraphqlClient(shop.url);
      again.adoptCookies(visitor);
      const result = await again.request<{ basket: BasketView }>(BASKET);
      expect(result.errors).toBeUndefined();
      expect(result.data?.basket).toEqual({ priceChanged: false, lines: [] });
      // The cookie that no longer opens is cleared.
      expect(result.headers.getSetCookie().join('\n')).toMatch(
        /^sf_basket=;.*Expires=Thu, 01 Jan 1970/im,
      );
      expect(again.cookieHeader).not.toMatch(/sf_basket/);
    });
  },
);
