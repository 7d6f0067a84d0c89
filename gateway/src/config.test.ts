import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.js';

describe('loadConfig', () => {
  it('uses the documented defaults with an empty environment', () => {
    const config = loadConfig({});
    expect(config.port).toBe(4000);
    expect(config.simPort).toBe(4010);
    expect(config.legacyApiUrl).toBeNull();
    expect(config.introspection).toBe(true);
    expect(config.webDistDir).toMatch(/web[/\\]dist$/);
  });

  it('needs a long session secret, and one in production', () => {
    expect(loadConfig({}).sessionSecretIsDefault).toBe(true);
    expect(() => loadConfig({ SESSION_SECRET: 'short' })).toThrow(
      'SESSION_SECRET must be at least 32 characters long',
    );
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow('SESSION_SECRET is required');
    const secret = 'x'.repeat(32);
    expect(
      loadConfig({
        NODE_ENV: 'production',
        SESSION_SECRET: secret,
        LEGACY_API_URL: 'http://legacy:4010',
        PUBLIC_ORIGIN: 'https://shop.example',
      }).sessionSecret,
    ).toBe(secret);
  });

  it('refuses production without a legacy API URL (no silent seeded shop)', () => {
    const secret = 'x'.repeat(32);
    expect(() => loadConfig({ NODE_ENV: 'production', SESSION_SECRET: secret })).toThrow(
      'LEGACY_API_URL is required when NODE_ENV=production',
    );
    expect(loadConfig({ SESSION_SECRET: secret }).legacyApiUrl).toBeNull();
  });

  it('reads and normalises the legacy API URL', () => {
    expect(loadConfig({ LEGACY_API_URL: 'http://legacy:4010/' }).legacyApiUrl).toBe(
      'http://legacy:4010',
    );
  });

  it('reports every bad value at once, naming the variable', () => {
    try {
      loadConfig({ PORT: 'abc', LEGACY_API_URL: 'ftp://x', GRAPHQL_INTROSPECTION: 'maybe' });
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(ConfigError);
      const { problems } = error as ConfigError;
      expect(problems).toHaveLength(3);
      expect(problems.join('\n')).toContain(
        'PORT must be a whole number from 0 to 65535, got "abc"',
      );
      expect(problems.join('\n')).toContain('LEGACY_API_URL must be an http(s) URL');
      expect(problems.join('\n')).toContain('GRAPHQL_INTROSPECTION must be true or false');
    }
  });
});

describe('loadConfig: platform settings', () => {
  it('defaults to v1 everywhere, a 60 s deadline, no Redis and no safelist', () => {
    const config = loadConfig({});
    expect(config.legacyApis).toEqual({ account: 'v1', orders: 'v1', search: 'v1' });
    expect(config.requestTimeoutMs).toBe(60_000);
    expect(config.redisUrl).toBeNull();
    expect(config.safelist).toBe(false);
    expect(config.cacheTtlSeconds).toBe(60);
  });

  it('reads API generations and Redis, and names bad values', () => {
    const config = loadConfig({ LEGACY_ORDERS_API: 'V2', REDIS_URL: 'redis://redis:6379' });
    expect(config.legacyApis.orders).toBe('v2');
    expect(config.redisUrl).toBe('redis://redis:6379');
    const bad = () => loadConfig({ LEGACY_SEARCH_API: 'v3', REDIS_URL: 'http://x' });
    expect(bad).toThrow('LEGACY_SEARCH_API must be v1 or v2, got "v3"');
    expect(bad).toThrow('REDIS_URL must be a redis:// or rediss:// URL, got "http://x"');
  });

  it('keeps baskets in memory, or in a file of an existing folder, and never a file beside Redis', () => {
    expect(loadConfig({}).basket.storeFile).toBeNull();
    const file = join(tmpdir(), 'baskets.sqlite');
    expect(loadConfig({ BASKET_STORE_FILE: file }).basket.storeFile).toBe(file);
    expect(() =>
      loadConfig({ BASKET_STORE_FILE: join(tmpdir(), 'no-such-folder', 'b.sqlite') }),
    ).toThrow('BASKET_STORE_FILE must be a file in an existing folder');
    expect(() => loadConfig({ BASKET_STORE_FILE: tmpdir() })).toThrow(
      'BASKET_STORE_FILE must name a file, not a folder',
    );
    expect(() => loadConfig({ BASKET_STORE_FILE: file, REDIS_URL: 'redis://redis:6379' })).toThrow(
      'BASKET_STORE_FILE is for a gateway without Redis',
    );
  });
});

describe('loadConfig: metrics listener and payment return origins', () => {
  it('puts metrics on port 9464 by default, never on the public port', () => {
    expect(loadConfig({}).metricsPort).toBe(9464);
    // Only this host scrapes it unless ops open it (the container and Kubernetes do).
    expect(loadConfig({ HOST: '0.0.0.0' }).metricsHost).toBe('127.0.0.1');
    expect(loadConfig({ METRICS_PORT: '9100', METRICS_HOST: '10.0.0.5' })).toMatchObject({
      metricsPort: 9100,
      metricsHost: '10.0.0.5',
    });
    expect(loadConfig({ METRICS_PORT: 'off' }).metricsPort).toBeNull();
    expect(() => loadConfig({ PORT: '4000', METRICS_PORT: '4000' })).toThrow(
      'METRICS_PORT must differ from PORT (4000)',
    );
  });

  it('reads payment return origins and refuses anything but bare http(s) origins', () => {
    expect(
      loadConfig({ PAYMENT_RETURN_ORIGINS: 'https://shop.example, http://localhost:5173' })
        .paymentReturnOrigins,
    ).toEqual(['https://shop.example', 'http://localhost:5173']);
    expect(loadConfig({}).paymentReturnOrigins).toEqual([]);
    expect(() => loadConfig({ PAYMENT_RETURN_ORIGINS: 'https://shop.example/pay' })).toThrow(
      'PAYMENT_RETURN_ORIGINS must list http(s) origins',
    );
  });
});
