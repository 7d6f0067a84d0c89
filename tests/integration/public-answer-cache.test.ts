/**
 * Whole public answers reused for a few seconds (pipeline/public-answer-cache.ts): a public
 * catalogue GET asked again is answered from the bytes sent the first time, for each encoding;
 * the viewer's answers, errors and requests Apollo would refuse are never answered from it.
 */
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStack, type TestStack } from '../support/stack';
import { persistedSearch } from '../support/web-manifest';

const PREFLIGHT = { 'apollo-require-preflight': 'true' };
const BROWSER = { ...PREFLIGHT, 'accept-encoding': 'gzip, deflate, br, zstd' };

function urlOf(stack: TestStack, name: string, variables: Record<string, unknown>) {
  return `${stack.gatewayUrl}/graphql?${persistedSearch(name, variables)}`;
}

/** GET over node:http-level fetch without automatic decompression: the bytes as sent. */
async function getRaw(url: string, headers: Record<string, string>) {
  const { request } = await import('undici');
  const response = await request(url, { headers });
  const body = Buffer.from(await response.body.arrayBuffer());
  const encoding = String(response.headers['content-encoding'] ?? 'identity');
  const text =
    encoding === 'br'
      ? brotliDecompressSync(body).toString()
      : encoding === 'gzip'
        ? gunzipSync(body).toString()
        : body.toString();
  return { status: response.statusCode, headers: response.headers, encoding, text };
}

async function hits(stack: TestStack): Promise<number> {
  const text = await (await fetch(`${stack.metricsUrl}/metrics`)).text();
  const line = /gateway_public_answer_cache_total\{outcome="hit"\} (\d+)/.exec(text);
  return line ? Number(line[1]) : 0;
}

describe('with the cache on (as shipped)', () => {
  let stack: TestStack;
  beforeAll(async () => {
    stack = await startStack({ GRAPHQL_SAFELIST: 'true' });
  });
  afterAll(async () => {
    await stack?.close();
  });

  it('answers a public GET asked again from the first answer, in each encoding asked for', async () => {
    const url = urlOf(stack, 'HomePage', { supplierId: null });
    const first = await getRaw(url, BROWSER);
    expect(first.status).toBe(200);
    expect(first.encoding).toBe('br');
    expect(JSON.parse(first.text).errors).toBeUndefined();
    const before = await hits(stack);

    const again = await getRaw(url, BROWSER);
    expect(again.text).toBe(first.text);
    expect(again.encoding).toBe('br');
    expect(again.headers['cache-control']).toBe('public, max-age=60, stale-while-revalidate=600');
    expect(again.headers['vary']).toContain('accept-encoding');
    expect(again.headers['content-security-policy']).toBeDefined();
    expect(await hits(stack)).toBe(before + 1);

    // Another encoding is another answer, also right.
    const gzip = await getRaw(url, { ...PREFLIGHT, 'accept-encoding': 'gzip' });
    expect(gzip.encoding).toBe('gzip');
    expect(gzip.text).toBe(first.text);
    const plain = await getRaw(url, PREFLIGHT);
    expect(plain.encoding).toBe('identity');
    expect(plain.text).toBe(first.text);
  });

  it("never answers the viewer's queries or an answer with errors from it", async () => {
    const before = await hits(stack);
    for (let round = 0; round < 2; round += 1) {
      const session = await getRaw(urlOf(stack, 'AccountSession', {}), BROWSER);
      expect(session.headers['cache-control']).toBe('private, no-store');
      const invalid = await getRaw(urlOf(stack, 'SelectedSupplier', { id: null }), BROWSER);
      expect(JSON.parse(invalid.text).errors).toHaveLength(1);
      expect(invalid.headers['cache-control']).toBe('private, no-store');
    }
    expect(await hits(stack)).toBe(before);
  });

  it('still refuses a GET without the CSRF preflight header after the same GET was answered', async () => {
    const url = urlOf(stack, 'SuppliersNear', { lat: -33.9, lon: 18.57 });
    expect((await getRaw(url, BROWSER)).status).toBe(200);
    expect((await getRaw(url, BROWSER)).status).toBe(200);
    const refused = await getRaw(url, { 'accept-encoding': 'br' });
    expect(refused.status).toBe(400);
  });

  it('answers each Accept as an uncached request would, after another Accept was answered', async () => {
    const url = urlOf(stack, 'SuppliersNear', { lat: -33.91, lon: 18.58 });
    const graphqlResponse = await getRaw(url, {
      ...BROWSER,
      accept: 'application/graphql-response+json',
    });
    expect(graphqlResponse.status).toBe(200);
    expect(graphqlResponse.headers['content-type']).toMatch(/^application\/graphql-response\+json/);
    expect(String(graphqlResponse.headers['vary'])).toMatch(/accept(?!-)/i);

    const html = await getRaw(url, { ...BROWSER, accept: 'text/html' });
    expect(html.status).toBe(406);
    const json = await getRaw(url, { ...BROWSER, accept: 'application/json' });
    expect(json.status).toBe(200);
    expect(json.headers['content-type']).toMatch(/^application\/json/);
    expect(json.text).toBe(graphqlResponse.text);
    expect(String(json.headers['vary'])).toMatch(/accept(?!-)/i);

    // Both asked again: each from the cache, each in its own type.
    const before = await hits(stack);
    const jsonAgain = await getRaw(url, { ...BROWSER, accept: 'application/json' });
    const graphqlAgain = await getRaw(url, {
      ...BROWSER,
      accept: 'application/graphql-response+json',
    });
    expect(jsonAgain.headers['content-type']).toMatch(/^application\/json/);
    expect(graphqlAgain.headers['content-type']).toMatch(/^application\/graphql-response\+json/);
    expect(String(graphqlAgain.headers['vary'])).toMatch(/accept(?!-)/i);
    expect(await hits(stack)).toBe(before + 2);
    expect((await getRaw(url, { ...BROWSER, accept: 'text/html' })).status).toBe(406);
  });

  it('refuses a GET with a content type Apollo refuses, even after the same GET was answered', async () => {
    const url = urlOf(stack, 'SuppliersNear', { lat: -33.95, lon: 18.6 });
    expect((await getRaw(url, BROWSER)).status).toBe(200);
    const refused = await getRaw(url, { ...BROWSER, 'content-type': 'text/plain' });
    expect(refused.status).toBe(415);
    expect(JSON.parse(refused.text).errors[0].message).toMatch(/content-type/);
  });
});

describe('with the catalogue cache off', () => {
  let stack: TestStack;
  beforeAll(async () => {
    stack = await startStack({ CACHE_TTL_SECONDS: '0' });
  });
  afterAll(async () => {
    await stack?.close();
  });

  it('goes upstream for every request', async () => {
    const url = urlOf(stack, 'SelectedSupplier', { id: '101' });
    await stack.resetCalls();
    await getRaw(url, BROWSER);
    await getRaw(url, BROWSER);
    const { calls } = await stack.calls();
    expect(calls['GET /catalog/v1/suppliers/{id}']).toBe(2);
    expect(await hits(stack)).toBe(0);
  });
});
