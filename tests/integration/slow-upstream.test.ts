/**
 * A slow legacy API: a cached catalogue answer is served within the stale-if-slow budget instead
 * of after every retry has timed out, and a slow order registration (not retried, not idempotent
 * upstream) runs to the request deadline rather than being cut at the per-call timeout.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { startSimulator, type RunningSimulator } from '@shopfront/legacy-sim';
import { startFakeUpstream, type FakeUpstream } from '../support/fake-upstream';
import { GraphqlClient, startGateway, type RunningGateway } from '../support/gateway';
import { THANDI, placeOrder, signedIn } from '../support/shoppers';

const NEAR = 'GET /catalog/v1/suppliers/distance_from';
const nearBody = { status: 'ok', resources: [{ id: 1, name: 'Mzansi Fresh Parow' }] };
const QUERY = '{ suppliersNear(lat: -33.9, lon: 18.57) { id name } }';

let fake: FakeUpstream | undefined;
let sim: RunningSimulator | undefined;
let gateway: RunningGateway | undefined;

afterEach(async () => {
  vi.useRealTimers();
  // The fake first: its hanging answers end, so the background refresh ends too.
  await fake?.close();
  await gateway?.close();
  await sim?.close();
  gateway = undefined;
  fake = undefined;
  sim = undefined;
});

describe('a slow legacy API', () => {
  it(
    'answers from the stale cache while the legacy API hangs, and refreshes in the background',
    { timeout: 8_000 },
    async () => {
      fake = await startFakeUpstream({ [NEAR]: [{ body: nearBody }, { hang: true }] });
      // Today's defaults: 10 s per call and 2 retries, i.e. 30 s before a stale answer.
      gateway = await startGateway(fake.url, { CACHE_TTL_SECONDS: '1' });
      const client = new GraphqlClient(gateway.url);
      // The gateway's clock moves past the TTL, not the wall clock (only Date is faked).
      vi.useFakeTimers({ toFake: ['Date'] });
      await client.request(QUERY);
      vi.setSystemTime(Date.now() + 1_001);

      const stale = await client.request<{ suppliersNear: Array<{ name: string }> }>(QUERY);
      expect(stale.errors).toBeUndefined();
      expect(stale.data?.suppliersNear[0]?.name).toBe('Mzansi Fresh Parow');
      // A second shopper meanwhile shares the one background refresh: no second upstream call.
      const again = await client.request<{ suppliersNear: unknown[] }>(QUERY);
      expect(again.data?.suppliersNear).toHaveLength(1);
      expect(fake.calls()).toEqual({ [NEAR]: 2 });
      const metrics = await (await fetch(`${gateway.metricsUrl}/metrics`)).text();
      expect(metrics).toContain(
        'gateway_cache_requests_total{route="GET /catalog/v1/suppliers/distance_from",outcome="stale"} 2',
      );
    },
  );

  it('lets a slow order registration finish past the per-call timeout', async () => {
    sim = await startSimulator({
      port: 0,
      faults: [{ route: 'POST /api/v1/orders/register', latency_ms: 800 }],
    });
    gateway = await startGateway(sim.url, { UPSTREAM_TIMEOUT_MS: '300' });
    const shopper = await signedIn(gateway.url, THANDI);
    const order = await placeOrder(shopper, sim.url, `slow-${Date.now()}`);
    expect(order.id).toBeTruthy();
  });
});
