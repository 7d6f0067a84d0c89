import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startStack, type TestStack } from '../support/stack';

const DEFAULT_POSITION = { lat: -33.8999547, lon: 18.5701029 };

describe('catalogue slice through the gateway, against the simulator', () => {
  let stack: TestStack;

  beforeAll(async () => {
    stack = await startStack({ CACHE_TTL_SECONDS: '0' });
  });
  afterAll(async () => {
    await stack.close();
  });
  beforeEach(async () => {
    await stack.resetCalls();
  });

  it('lists nearby branches nearest first, with distances, in one upstream call', async () => {
    const result = await stack.graphql<{
      suppliersNear: Array<{ id: string; name: string; distanceKm: number; disabled: boolean }>;
    }>(
      `query ($lat: Float!, $lon: Float!) {
        suppliersNear(lat: $lat, lon: $lon) { id name distanceKm disabled }
      }`,
      DEFAULT_POSITION,
    );

    expect(result.errors).toBeUndefined();
    const suppliers = result.data?.suppliersNear ?? [];
    expect(suppliers.length).toBeGreaterThanOrEqual(8);
    expect(suppliers[0]).toMatchObject({ name: 'Mzansi Fresh Parow', disabled: false });
    expect(suppliers[0]?.distanceKm).toBeCloseTo(1.2, 1);
    const distances = suppliers.map((supplier) => supplier.distanceKm);
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
    expect(
      suppliers.find((supplier) => supplier.name === 'Boland Bulk Kraaifontein')?.disabled,
    ).toBe(true);

    expect(await stack.calls()).toEqual({
      calls: { 'GET /catalog/v1/suppliers/distance_from': 1 },
      total: 1,
    });
  });

  it('narrows the list by radius', async () => {
    const result = await stack.graphql<{ suppliersNear: Array<{ name: string }> }>(
      `{ suppliersNear(lat: -33.8999547, lon: 18.5701029, radiusKm: 2) { name } }`,
    );
    expect(result.data?.suppliersNear.map((supplier) => supplier.name)).toEqual([
      'Mzansi Fresh Parow',
      'Kaap Spens Goodwood',
    ]);
  });

  it("shows a supplier's root categories, making one call per route for repeated fields", async () => {
    const result = await stack.graphql<{
      first: Array<{ id: string; name: string; imageUrl: string }>;
      again: Array<{ id: string }>;
    }>(
      `query ($id: ID!) {
        first: categories(supplierId: $id) { id name imageUrl }
        again: categories(supplierId: $id) { id }
      }`,
      { id: '201' },
    );

    expect(result.errors).toBeUndefined();
    expect(result.data?.first.map((category) => category.name)).toEqual([
      'Pantry Staples',
      'Dairy & Eggs',
      'Beverages',
      'Cleaning & Household',
      'Bulk Buys',
    ]);
    expect(result.data?.first[0]?.imageUrl).toMatch(/^http:\/\/.+\/media\/categories\/1\.svg$/);
    expect(result.data?.again).toHaveLength(5);
    // The shop's configuration says market mode (no branch has an API of its own), then the categories.
    expect(await stack.calls()).toEqual({
      calls: { 'GET /shopfront_config': 1, 'GET /catalog/v1/categories': 1 },
      total: 2,
    });
  });

  it('serves the category images it links to', async () => {
    const result = await stack.graphql<{ categories: Array<{ imageUrl: string }> }>(
      `{ categories(supplierId: "101") { imageUrl } }`,
    );
    const imageUrl = result.data?.categories[0]?.imageUrl ?? '';
    const image = await fetch(imageUrl);
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toContain('image/svg+xml');
  });

  it('answers NOT_FOUND for an unknown supplier and BAD_USER_INPUT for a malformed id', async () => {
    const unknown = await stack.graphql(`{ categories(supplierId: "999") { id } }`);
    expect(unknown.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    expect(JSON.stringify(unknown)).not.toContain('Supplier 999 not found');

    const malformed = await stack.graphql(`{ categories(supplierId: "abc") { id } }`);
    expect(malformed.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    // The unknown branch's categories are not found; the malformed id never leaves the gateway.
    expect(await stack.calls()).toEqual({
      calls: { 'GET /shopfront_config': 1, 'GET /catalog/v1/categories': 1 },
      total: 2,
    });
  });

  it('reports ready while the legacy API answers', async () => {
    const ready = await fetch(`${stack.gatewayUrl}/readyz`);
    expect(ready.status).toBe(200);
    expect(await ready.json()).toEqual({ status: 'ready', checks: { legacyApi: 'up' } });
    const live = await fetch(`${stack.gatewayUrl}/healthz`);
    expect(live.status).toBe(200);
  });
});

describe('gateway with the legacy API down', () => {
  it('is live but not ready, and answers GraphQL with UPSTREAM_ERROR instead of a 5xx', async () => {
    const stack = await startStack({ UPSTREAM_RETRIES: '0' });
    await stack.sim.close();
    try {
      expect((await fetch(`${stack.gatewayUrl}/healthz`)).status).toBe(200);
      const ready = await fetch(`${stack.gatewayUrl}/readyz`);
      expect(ready.status).toBe(503);
      expect(await ready.json()).toEqual({ status: 'not_ready', checks: { legacyApi: 'down' } });

      const result = await stack.graphql(`{ categories(supplierId: "101") { id } }`);
      expect(result.status).toBe(200);
      expect(result.errors?.[0]?.extensions?.code).toBe('UPSTREAM_ERROR');
      expect(result.errors?.[0]?.message).toBe(
        'The shop could not answer right now. Please try again.',
      );
    } finally {
      await stack.gateway.close();
    }
  });
});
