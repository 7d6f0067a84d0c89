/**
 * Security headers on the web app, the explorer and the API, against the real
 * simulator over HTTP: a Content Security Policy that lets pictures and the card form come from
 * the legacy API's origin only besides the shop's own, `nosniff`, and no framing by other sites.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStack, type TestStack } from '../support/stack';

const PAGE = '<!doctype html><html><head><title>Shopfront</title></head><body></body></html>';

describe('security headers', () => {
  let stack: TestStack;
  let dist: string;
  beforeAll(async () => {
    // Pages of their own, so the test does not depend on whether `npm run build:web` has run.
    dist = mkdtempSync(join(tmpdir(), 'shopfront-pages-'));
    writeFileSync(join(dist, 'index.html'), PAGE);
    writeFileSync(join(dist, 'graphiql.html'), PAGE);
    stack = await startStack({ CSP_EXTRA_ORIGINS: 'https://cards.example', WEB_DIST_DIR: dist });
  });
  afterAll(async () => {
    await stack.close();
    rmSync(dist, { recursive: true, force: true });
  });

  it.each(['/', '/graphiql', '/product/1'])(
    '%s carries the CSP, nosniff and no framing',
    async (path) => {
      const response = await fetch(`${stack.gatewayUrl}${path}`, {
        headers: { accept: 'text/html' },
      });
      expect(response.headers.get('content-type')).toMatch(/^text\/html/);
      const csp = response.headers.get('content-security-policy') ?? '';
      expect(csp).toContain("default-src 'self'");
      expect(csp).toContain("script-src 'self'");
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).toContain("object-src 'none'");
      const legacy = new URL(stack.sim.url).origin;
      expect(csp).toMatch(new RegExp(`img-src [^;]*${legacy.replace(/[.:/]/g, '\\$&')}`));
      expect(csp).toMatch(/frame-src [^;]*https:\/\/cards\.example/);
      expect(csp).not.toContain('upgrade-insecure-requests');
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    },
  );

  it('the API answers carry nosniff and a policy that lets a JSON answer load and frame nothing', async () => {
    const response = await fetch(`${stack.gatewayUrl}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: '{ __typename }' }),
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('content-security-policy')).toBe(
      "default-src 'none'; frame-ancestors 'none'",
    );
    expect(response.headers.get('x-frame-options')).toBe('DENY');
    // Page-only headers are left off data.
    expect(response.headers.get('x-dns-prefetch-control')).toBeNull();
  });

  it('an error answer in JSON (an unknown route under the API) gets the API set too', async () => {
    const response = await fetch(`${stack.gatewayUrl}/graphql`, { method: 'PUT' });
    expect(response.status).toBeGreaterThanOrEqual(400);
    expect(response.headers.get('content-type')).toMatch(/json/);
    expect(response.headers.get('content-security-policy')).toBe(
      "default-src 'none'; frame-ancestors 'none'",
    );
  });
});
