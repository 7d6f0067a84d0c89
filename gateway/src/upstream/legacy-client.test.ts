import { describe, expect, it } from 'vitest';
import { MemoryResponseCache } from '../cache/response-cache.js';
import type { UpstreamHttp, UpstreamRequest } from './http.js';
import { buildPath, LegacyClient } from './legacy-client.js';

describe('buildPath', () => {
  it('fills path parameters, encoding them', () => {
    expect(buildPath('/catalog/v1/suppliers/{id}/timeslots', { id: 'a b' })).toBe(
      '/catalog/v1/suppliers/a%20b/timeslots',
    );
  });

  it('appends the query, skipping absent values', () => {
    expect(buildPath('/catalog/v1/categories', {}, { supplier_id: 7, page: undefined })).toBe(
      '/catalog/v1/categories?supplier_id=7',
    );
  });

  it('refuses to call with a missing path parameter', () => {
    expect(() => buildPath('/api/v1/orders/{id}', {})).toThrow('Missing path parameter "id"');
  });
});

describe('LegacyClient timestamps (uncached GETs add a timestamp)', () => {
  function recordingClient(options: ConstructorParameters<typeof LegacyClient>[2] = {}) {
    const requests: UpstreamRequest[] = [];
    const http = {
      requestJson: async (request: UpstreamRequest) => {
        requests.push(request);
        return { status: 'ok', resources: [] };
      },
    } as unknown as UpstreamHttp;
    return { client: new LegacyClient(http, 'http://legacy.test', options), requests };
  }

  it('adds a `_` timestamp to GETs that skip the cache', async () => {
    const { client, requests } = recordingClient();
    await client.call('GET /catalog/v1/suppliers/{id}/timeslots', {
      params: { id: '101' },
      cache: false,
    });
    await client.call('GET /api/v1/users/{user_id}/addresses', {
      params: { user_id: '1' },
      authToken: 'secret',
    });
    expect(requests.map((r) => new URL(r.path, 'http://x').searchParams.get('_'))).toEqual([
      expect.stringMatching(/^\d{13}$/),
      expect.stringMatching(/^\d{13}$/),
    ]);
  });

  it('leaves cached GETs and writes without one', async () => {
    const { client, requests } = recordingClient({
      cache: new MemoryResponseCache(10),
      cacheTtlMs: 60_000,
    });
    await client.call('GET /catalog/v1/categories', { query: { supplier_id: 101 } });
    await client.call('POST /api/v1/account/{scope}/sign_in', {
      params: { scope: 'shopper' },
      body: { login: '0821234567', password: 'x' },
    } as never);
    expect(requests.map((r) => r.path)).toEqual([
      '/catalog/v1/categories?supplier_id=101',
      '/api/v1/account/shopper/sign_in',
    ]);
  });
});
