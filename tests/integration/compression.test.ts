/**
 * Compression through the gateway: the web build's pre-compressed `.br`/`.gz` files chosen by
 * Accept-Encoding (history-API fallback included), GraphQL JSON compressed on the fly above the
 * threshold, `Vary: accept-encoding`, and a real 404 for a missing asset. The web build here is a
 * tiny one written by the test, so it never depends on (or skips without) `web/dist`.
 */
import { mkdirSync, mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStack, type TestStack } from '../support/stack';

interface RawResponse {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  /** The body as it came over the wire, not decoded. */
  body: Buffer;
}

/** An HTTP request that leaves the body as sent (fetch would decode it). */
function raw(
  url: string,
  headers: Record<string, string>,
  options: { method?: string; body?: string } = {},
): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const req = request(url, { method: options.method ?? 'GET', headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
      );
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end(options.body);
  });
}

function decode(response: RawResponse): Buffer {
  switch (response.headers['content-encoding']) {
    case 'br':
      return brotliDecompressSync(response.body);
    case 'gzip':
      return gunzipSync(response.body);
    case undefined:
      return response.body;
    default:
      throw new Error(
        `unexpected content-encoding ${String(response.headers['content-encoding'])}`,
      );
  }
}

const varies = (response: RawResponse) =>
  String(response.headers.vary ?? '')
    .toLowerCase()
    .split(/\s*,\s*/)
    .includes('accept-encoding');

const BROWSER = 'gzip, deflate, br, zstd';
const ASSET = '/assets/main-Ab12Cd34.js';
const INDEX_HTML = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <title>Shopfront</title>
${Array.from({ length: 30 }, (_, i) => `    <link rel="modulepreload" crossorigin href="/assets/chunk-${i}.js">`).join('\n')}
    <script type="module" crossorigin src="${ASSET}"></script>
  </head>
  <body><div id="root"></div></body>
</html>
`;
const ASSET_JS = Array.from(
  { length: 400 },
  (_, i) =>
    `export const product${i} = { id: ${i}, name: "Maize meal ${i} kg", priceInCents: ${1000 + i} };`,
).join('\n');

/** The nearby branches twice: well over the 1 KiB threshold as JSON. */
const GRAPHQL_QUERY = `{
  near: suppliersNear(lat: -33.8999547, lon: 18.5701029) { id name distanceKm disabled }
  again: suppliersNear(lat: -33.8999547, lon: 18.5701029) { id name distanceKm disabled }
}`;

describe('compression', () => {
  let dist: string;
  let stack: TestStack;

  beforeAll(async () => {
    dist = mkdtempSync(join(tmpdir(), 'shopfront-dist-'));
    mkdirSync(join(dist, 'assets'));
    for (const [path, text] of [
      ['index.html', INDEX_HTML],
      [ASSET.slice(1), ASSET_JS],
    ] as const) {
      const file = join(dist, path);
      writeFileSync(file, text);
      writeFileSync(`${file}.br`, brotliCompressSync(Buffer.from(text)));
      writeFileSync(`${file}.gz`, gzipSync(Buffer.from(text)));
    }
    stack = await startStack({ WEB_DIST_DIR: dist, CACHE_TTL_SECONDS: '0' });
  });
  afterAll(async () => {
    await stack?.close();
    rmSync(dist, { recursive: true, force: true });
  });

  describe('static files of the web build', () => {
    it('sends the pre-compressed brotli file to a client that accepts br', async () => {
      const response = await raw(`${stack.gatewayUrl}${ASSET}`, { 'accept-encoding': BROWSER });
      expect(response.status).toBe(200);
      expect(response.headers['content-encoding']).toBe('br');
      expect(response.headers['content-type']).toMatch(/^(application|text)\/javascript/);
      // The build's file as it is, not compressed again on the fly (that would drop the length).
      expect(Number(response.headers['content-length'])).toBe(
        statSync(join(dist, `${ASSET.slice(1)}.br`)).size,
      );
      expect(decode(response).toString()).toBe(ASSET_JS);
      expect(varies(response)).toBe(true);
      expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    });

    it('sends the gzip file to a client that accepts only gzip', async () => {
      const response = await raw(`${stack.gatewayUrl}${ASSET}`, { 'accept-encoding': 'gzip' });
      expect(response.headers['content-encoding']).toBe('gzip');
      expect(Number(response.headers['content-length'])).toBe(
        statSync(join(dist, `${ASSET.slice(1)}.gz`)).size,
      );
      expect(decode(response).toString()).toBe(ASSET_JS);
      expect(varies(response)).toBe(true);
      expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    });

    it('sends the file itself to a client that accepts neither', async () => {
      for (const headers of [{}, { 'accept-encoding': 'identity' }] as Record<string, string>[]) {
        const response = await raw(`${stack.gatewayUrl}${ASSET}`, headers);
        expect(response.status).toBe(200);
        expect(response.headers['content-encoding']).toBeUndefined();
        expect(response.body.toString()).toBe(ASSET_JS);
        expect(varies(response)).toBe(true);
      }
    });

    it('answers a missing asset with a real 404, not the index page', async () => {
      const response = await raw(`${stack.gatewayUrl}/assets/main-Missing0.js`, {
        'accept-encoding': BROWSER,
        accept: 'text/html,*/*',
      });
      expect(response.status).toBe(404);
      expect(decode(response).toString()).not.toContain('<!doctype html>');
    });

    it('sends the compressed index page for / and for client routes (history fallback)', async () => {
      for (const path of ['/', '/category/1', '/orders/1/pay']) {
        const response = await raw(`${stack.gatewayUrl}${path}`, {
          'accept-encoding': BROWSER,
          accept: 'text/html,application/xhtml+xml',
        });
        expect(response.status, path).toBe(200);
        expect(response.headers['content-encoding'], path).toBe('br');
        expect(response.headers['content-type'], path).toMatch(/^text\/html/);
        // A first visit's page names her basket (ADR 0079): revalidated, kept by no cache on the way.
        expect(response.headers['cache-control'], path).toBe('private, no-cache');
        expect(varies(response), path).toBe(true);
        expect(decode(response).toString(), path).toBe(INDEX_HTML);
      }
      const gzip = await raw(`${stack.gatewayUrl}/basket`, {
        'accept-encoding': 'gzip',
        accept: 'text/html',
      });
      expect(gzip.headers['content-encoding']).toBe('gzip');
      expect(decode(gzip).toString()).toBe(INDEX_HTML);
    });
  });

  describe('GraphQL responses', () => {
    const post = (query: string, acceptEncoding?: string) =>
      raw(
        `${stack.gatewayUrl}/graphql`,
        {
          'content-type': 'application/json',
          ...(acceptEncoding ? { 'accept-encoding': acceptEncoding } : {}),
        },
        { method: 'POST', body: JSON.stringify({ query }) },
      );

    it('compresses JSON above the threshold with brotli, else gzip, else not at all', async () => {
      const results = [];
      for (const [acceptEncoding, expected] of [
        [BROWSER, 'br'],
        ['gzip', 'gzip'],
        [undefined, undefined],
      ] as const) {
        const response = await post(GRAPHQL_QUERY, acceptEncoding);
        expect(response.status).toBe(200);
        expect(response.headers['content-encoding']).toBe(expected);
        expect(varies(response)).toBe(true);
        const text = decode(response).toString();
        results.push(text);
        const body = JSON.parse(text) as {
          data?: { near: Array<{ name: string }> };
          errors?: unknown;
        };
        expect(body.errors).toBeUndefined();
        expect(body.data?.near[0]?.name).toBe('Mzansi Fresh Parow');
      }
      // Over 1 KiB as JSON, and the compressed bodies are much smaller than that.
      expect(Buffer.byteLength(results[2]!)).toBeGreaterThan(1024);
      expect(new Set(results).size).toBe(1);
      const br = await post(GRAPHQL_QUERY, BROWSER);
      expect(br.body.length).toBeLessThan(Buffer.byteLength(results[2]!) / 2);
    });

    it('marks POSTed GraphQL responses as not to be stored by any cache (ADR 0011)', async () => {
      for (const query of [GRAPHQL_QUERY, '{ __typename }']) {
        const response = await post(query, BROWSER);
        expect(response.status).toBe(200);
        expect(response.headers['cache-control'], query).toBe('private, no-store');
      }
    });

    it('sends a response under 1 KiB as it is', async () => {
      const response = await post('{ __typename }', BROWSER);
      expect(response.status).toBe(200);
      expect(response.headers['content-encoding']).toBeUndefined();
      expect(JSON.parse(response.body.toString())).toEqual({ data: { __typename: 'Query' } });
    });
  });

  it('compresses /metrics for a scraper that accepts gzip', async () => {
    const response = await raw(`${stack.metricsUrl}/metrics`, { 'accept-encoding': 'gzip' });
    expect(response.status).toBe(200);
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(decode(response).toString()).toContain('# TYPE');
  });
});
