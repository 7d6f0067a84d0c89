/**
 * Configuration mistakes ops made with the gateway, each refused at start with a message that names
 * its variable, all at once, never a stack trace and never a silent fallback.
 */
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.js';

const PRODUCTION = {
  NODE_ENV: 'production',
  LEGACY_API_URL: 'http://legacy:4010',
  SESSION_SECRET: 'a-production-secret-of-more-than-32-characters',
  PUBLIC_ORIGIN: 'https://shop.example',
};

/** The problems loadConfig reports for an environment (none: it loaded). */
function problemsOf(env: Record<string, string>): string[] {
  try {
    loadConfig(env);
    return [];
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return (error as ConfigError).problems;
  }
}

describe('configuration mistakes are refused by name', () => {
  it('a production environment as documented loads', () => {
    expect(problemsOf(PRODUCTION)).toEqual([]);
  });

  it('NODE_ENV is development, production or test: "prod" is refused', () => {
    expect(problemsOf({ NODE_ENV: 'prod' })).toEqual([
      'NODE_ENV must be one of development, production, test, got "prod"',
    ]);
  });

  it('production refuses the secrets written in this repository', () => {
    for (const secret of [
      'compose-demo-secret-change-me-0123456789',
      'shopfront-development-session-secret-not-for-production',
    ]) {
      const problems = problemsOf({ ...PRODUCTION, SESSION_SECRET: secret });
      expect(problems).toHaveLength(1);
      expect(problems[0]).toMatch(/^SESSION_SECRET is a development or example value/);
      expect(problems[0]).not.toContain(secret);
    }
  });

  it('a variable that looks like ours but is not is reported with the one it resembles', () => {
    expect(problemsOf({ REDIS_ULR: 'redis://redis:6379' })).toEqual([
      'REDIS_ULR is not a Shopfront variable: did you mean REDIS_URL?',
    ]);
    expect(problemsOf({ GRAPHQL_SAFELST: 'true' })).toEqual([
      'GRAPHQL_SAFELST is not a Shopfront variable: did you mean GRAPHQL_SAFELIST?',
    ]);
    expect(problemsOf({ PUBLIC_ORGIN: 'https://shop.example' })).toEqual([
      'PUBLIC_ORGIN is not a Shopfront variable: did you mean PUBLIC_ORIGIN?',
    ]);
    // Other software's variables and OpenTelemetry's standard ones are left alone.
    expect(
      problemsOf({
        HOME: '/root',
        NODE_OPTIONS: '--enable-source-maps',
        OTEL_SERVICE_NAME: 'gateway',
        SIM_DATA_DIR: 'memory',
        BUILD_ID: '42',
      }),
    ).toEqual([]);
  });

  it('CSP_EXTRA_ORIGINS lists origins: anything else is refused', () => {
    expect(problemsOf({ CSP_EXTRA_ORIGINS: 'cdn.example https://img.example/pictures' })).toEqual([
      'CSP_EXTRA_ORIGINS must list http(s) origins like https://shop.example, got "cdn.example"',
      'CSP_EXTRA_ORIGINS must list http(s) origins like https://shop.example, got "https://img.example/pictures"',
    ]);
    expect(loadConfig({ CSP_EXTRA_ORIGINS: 'https://cdn.example' }).cspExtraOrigins).toEqual([
      'https://cdn.example',
    ]);
  });

  it('folders and files that do not exist are named', () => {
    expect(
      problemsOf({
        GRAPHQL_SAFELIST: 'true',
        GRAPHQL_SAFELIST_DIR: '/nowhere/operations',
        GRAPHQL_PERSISTED_MANIFEST: '/nowhere/manifest.json',
        GRAPHQL_PREVIOUS_PERSISTED_MANIFEST: '/nowhere/previous.json',
        SCHEMA_DIR: '/nowhere/schema',
      }),
    ).toEqual([
      'SCHEMA_DIR must name an existing folder, got "/nowhere/schema"',
      'GRAPHQL_SAFELIST_DIR must name an existing folder, got "/nowhere/operations"',
      'GRAPHQL_PERSISTED_MANIFEST must name an existing file, got "/nowhere/manifest.json"',
      'GRAPHQL_PREVIOUS_PERSISTED_MANIFEST must name an existing file, got "/nowhere/previous.json"',
    ]);
  });

  it('a previous session secret is as long as a secret, and never echoed', () => {
    expect(problemsOf({ SESSION_SECRET_PREVIOUS: 'x' })).toEqual([
      'SESSION_SECRET_PREVIOUS must be at least 32 characters long',
    ]);
  });

  it('an order watch held past half the request deadline is refused, not clamped', () => {
    expect(problemsOf({ ORDER_WATCH_HOLD_SECONDS: '40' })).toEqual([
      'ORDER_WATCH_HOLD_SECONDS must be at most half of REQUEST_TIMEOUT_MS (30 s), so a held page gets its answer before the deadline, got "40"',
    ]);
    expect(
      loadConfig({ ORDER_WATCH_HOLD_SECONDS: '40', REQUEST_TIMEOUT_MS: '90000' }).orderWatch.holdMs,
    ).toBe(40_000);
    // Unset, the hold's default fits a short deadline instead.
    expect(loadConfig({ REQUEST_TIMEOUT_MS: '1000' }).orderWatch.holdMs).toBe(500);
  });

  it('production turns the explorer and introspection off unless switched on', () => {
    expect(loadConfig(PRODUCTION).introspection).toBe(false);
    expect(loadConfig({ ...PRODUCTION, GRAPHQL_INTROSPECTION: 'true' }).introspection).toBe(true);
    expect(loadConfig({}).introspection).toBe(true);
  });

  it('production needs the public origin; elsewhere it is this machine', () => {
    const { PUBLIC_ORIGIN: _, ...withoutOrigin } = PRODUCTION;
    expect(problemsOf(withoutOrigin)).toEqual([
      "PUBLIC_ORIGIN is required when NODE_ENV=production (the shop's public address, like https://shop.example)",
    ]);
    expect(problemsOf({ PUBLIC_ORIGIN: 'https://shop.example/shop' })).toEqual([
      'PUBLIC_ORIGIN must be an http(s) origin like https://shop.example (no path), got "https://shop.example/shop"',
    ]);
    expect(loadConfig({ PORT: '4100' }).publicOrigin).toBe('http://localhost:4100');
  });

  it('the drain window defaults to 5 s in production and none elsewhere', () => {
    expect(loadConfig(PRODUCTION).drainSeconds).toBe(5);
    expect(loadConfig({}).drainSeconds).toBe(0);
    expect(problemsOf({ DRAIN_SECONDS: '-1' })).toEqual([
      'DRAIN_SECONDS must be a whole number from 0 to 300, got "-1"',
    ]);
  });

  it('reports every mistake at once', () => {
    expect(
      problemsOf({ NODE_ENV: 'prod', PORT: 'http', REDIS_ULR: 'x', TRUST_PROXY: 'maybe' }),
    ).toEqual([
      'NODE_ENV must be one of development, production, test, got "prod"',
      'PORT must be a whole number from 0 to 65535, got "http"',
      'TRUST_PROXY must be a number of proxy hops (1 to 10), true/false, or the proxies’ addresses (e.g. 10.0.0.0/8,loopback), got "maybe"',
      'REDIS_ULR is not a Shopfront variable: did you mean REDIS_URL?',
    ]);
  });
});

describe('configuration messages keep secrets', () => {
  it('masks the password of a Redis URL', () => {
    expect(problemsOf({ REDIS_URL: 'http://user:hunter2@redis:6379' })).toEqual([
      'REDIS_URL must be a redis:// or rediss:// URL, got "http://user:***@redis:6379"',
    ]);
  });
});
