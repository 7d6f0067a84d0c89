/**
 * The basket's cost (`npm run bench -- basket`): upstream calls per basket operation at 10 and 100
 * lines, as the web sends them (its persisted documents), against the gateway with its cache off;
 * and the comparison's gateway CPU at 100 lines, in this process through `app.inject` (the
 * simulator in its own process, so only the gateway counts): the web's list (each branch summed
 * up) for a new basket each time (the gateway calls the legacy API) and for the same basket again
 * (the gateway reuses its comparison of the last minute: the collect/deliver switch, a reload),
 * one branch's lines for "Shop here", and the document before (every branch's lines) for a new
 * basket each time, blocks interleaved in the same run, so the ratio holds whatever the load.
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
  // The basket's own documents: the gateway keeps it (a signed-in shopper's is the legacy cart).
  const read = operation(operations, 'Basket');
  const setLines = operation(operations, 'SetBasketLines');
  const replace = operation(operations, 'ReplaceBasket');
  const compare = operation(operations, 'BasketComparison');
  const branch = operation(operations, 'BasketComparisonBranch');
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
    // The re-check reads per line (no batch read in the legacy API): 10 lines a request at most.
    if (size <= 10)
      await count('before: re-check every line (BasketRecheck)', size, () =>
        client.request(RECHECK_BEFORE, {
          items: lines.map((line) => ({
            offerId: line.offerId,
            sellableId: line.sellableId,
            supplierId: PAROW,
          })),
        }),
      );
    await count('fill the basket (ReplaceBasket)', size, () =>
      client.request(replace, { input: { lines: items } }),
    );
    await count('open the basket: its offers as sold now (Basket)', size, async () => {
      const response = await client.request<{ basket: { cartId: string | null } }>(read);
      cartId = response.data?.basket.cartId ?? undefined;
      return response;
    });
    const changed = items.map((item, index) => (index === 0 ? { ...item, quantity: 2 } : item));
    await count('change a quantity (SetBasketLines)', size, () =>
      client.request(setLines, { input: { lines: [changed[0]] } }),
    );
    const compared = { cartId, items: changed, location: HERE, dispatch: 'DELIVER' };
    let away: string | undefined;
    await count('compare at every branch (BasketComparison)', size, async () => {
      const response = await client.request<{
        basketComparison: { baskets: Array<{ supplier: { id: string } }> };
      }>(compare, compared);
      away = response.data?.basketComparison.baskets.find((b) => b.supplier.id !== PAROW)?.supplier
        .id;
      return response;
    });
    let other: Array<{ offerId: string; quantity: number }> = [];
    await count("Shop here: that branch's lines (BasketComparisonBranch)", size, async () => {
      const response = await client.request<{
        basketComparison: {
          basket: { items: Array<{ quantity: number; offer: { id: string } | null }> } | null;
        };
      }>(branch, { ...compared, supplierId: away });
      other = (response.data?.basketComparison.basket?.items ?? []).flatMap((item) =>
        item.offer ? [{ offerId: item.offer.id, quantity: item.quantity }] : [],
      );
      return response;
    });
    await count('shop at another branch (ReplaceBasket)', size, () =>
      client.request(replace, { input: { lines: other } }),
    );
  }
  return [...rows].map(([name, calls]) => ({ operation: name, calls }));
}

export interface ComparisonCpu {
  lines: number;
  /** The web's list (each branch summed up), a new basket each time: the legacy call included. */
  newMs: number;
  /** The same list for the same basket again: the gateway's comparison of the last minute. */
  againMs: number;
  /** One branch's lines ("Shop here"), from that comparison. */
  branchMs: number;
  /** Before: every branch's lines in the list, a new basket each time. */
  beforeMs: number;
  /** newMs ÷ beforeMs and againMs ÷ beforeMs, per round, medians. */
  newRatio: number;
  againRatio: number;
  listBytes: number;
  branchBytes: number;
  beforeBytes: number;
  rounds: number;
  /** The legacy answer alone, received and drained (the floor of any reading of it). */
  legacyBytes: number;
  receiveMs: number;
  /** The legacy answer decoded and parsed whole (`JSON.parse`), in this process. */
  parseMs: number;
}

/** The web's comparison before it asked one branch's lines apart (commit 0b3010a). */
const BEFORE_DOCUMENT = `query BasketComparison($cartId: ID, $items: [CartLineInput!]!, $location: GeoPointInput!, $dispatch: DispatchMethod!) {
  basketComparison(cartId: $cartId, items: $items, location: $location, dispatch: $dispatch) {
    cartId dispatch unitPriceThresholdPercent recommended { supplier { id __typename } __typename }
    baskets {
      supplier { id name imageUrl closedText distanceKm __typename }
      closed servesDispatch subtotalInCents shippingCostInCents delivers totalInCents
      unitPriceOverThresholdCount missingItemsCount directOverallCalculation
      missingItems { sellableId __typename } dearerItems { sellableId __typename }
      items { sellableId quantity priceInCents totalInCents offer { id __typename } __typename }
      __typename
    }
    __typename
  }
}`;

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
    const list = operation(operations, 'BasketComparison');
    const branch = operation(operations, 'BasketComparisonBranch');
    const variables = { items, location: HERE, dispatch: 'DELIVER' };
    // Another basket each time (one line's quantity changes): never one compared in the last
    // minute, so the gateway calls the legacy API, as for a changed basket.
    let baskets = 0;
    const newBasket = () => {
      const count = baskets++;
      return {
        ...variables,
        items: items.map((item, index) =>
          index === count % items.length
            ? { ...item, quantity: 2 + (Math.floor(count / items.length) % 9) }
            : item,
        ),
      };
    };
    const first = JSON.parse((await graphql(list, variables)).body) as {
      data: { basketComparison: { baskets: Array<{ supplier: { id: string } }> } };
    };
    const listBytes = JSON.stringify(first).length;
    const shopAt = {
      ...variables,
      supplierId: first.data.basketComparison.baskets[0]!.supplier.id,
    };
    const branchBytes = (await graphql(branch, shopAt)).body.length;
    const beforeBytes = (await graphql(BEFORE_DOCUMENT, newBasket())).body.length;
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
    const legacyAnswer = Buffer.from(await (await legacyCall()).body.arrayBuffer());
    const legacyBytes = legacyAnswer.byteLength;
    const timed = async (run: () => Promise<unknown>) => {
      const start = process.cpuUsage();
      for (let i = 0; i < perBlock; i++) await run();
      const used = process.cpuUsage(start);
      return (used.user + used.system) / 1000 / perBlock;
    };
    const runs = {
      new: () => graphql(list, newBasket(), true),
      again: () => graphql(list, variables, true),
      branch: () => graphql(branch, shopAt, true),
      before: () => graphql(BEFORE_DOCUMENT, newBasket(), true),
      receive: async () => (await legacyCall()).body.dump({ limit: Number.MAX_SAFE_INTEGER }),
      // Reading every field of it, as any use of it whole must: decoded and parsed, nothing else.
      parse: () => Promise.resolve(JSON.parse(legacyAnswer.toString('utf8')) as unknown),
    };
    const ms = Object.fromEntries(Object.keys(runs).map((name) => [name, [] as number[]]));
    for (const run of Object.values(runs)) await timed(run); // warm-up: documents, JIT
    for (let round = 0; round < rounds; round++)
      for (const [name, run] of Object.entries(runs)) ms[name]!.push(await timed(run));
    const median = (values: number[]) =>
      [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
    const ratio = (of: number[]) => median(of.map((value, index) => value / ms.before![index]!));
    return {
      lines,
      newMs: median(ms.new!),
      againMs: median(ms.again!),
      branchMs: median(ms.branch!),
      beforeMs: median(ms.before!),
      newRatio: ratio(ms.new!),
      againRatio: ratio(ms.again!),
      listBytes,
      branchBytes,
      beforeBytes,
      rounds,
      legacyBytes,
      receiveMs: median(ms.receive!),
      parseMs: median(ms.parse!),
    };
  } finally {
    await app.close();
  }
}
