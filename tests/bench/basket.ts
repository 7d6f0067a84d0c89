/**
 * The basket's cost (`npm run bench -- basket`): upstream calls per basket operation at 10 and 100
 * lines, as the web sends them (its persisted documents), against the gateway with its cache off;
 * and the comparison's gateway CPU at 100 lines, in this process through `app.inject` (the
 * simulator in its own process, so only the gateway counts), the web's document (offer ids per
 * line: the legacy answer is read keeping only those) against the same document asking one more
 * field of each offer (the legacy answer parsed whole, as every comparison was before), blocks
 * interleaved in the same run, so the ratio holds whatever the machine's load.
 */
import { request } from 'undici';
import { buildGateway, loadConfig } from '@shopfront/gateway';
import { THANDI } from '../support/shoppers';
import { GraphqlClient } from '../support/gateway';
import { injectGraphql } from './lib/inject-graphql';
import { HERE, PAROW, PAROW_SEARCH, parowOffers, type SearchedOffer } from './lib/parow-offers';
import { operation, type WebOperations } from './lib/web-operations';
import type { SimCalls } from './page-data';

/** The basket's re-check before this change: one legacy read per line (kept in the API). */
const RECHECK_BEFORE = `query BasketRecheck($items: [BasketOfferRefInput!]!) {
  basketOffers(items: $items) { offerId offer { id priceInCents outOfStock } } }`;

type Line = { offerId: string; sellableId: string; quantity: number };

async function parowLines(client: GraphqlClient, count: number): Promise<Line[]> {
  const found = await parowOffers(
    async (q) => {
      const response = await client.request<{ offerSearch: { offers: SearchedOffer[] } }>(
        PAROW_SEARCH,
        { q },
      );
      return response.data?.offerSearch.offers ?? [];
    },
    count,
    { wholeItemsOnly: true },
  );
  return found.map((offer) => ({ ...offer, quantity: 1 }));
}

export interface BasketCalls {
  operation: string;
  calls: Record<number, number>;
}

/** Upstream calls of each basket operation at each size (`gatewayUrl`: the cache-off gateway). */
export async function measureBasketCalls(
  gatewayUrl: string,
  sim: SimCalls,
  operations: WebOperations,
  sizes: number[] = [10, 100],
): Promise<BasketCalls[]> {
  const client = new GraphqlClient(gatewayUrl);
  const signIn = await client.request<{ signIn: { errors: unknown[] } }>(
    'mutation ($input: SignInInput!) { signIn(input: $input) { errors { message } } }',
    { input: { login: THANDI.login, password: THANDI.password } },
  );
  if (signIn.data?.signIn.errors.length !== 0) throw new Error('sign-in failed');
  const sync = operation(operations, 'SyncBasket');
  const compare = operation(operations, 'BasketComparison');
  const rows = new Map<string, Record<number, number>>();
  const count = async (name: string, size: number, run: () => Promise<{ errors?: unknown }>) => {
    await sim.reset();
    const response = await run();
    if (response.errors) throw new Error(`${name}: ${JSON.stringify(response.errors)}`);
    const { total } = await sim.read();
    rows.set(name, { ...rows.get(name), [size]: total });
  };
  for (const size of sizes) {
    const lines = await parowLines(client, size);
    const items = lines.map(({ offerId, quantity }) => ({ offerId, quantity }));
    let cartId: string | undefined;
    await count('before: re-check every line (BasketRecheck)', size, () =>
      client.request(RECHECK_BEFORE, {
        items: lines.map((line) => ({
          offerId: line.offerId,
          sellableId: line.sellableId,
          supplierId: PAROW,
        })),
      }),
    );
    await count('open the basket: re-read its offers (SyncBasket)', size, async () => {
      const response = await client.request<{ syncBasket: { cart: { id: string } | null } }>(sync, {
        input: { items },
      });
      cartId = response.data?.syncBasket.cart?.id;
      return response;
    });
    const changed = items.map((item, index) => (index === 0 ? { ...item, quantity: 2 } : item));
    await count('change a quantity, add or remove a line (SyncBasket)', size, () =>
      client.request(sync, { input: { cartId, items: changed } }),
    );
    let other: Array<{ offerId: string; quantity: number }> = [];
    await count('compare at every branch (BasketComparison)', size, async () => {
      const response = await client.request<{
        basketComparison: {
          baskets: Array<{
            supplier: { id: string };
            items: Array<{ quantity: number; offer: { id: string } | null }>;
          }>;
        };
      }>(compare, { cartId, items: changed, location: HERE, dispatch: 'DELIVER' });
      const away = response.data?.basketComparison.baskets.find((b) => b.supplier.id !== PAROW);
      other = (away?.items ?? []).flatMap((item) =>
        item.offer ? [{ offerId: item.offer.id, quantity: item.quantity }] : [],
      );
      return response;
    });
    await count('shop at another branch (SyncBasket)', size, () =>
      client.request(sync, { input: { cartId, items: other } }),
    );
  }
  return [...rows].map(([name, calls]) => ({ operation: name, calls }));
}

export interface ComparisonCpu {
  lines: number;
  idsMs: number;
  fullMs: number;
  ratio: number;
  idsBytes: number;
  fullBytes: number;
  rounds: number;
  /**
   * Parts of the ids run, measured in the same blocks: the same document without the branches'
   * lines in the answer, and the legacy answer alone, received and drained (the floor of any
   * reading of it).
   */
  noLinesMs: number;
  noLinesBytes: number;
  legacyBytes: number;
  receiveMs: number;
}

/** The shopper's legacy session, for reading the legacy comparison answer alone. */
async function legacyToken(simUrl: string): Promise<string> {
  const response = await fetch(`${simUrl}/api/v1/account/shopper/sign_in`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ login: THANDI.login, password: THANDI.password }),
  });
  return ((await response.json()) as { auth_token: string }).auth_token;
}

/** The comparison's gateway CPU per request: the web's document, and one parsing offers whole. */
export async function measureComparisonCpu(
  simUrl: string,
  operations: WebOperations,
  { lines = 100, perBlock = 30, rounds = 5 } = {},
): Promise<ComparisonCpu> {
  const app = await buildGateway({
    ...loadConfig({
      LOG_LEVEL: 'silent',
      RATE_LIMIT_PER_IP: '0',
      RATE_LIMIT_PER_SESSION: '0',
      SIGN_IN_ATTEMPTS: '0',
      SESSION_SECRET: 'benchmark-session-secret-0123456789abcdef',
      WEB_DIST_DIR: '/nonexistent',
      CACHE_TTL_SECONDS: '0',
    }),
    legacyApiUrl: simUrl,
  });
  try {
    const graphql = injectGraphql(app);
    await graphql(
      'mutation ($input: SignInInput!) { signIn(input: $input) { errors { message } } }',
      {
        input: { login: THANDI.login, password: THANDI.password },
      },
    );
    const found = await parowOffers(
      async (q) =>
        (
          JSON.parse((await graphql(PAROW_SEARCH, { q })).body) as {
            data: { offerSearch: { offers: SearchedOffer[] } };
          }
        ).data.offerSearch.offers,
      lines,
    );
    const items = found.map(({ offerId }) => ({ offerId, quantity: 1 }));
    const ids = operation(operations, 'BasketComparison');
    // The same document asking each line's offer name as well: the legacy answer is then parsed
    // whole, as it was for every comparison before.
    const full = ids.replace(/offer \{\s*id\s*__typename\s*\}/, 'offer { id name __typename }');
    if (full === ids) throw new Error('BasketComparison no longer asks offer { id __typename }');
    // The same document without each branch's lines: what answering them costs.
    const noLines = ids.replace(
      /\n\s*items \{\s*sellableId[^{}]*offer \{\s*id\s*__typename\s*\}\s*__typename\s*\}/,
      '',
    );
    if (noLines === ids)
      throw new Error('BasketComparison no longer asks items { … offer { id } }');
    const variables = { items, location: HERE, dispatch: 'DELIVER' };
    const idsBytes = (await graphql(ids, variables)).body.length;
    const fullBytes = (await graphql(full, variables)).body.length;
    const noLinesBytes = (await graphql(noLines, variables)).body.length;
    // The legacy call the gateway makes, made here alone: the floor of any reading of it.
    const token = await legacyToken(simUrl);
    const legacyBody = JSON.stringify({
      cart: {
        items: items.map(({ offerId, quantity }) => ({ offer_id: Number(offerId), qty: quantity })),
        location: HERE,
      },
      lat: HERE.latitude,
      lon: HERE.longitude,
    });
    const legacyCall = () =>
      request(`${simUrl}/shopit/v1/compare/sync`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body: legacyBody,
      });
    const legacyBytes = (await (await legacyCall()).body.arrayBuffer()).byteLength;
    const timed = async (run: () => Promise<unknown>) => {
      const start = process.cpuUsage();
      for (let i = 0; i < perBlock; i++) await run();
      const used = process.cpuUsage(start);
      return (used.user + used.system) / 1000 / perBlock;
    };
    const runs = {
      ids: () => graphql(ids, variables, true),
      full: () => graphql(full, variables, true),
      noLines: () => graphql(noLines, variables, true),
      receive: async () => (await legacyCall()).body.dump({ limit: Number.MAX_SAFE_INTEGER }),
    };
    const ms = Object.fromEntries(Object.keys(runs).map((name) => [name, [] as number[]]));
    for (const run of Object.values(runs)) await timed(run); // warm-up: documents, JIT
    for (let round = 0; round < rounds; round++)
      for (const [name, run] of Object.entries(runs)) ms[name]!.push(await timed(run));
    const median = (values: number[]) =>
      [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
    const ratios = ms.ids!.map((value, index) => value / ms.full![index]!);
    return {
      lines,
      idsMs: median(ms.ids!),
      fullMs: median(ms.full!),
      ratio: median(ratios),
      idsBytes,
      fullBytes,
      rounds,
      noLinesMs: median(ms.noLines!),
      noLinesBytes,
      legacyBytes,
      receiveMs: median(ms.receive!),
    };
  } finally {
    await app.close();
  }
}
