/**
 * Scripted failing upstreams: each test starts a fake legacy API with an exact script and asserts
 * what a GraphQL client sees (data, error codes) and how many upstream calls the gateway made.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { startFakeUpstream, type FakeUpstream } from '../support/fake-upstream';
import { GraphqlClient, startGateway, type RunningGateway } from '../support/gateway';

const NEAR = 'GET /catalog/v1/suppliers/distance_from';
const nearBody = { status: 'ok', resources: [{ id: 1, name: 'Mzansi Fresh Parow' }] };
const QUERY = '{ suppliersNear(lat: -33.9, lon: 18.57) { id name } }';

let fake: FakeUpstream | undefined;
let gateway: RunningGateway | undefined;

afterEach(async () => {
  vi.useRealTimers();
  await gateway?.close();
  await fake?.close();
  gateway = undefined;
  fake = undefined;
});

async function start(
  script: Parameters<typeof startFakeUpstream>[0],
  env: Record<string, string> = {},
) {
  fake = await startFakeUpstream(script);
  gateway = await startGateway(fake.url, env);
  return { fake, client: new GraphqlClient(gateway.url) };
}

describe('upstream failures', () => {
  it('retries a GET through 503 and then 429 with Retry-After, and answers on the 200', async () => {
    const { fake, client } = await start({
      [NEAR]: [
        { status: 503, body: { status: 'error', message: 'down' } },
        { status: 429, headers: { 'retry-after': '1' }, body: { status: 'error' } },
        { body: nearBody },
      ],
    });
    const started = Date.now();
    const result = await client.request<{ suppliersNear: Array<{ name: string }> }>(QUERY);
    expect(result.errors).toBeUndefined();
    expect(result.data?.suppliersNear).toEqual([{ id: '1', name: 'Mzansi Fresh Parow' }]);
    expect(fake.calls()).toEqual({ [NEAR]: 3 });
    // The gateway waited the second the upstream asked for before the third call.
    expect(Date.now() - started).toBeGreaterThanOrEqual(950);
  });

  it('gives up after the configured retries with UPSTREAM_ERROR', async () => {
    const { fake, client } = await start(
      { [NEAR]: [{ status: 502, body: { status: 'error' } }] },
      { UPSTREAM_RETRIES: '1' },
    );
    const result = await client.request(QUERY);
    expect(result.status).toBe(200);
    expect(result.errors?.[0]?.extensions?.code).toBe('UPSTREAM_ERROR');
    expect(JSON.stringify(result)).not.toContain('down');
    expect(fake.calls()).toEqual({ [NEAR]: 2 });
  });

  it.each([
    [401, 'UNAUTHENTICATED', 'Your session has ended. Please sign in again.'],
    [403, 'FORBIDDEN', 'You are not allowed to do that.'],
  ])('words a legacy %i as %s, never "try again"', async (status, code, message) => {
    const { client } = await start({ [NEAR]: [{ status, body: { status: 'error' } }] });
    const result = await client.request(QUERY);
    expect(result.errors?.[0]?.extensions?.code).toBe(code);
    expect(result.errors?.[0]?.message).toBe(message);
  });

  it('answers GATEWAY_TIMEOUT when the upstream hangs past the per-call timeout', async () => {
    const { fake, client } = await start(
      { [NEAR]: [{ hang: true }] },
      { UPSTREAM_TIMEOUT_MS: '300', UPSTREAM_RETRIES: '0' },
    );
    const result = await client.request(QUERY);
    expect(result.errors?.[0]?.extensions?.code).toBe('GATEWAY_TIMEOUT');
    expect(result.errors?.[0]?.message).toBe('The shop did not answer in time. Please try again.');
    expect(fake.calls()).toEqual({ [NEAR]: 1 });
  });

  it('stops at the overall request deadline, without retrying past it', async () => {
    const { fake, client } = await start(
      { [NEAR]: [{ hang: true }] },
      { REQUEST_TIMEOUT_MS: '400', UPSTREAM_TIMEOUT_MS: '10000', UPSTREAM_RETRIES: '3' },
    );
    const started = Date.now();
    const result = await client.request(QUERY);
    const elapsed = Date.now() - started;
    expect(result.errors?.[0]?.extensions?.code).toBe('GATEWAY_TIMEOUT');
    expect(elapsed).toBeGreaterThanOrEqual(350);
    expect(elapsed).toBeLessThan(3_000);
    expect(fake.calls()).toEqual({ [NEAR]: 1 });
  });

  it('treats malformed JSON as UPSTREAM_ERROR without retrying', async () => {
    const { fake, client } = await start({
      [NEAR]: [{ raw: '{"status":"ok","resources":[' }],
    });
    const result = await client.request(QUERY);
    expect(result.errors?.[0]?.extensions?.code).toBe('UPSTREAM_ERROR');
    expect(fake.calls()).toEqual({ [NEAR]: 1 });
  });

  it('answers UPSTREAM_ERROR and is not ready while the legacy API is down', async () => {
    const { fake, client } = await start(
      { [NEAR]: [{ body: nearBody }] },
      { UPSTREAM_RETRIES: '0' },
    );
    await fake.close();
    const result = await client.request(QUERY);
    expect(result.status).toBe(200);
    expect(result.errors?.[0]?.extensions?.code).toBe('UPSTREAM_ERROR');
    const ready = await fetch(`${gateway?.url}/readyz`);
    expect(ready.status).toBe(503);
  });
});

describe('public catalogue cache', () => {
  it('serves repeats from the cache within the TTL', async () => {
    const { fake, client } = await start({ [NEAR]: [{ body: nearBody }] });
    await client.request(QUERY);
    const again = await client.request<{ suppliersNear: unknown[] }>(QUERY);
    expect(again.data?.suppliersNear).toHaveLength(1);
    expect(fake.calls()).toEqual({ [NEAR]: 1 });
    // A different argument is a different URL, so a different entry.
    await client.request('{ suppliersNear(lat: -33.8, lon: 18.57) { id } }');
    await client.request('{ suppliersNear(lat: -33.8, lon: 18.57) { id } }');
    expect(fake.calls()).toEqual({ [NEAR]: 2 });
  });

  it('serves a stale entry while the legacy API fails, and counts it in the metrics', async () => {
    const { fake, client } = await start(
      {
        [NEAR]: [{ body: nearBody }, { status: 503, body: { status: 'error' } }],
      },
      { CACHE_TTL_SECONDS: '1', UPSTREAM_RETRIES: '0' },
    );
    // The gateway's clock moves past the TTL, not the wall clock (only Date is faked).
    vi.useFakeTimers({ toFake: ['Date'] });
    await client.request(QUERY);
    vi.setSystemTime(Date.now() + 1_001);
    const stale = await client.request<{ suppliersNear: Array<{ name: string }> }>(QUERY);
    expect(stale.errors).toBeUndefined();
    expect(stale.data?.suppliersNear[0]?.name).toBe('Mzansi Fresh Parow');
    expect(fake.calls()).toEqual({ [NEAR]: 2 });

    const metrics = await (await fetch(`${gateway?.metricsUrl}/metrics`)).text();
    expect(metrics).toContain(
      'gateway_cache_requests_total{route="GET /catalog/v1/suppliers/distance_from",outcome="stale"} 1',
    );
    expect(metrics).toContain(
      'gateway_upstream_requests_total{route="GET /catalog/v1/suppliers/distance_from",status="503"} 1',
    );
    expect(metrics).toMatch(
      /gateway_graphql_requests_total\{operation="anonymous",outcome="ok",code="none"\} 2/,
    );
  });

  it('does not cache when the TTL is 0', async () => {
    const { fake, client } = await start(
      { [NEAR]: [{ body: nearBody }] },
      { CACHE_TTL_SECONDS: '0' },
    );
    await client.request(QUERY);
    await client.request(QUERY);
    expect(fake.calls()).toEqual({ [NEAR]: 2 });
  });
});
