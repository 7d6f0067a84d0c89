/**
 * The nearby fields (`nearbyProductSearch`, `nearbyOffers`) call the legacy API once per nearby
 * branch. One request must not turn that into hundreds of legacy calls: the query cost counts a
 * branch call, a field asks at most the nearest NEARBY_MAX_BRANCHES branches, and one request
 * has a bounded number of branch calls in flight however many nearby fields it holds.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GraphqlClient, startGateway, type RunningGateway } from '../support/gateway';
import { startStack, type TestStack } from '../support/stack';

const HERE = 'lat: -33.9, lon: 18.57';

describe('nearby fan-out against the simulator', () => {
  let stack: TestStack;
  beforeAll(async () => {
    stack = await startStack({ CACHE_TTL_SECONDS: '0' });
  });
  afterAll(async () => {
    await stack.close();
  });

  it('refuses many aliased nearby fields as too costly, before any legacy call', async () => {
    // 30 aliases, each a different search: before, 280 legacy calls for one request.
    const fields = Array.from(
      { length: 30 },
      (_, i) => `s${i}: nearbyProductSearch(query: "q${i}", ${HERE}, radiusKm: 500) { nextPage }`,
    );
    await stack.resetCalls();
    const result = await stack.graphql(`query Fan { ${fields.join(' ')} }`);
    expect(result.data).toBeUndefined();
    expect(result.errors?.[0]?.extensions).toMatchObject({ reason: 'QUERY_TOO_COSTLY' });
    expect((await stack.calls()).total).toBe(0);
  });

  it('still answers one nearby field of each kind', async () => {
    // One per operation: two would be 42 legacy calls, past GRAPHQL_MAX_UPSTREAM_CALLS (25).
    const search = await stack.graphql<{
      nearbyProductSearch: { products: Array<{ id: string }> };
    }>(`{ nearbyProductSearch(query: "milk", ${HERE}) { products { id } } }`);
    const offers = await stack.graphql<{ nearbyOffers: { total: number } }>(
      `{ nearbyOffers(list: PROMOTIONS, ${HERE}) { total } }`,
    );
    expect(search.errors).toBeUndefined();
    expect(offers.errors).toBeUndefined();
    expect(search.data?.nearbyProductSearch.products.length).toBeGreaterThan(0);
    expect(offers.data?.nearbyOffers.total).toBeGreaterThan(0);
  });
});

describe('nearby fan-out with many branches', () => {
  const BRANCHES = 40;
  let server: Server;
  let gateway: RunningGateway;
  let inFlight = 0;
  let mostInFlight = 0;
  const searched: string[] = [];

  beforeAll(async () => {
    // A legacy API with 40 open branches nearby (nearest first) whose searches answer slowly.
    server = createServer((request, response) => {
      const url = new URL(request.url ?? '/', 'http://legacy');
      const json = (body: unknown) => {
        response.writeHead(200, { 'content-type': 'application/json' });
        response.end(JSON.stringify(body));
      };
      if (url.pathname === '/catalog/v1/suppliers/distance_from') {
        json({
          status: 'ok',
          resources: Array.from({ length: BRANCHES }, (_, i) => ({
            id: i + 1,
            name: `Branch ${i + 1}`,
            distance: i + 1,
            disabled: false,
          })),
        });
        return;
      }
      const supplier = /^\/catalog\/v1\/suppliers\/(\d+)$/.exec(url.pathname);
      if (supplier) {
        json({ status: 'ok', supplier: { id: Number(supplier[1]), api_endpoint: null } });
        return;
      }
      if (url.pathname === '/catalog/v1/offers/search') {
        searched.push(url.searchParams.get('supplier_id') ?? '');
        inFlight++;
        mostInFlight = Math.max(mostInFlight, inFlight);
        setTimeout(() => {
          inFlight--;
          json({
            status: 'ok',
            offers: [],
            pagination: { page: 1, per_page: 20, total: 0, next_page: null },
          });
        }, 20);
        return;
      }
      response.writeHead(404, { 'content-type': 'application/json' });
      response.end('{"status":"error"}');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    // Two nearby fields in one operation (40 branch calls, 42 with their branch lists) to see the
    // in-flight bound at work.
    gateway = await startGateway(`http://127.0.0.1:${port}`, {
      CACHE_TTL_SECONDS: '0',
      GRAPHQL_MAX_UPSTREAM_CALLS: '42',
    });
  });
  afterAll(async () => {
    await gateway.close();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });

  it('asks only the nearest 20 branches per field, at most 4 at a time per request', async () => {
    const result = await new GraphqlClient(gateway.url).request(`{
      first: nearbyProductSearch(query: "milk", ${HERE}) { nextPage }
      second: nearbyProductSearch(query: "milk", ${HERE}, page: 2) { nextPage }
    }`);
    expect(result.errors).toBeUndefined();
    expect(searched).toHaveLength(40);
    const nearest = Array.from({ length: 20 }, (_, i) => String(i + 1));
    expect([...new Set(searched)].sort((a, b) => Number(a) - Number(b))).toEqual(nearest);
    expect(mostInFlight).toBeLessThanOrEqual(4);
  });
});
