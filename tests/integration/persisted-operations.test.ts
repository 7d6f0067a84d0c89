/**
 * Persisted operations as shipped (GRAPHQL_SAFELIST=true): the web sends only the hash of each
 * operation, queries as GET, and the gateway knows every hash from the build's manifest before the
 * first request. Public catalogue answers may be cached (`Cache-Control: public` with
 * stale-while-revalidate); the viewer's never; CSRF prevention still holds for GET.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStack, type TestStack } from '../support/stack';
import { persistedSearch } from '../support/web-manifest';

const PREFLIGHT = { 'apollo-require-preflight': 'true' };

let stack: TestStack;

beforeAll(async () => {
  stack = await startStack({ GRAPHQL_SAFELIST: 'true' });
});

afterAll(async () => {
  await stack?.close();
});

/** A GET as Apollo's PersistedQueryLink sends it: operation name, variables and the hash. */
function byHash(name: string, variables: Record<string, unknown>, hash?: string) {
  return `${stack.gatewayUrl}/graphql?${persistedSearch(name, variables, {}, hash)}`;
}

describe('persisted operations over GET', () => {
  it('runs a web query by its hash alone on the first request, cacheable as public', async () => {
    const response = await fetch(byHash('SuppliersNear', { lat: -33.9, lon: 18.57 }), {
      headers: PREFLIGHT,
    });
    const body = (await response.json()) as {
      data?: { suppliersNear: Array<{ name: string }> };
      errors?: unknown[];
    };
    expect(body.errors).toBeUndefined();
    expect(body.data?.suppliersNear.map((supplier) => supplier.name)).toContain(
      'Mzansi Fresh Parow',
    );
    expect(response.headers.get('cache-control')).toBe(
      'public, max-age=60, stale-while-revalidate=600',
    );
  });

  it("never lets a cache keep the viewer's answers", async () => {
    const response = await fetch(byHash('AccountSession', {}), { headers: PREFLIGHT });
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('private, no-store');
  });

  it('refuses a GET without the preflight header (CSRF prevention)', async () => {
    const response = await fetch(byHash('SuppliersNear', { lat: -33.9, lon: 18.57 }));
    expect(response.status).toBe(400);
  });

  it('knows no hash outside the manifest, and does not learn one', async () => {
    const query = '{ suppliersNear(lat: 1, lon: 1) { id } }';
    const { createHash } = await import('node:crypto');
    const hash = createHash('sha256').update(query).digest('hex');
    const extensions = { persistedQuery: { version: 1, sha256Hash: hash } };
    const register = await fetch(`${stack.gatewayUrl}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query, extensions }),
    });
    expect(register.status).toBe(403);
    const again = await fetch(byHash('x', {}, hash), { headers: PREFLIGHT });
    const body = (await again.json()) as { errors: Array<{ extensions: { code: string } }> };
    expect(body.errors[0]?.extensions.code).toBe('PERSISTED_QUERY_NOT_FOUND');
  });
});
