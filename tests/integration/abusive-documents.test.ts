/**
 * Abusive documents sent by an anonymous outsider: refused before anything runs, without stalling
 * the process for anyone else, and without telling an outsider the schema when introspection is
 * off.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { startFakeUpstream, type FakeUpstream } from '../support/fake-upstream';
import { GraphqlClient, startGateway, type RunningGateway } from '../support/gateway';

let fake: FakeUpstream | undefined;
let gateway: RunningGateway | undefined;

afterEach(async () => {
  await gateway?.close();
  await fake?.close();
  gateway = undefined;
  fake = undefined;
});

async function start(env: Record<string, string> = {}) {
  fake = await startFakeUpstream({});
  gateway = await startGateway(fake.url, env);
  return { fake, gateway, client: new GraphqlClient(gateway.url) };
}

/**
 * 30 fragments, each spreading the next twice: 2^29 expanded fields in about 1.3 KB. Walking every
 * spread (as the gateway once did) holds the event loop for hours; the 22-fragment version an
 * attacker sent held it for 7 s.
 */
const FRAGMENT_BOMB = [
  'query Bomb { ...F0 }',
  ...Array.from({ length: 30 }, (_, i) =>
    i < 29
      ? `fragment F${i} on Query { ...F${i + 1} ...F${i + 1} }`
      : `fragment F${i} on Query { shopConfig { currency } }`,
  ),
].join('\n');

describe('abusive documents', () => {
  it('refuses a fragment bomb as too costly while /healthz keeps answering', async () => {
    const { fake, gateway, client } = await start();
    expect(FRAGMENT_BOMB.length).toBeLessThan(1_500);
    const bomb = client.request(FRAGMENT_BOMB);
    // Asked while the bomb is in flight: answered, so the event loop was not held.
    const health = await fetch(`${gateway.url}/healthz`);
    expect(health.status).toBe(200);
    const answer = await bomb;
    expect(answer.status).toBe(400);
    expect(answer.errors?.[0]?.extensions).toMatchObject({
      code: 'GRAPHQL_VALIDATION_FAILED',
      reason: 'QUERY_TOO_COSTLY',
    });
    expect(fake.calls()).toEqual({});
  });

  it('refuses a document of hundreds of repeated fields at parse time, before validation', async () => {
    // graphql-js compares every pair of same-named fields when validating: 400 copies of one
    // field (1 600 tokens, 7 KB) took 140 ms of CPU and were then run; 950 took 400 ms.
    const { fake, client } = await start();
    const repeated = `{ ${'shopConfig { currency } '.repeat(400)} }`;
    const answer = await client.request(repeated);
    expect(answer.status).toBe(400);
    expect(answer.data ?? null).toBeNull();
    expect(answer.errors?.[0]?.extensions?.code).toBe('GRAPHQL_PARSE_FAILED');
    expect(fake.calls()).toEqual({});
  });

  it.each([
    ['with the safelist off', {}],
    ['with the safelist on', { GRAPHQL_SAFELIST: 'true' }],
  ])('refuses 80 aliased __schema fields %s', async (_, env) => {
    const { client } = await start(env);
    const aliased = `{ ${Array.from({ length: 80 }, (_, i) => `s${i}: __schema { types { name } }`).join(' ')} }`;
    const answer = await client.request(aliased);
    expect(answer.status).toBe(400);
    expect(answer.data ?? null).toBeNull();
    expect(answer.errors?.map((error) => error.extensions?.reason)).toEqual(
      expect.arrayContaining(['TOO_MANY_ALIASES', 'QUERY_TOO_COSTLY']),
    );
  });

  it('still answers the explorer’s one introspection query', async () => {
    const { client } = await start();
    const answer = await client.request<{ __schema: { types: unknown[] } }>(
      '{ __schema { types { name fields { name type { name ofType { name ofType { name } } } } } } }',
    );
    expect(answer.errors).toBeUndefined();
    expect(answer.data?.__schema.types.length).toBeGreaterThan(50);
  });

  it('suggests no field names when introspection is off', async () => {
    const { client } = await start({ GRAPHQL_INTROSPECTION: 'false' });
    const answer = await client.request('{ shopConfg { currency } }');
    expect(answer.status).toBe(400);
    const messages = answer.errors?.map((error) => error.message).join(' ') ?? '';
    // Not even the client's own misspelling comes back with the schema's words around it.
    expect(messages).toBe('The operation is not valid for this API.');
    expect(messages).not.toMatch(/Did you mean/i);
    expect(messages).not.toContain('shopConfig');
  });

  it.each([
    [
      'an enum value in the variables',
      'query ($list: NearbyOfferList!) { nearbyOffers(list: $list, lat: -33.9, lon: 18.6) { __typename } }',
      { list: 'PROMOTION' },
      'PROMOTIONS',
    ],
    [
      'an input field in the variables',
      'mutation ($input: SyncBasketInput!) { syncBasket(input: $input) { __typename } }',
      { input: { items: [], locaton: { latitude: -33.9, longitude: 18.6 } } },
      '"location"',
    ],
    [
      'an enum value in the document',
      '{ nearbyOffers(list: PROMOTION, lat: -33.9, lon: 18.6) { __typename } }',
      {},
      'PROMOTIONS',
    ],
    [
      'an input field in the document',
      'mutation { syncBasket(input: { items: [], locaton: { latitude: 1, longitude: 1 } }) { __typename } }',
      {},
      '"location"',
    ],
  ])(
    'suggests nothing of the schema for %s when introspection is off',
    async (_case, query, variables, suggestion) => {
      const { client } = await start({ GRAPHQL_INTROSPECTION: 'false' });
      const answer = await client.request(query, variables);
      expect(answer.status).toBe(400);
      const messages = answer.errors?.map((error) => error.message).join(' ') ?? '';
      expect(messages).not.toBe('');
      expect(messages).not.toMatch(/Did you mean/i);
      expect(messages).not.toContain(suggestion);
    },
  );

  it('still suggests field names to a developer when introspection is on', async () => {
    const { client } = await start();
    const answer = await client.request('{ shopConfg { currency } }');
    expect(answer.errors?.[0]?.message).toMatch(/Did you mean "shopConfig"/);
  });
});
