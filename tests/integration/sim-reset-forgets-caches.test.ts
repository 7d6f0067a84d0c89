/**
 * A reset of the embedded simulator empties the gateway's caches of its answers (ADR 0074), as
 * `npm start` wires the two (tests/support/stack.ts does the same): a price staged before the
 * reset and read through the gateway was served after it for up to CACHE_TTL_SECONDS, and an
 * order placed at the reset shop's price was then refused ("Some item prices have changed").
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startRedis, type RunningRedis } from '../support/redis';
import { gatewayRedisUp } from '../support/redis-ready';
import { startStack, type TestStack } from '../support/stack';
import { persistedSearch } from '../support/web-manifest';

const PAROW = '101';
const SEARCH = `query ($q: String!, $s: ID!) {
  offerSearch(query: $q, supplierId: $s, perPage: 100) { offers { id name priceInCents } } }`;

let stack: TestStack;

async function milkPriceByPost(): Promise<number> {
  const { data } = await stack.graphql<{
    offerSearch: { offers: { id: string; priceInCents: number }[] };
  }>(SEARCH, { q: 'Sunveld Low Fat Milk 1 l', s: PAROW });
  return data!.offerSearch.offers.find((offer) => offer.id === '100165')!.priceInCents;
}

/** The web's own persisted search, as a GET: the public answer cache's kind of request. */
async function milkPriceByGet(): Promise<number> {
  const variables = { query: 'Sunveld Low Fat Milk 1 l', supplierId: PAROW, page: 1, perPage: 24 };
  const response = await fetch(
    `${stack.gatewayUrl}/graphql?${persistedSearch('OfferSearch', variables)}`,
    { headers: { 'apollo-require-preflight': 'true' } },
  );
  expect(response.headers.get('cache-control')).toMatch(/^public/);
  const body = (await response.json()) as {
    data: { offerSearch: { offers: { id: string; priceInCents: number }[] } };
  };
  return body.data.offerSearch.offers.find((offer) => offer.id === '100165')!.priceInCents;
}

/** The simulator's own answer, past the gateway. */
async function legacyMilkPrice(): Promise<number> {
  const response = await fetch(
    `${stack.sim.url}/catalog/v1/offers/search?query=Sunveld&supplier_id=${PAROW}`,
  );
  const body = (await response.json()) as { offers: { id: number; price_in_cents: number }[] };
  return body.offers.find((offer) => offer.id === 100165)!.price_in_cents;
}

async function stagePrice(priceInCents: number): Promise<void> {
  const response = await fetch(`${stack.sim.url}/sim/offers/100165`, {
    method: 'PATCH',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ price_in_cents: priceInCents }),
  });
  expect(response.ok).toBe(true);
}

async function resetIsTheShopsAtOnce(): Promise<void> {
  const seeded = await legacyMilkPrice();
  await stagePrice(99_999);
  // Read while staged: both caches now hold the staged price.
  expect(await milkPriceByPost()).toBe(99_999);
  expect(await milkPriceByGet()).toBe(99_999);

  expect((await fetch(`${stack.sim.url}/sim/reset`, { method: 'POST' })).ok).toBe(true);

  expect(await milkPriceByPost()).toBe(seeded);
  expect(await milkPriceByGet()).toBe(seeded);
}

describe('with the caches in memory (the embedded default)', () => {
  beforeAll(async () => {
    stack = await startStack();
  });
  afterAll(async () => {
    await stack?.close();
  });

  it(
    "after a reset, the gateway answers with the reset shop's prices at once",
    resetIsTheShopsAtOnce,
  );
});

describe('with the legacy answers in Redis (REDIS_URL beside the embedded simulator)', () => {
  let redis: RunningRedis;
  beforeAll(async () => {
    redis = await startRedis();
    stack = await startStack({ REDIS_URL: redis.url });
    await gatewayRedisUp(stack.gatewayUrl);
  });
  afterAll(async () => {
    await stack?.close();
    await redis?.close();
  });

  it(
    "after a reset, the gateway answers with the reset shop's prices at once",
    resetIsTheShopsAtOnce,
  );
});
