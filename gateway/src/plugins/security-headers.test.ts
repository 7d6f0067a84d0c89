import helmet from 'helmet';
import { describe, expect, it } from 'vitest';
import { headersSetBy } from './security-headers.js';

describe('headersSetBy', () => {
  it('keeps the headers Helmet sets, as it would set them on an answer', () => {
    const headers = headersSetBy(
      helmet({ referrerPolicy: { policy: 'strict-origin-when-cross-origin' } }),
    );
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(headers['content-security-policy']).toContain("object-src 'none'");
  });

  it('leaves out a header the middleware removes', () => {
    const headers = headersSetBy((_request, response, next) => {
      response.setHeader('X-Powered-By', 'Express');
      response.setHeader('X-Frame-Options', 'DENY');
      response.removeHeader('x-powered-by');
      next();
    });
    expect(headers).toEqual({ 'x-frame-options': 'DENY' });
  });

  it('refuses a middleware that does not finish at once (its headers would be missing)', () => {
    expect(() => headersSetBy(() => undefined)).toThrow(/did not finish synchronously/);
  });
});
