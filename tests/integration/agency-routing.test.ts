/**
 * Agency mode: calls for a supplier go to that supplier's own `api_endpoint`. The gateway's legacy
 * API here is a thin proxy to one simulator that gives branch 101 an `api_endpoint` pointing at a
 * second simulator (the agency's own API); both count their calls.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { startSimulator, type RunningSimulator } from '@shopfront/legacy-sim';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { GraphqlClient, startGateway, type RunningGateway } from '../support/gateway';

async function calls(sim: RunningSimulator): Promise<Record<string, number>> {
  const response = await fetch(`${sim.url}/sim/calls`);
  return ((await response.json()) as { calls: Record<string, number> }).calls;
}

async function resetCalls(sim: RunningSimulator): Promise<void> {
  await fetch(`${sim.url}/sim/calls`, { method: 'DELETE' });
}

describe('agency routing to a branch’s own API', () => {
  let shared: RunningSimulator;
  let agency: RunningSimulator;
  let proxy: Server;
  let gateway: RunningGateway;
  let client: GraphqlClient;

  beforeAll(async () => {
    shared = await startSimulator({ port: 0 });
    agency = await startSimulator({ port: 0 });
    // Only agency mode sends a branch's calls to its own API.
    const switched = await fetch(`${shared.url}/sim/config`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ mode: 'agency' }),
    });
    expect(switched.ok).toBe(true);
    proxy = createServer((request, response) => {
      void (async () => {
        const upstream = await fetch(`${shared.url}${request.url ?? '/'}`, {
          method: request.method,
          headers: { accept: request.headers.accept ?? '*/*' },
        });
        let body = await upstream.text();
        // Uncached GETs carry a `_` timestamp: match the path alone.
        const path = new URL(request.url ?? '/', 'http://proxy').pathname;
        if (path === '/catalog/v1/suppliers/101' && upstream.ok) {
          const parsed = JSON.parse(body) as { supplier: { api_endpoint: string | null } };
          parsed.supplier.api_endpoint = agency.url;
          body = JSON.stringify(parsed);
        }
        response.writeHead(upstream.status, {
          'content-type': upstream.headers.get('content-type') ?? 'application/json',
        });
        response.end(body);
      })();
    });
    await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve));
    const { port } = proxy.address() as AddressInfo;
    gateway = await startGateway(`http://127.0.0.1:${port}`, { CACHE_TTL_SECONDS: '0' });
    client = new GraphqlClient(gateway.url);
  });
  afterAll(async () => {
    await gateway.close();
    await new Promise<void>((resolve) => proxy.close(() => resolve()));
    await shared.close();
    await agency.close();
  });
  beforeEach(async () => {
    await resetCalls(shared);
    await resetCalls(agency);
  });

  it("sends a branch's catalogue and checkout calls to its api_endpoint", async () => {
    const result = await client.request<{
      promotions: unknown[];
      categories: unknown[];
      checkoutConfig: { available: boolean };
    }>(`{
      promotions(supplierId: "101") { id }
      categories(supplierId: "101") { id }
      checkoutConfig(supplierId: "101") { available }
    }`);
    expect(result.errors).toBeUndefined();
    expect(result.data?.promotions.length).toBeGreaterThan(0);

    // The shop's configuration says agency mode, so the branch is read for its api_endpoint.
    expect(await calls(shared)).toEqual({
      'GET /shopfront_config': 1,
      'GET /catalog/v1/suppliers/{id}': 1,
    });
    expect(await calls(agency)).toEqual({
      'GET /catalog/v1/suppliers/{id}/promotions': 1,
      'GET /catalog/v1/categories': 1,
      'GET /cart/v1/checkout_config': 1,
    });
  });

  it('keeps branches without an api_endpoint, and shop-wide calls, on the shared API', async () => {
    const result = await client.request(`{
      promotions(supplierId: "102") { id }
      categories { id }
    }`);
    expect(result.errors).toBeUndefined();
    expect(await calls(shared)).toEqual({
      'GET /shopfront_config': 1,
      'GET /catalog/v1/suppliers/{id}': 1,
      'GET /catalog/v1/suppliers/{id}/promotions': 1,
      'GET /catalog/v1/categories': 1,
    });
    expect(await calls(agency)).toEqual({});
  });
});
