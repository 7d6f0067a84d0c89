/**
 * Gateway configuration from environment variables, validated once at start-up. Every bad value is
 * reported with its variable name, so ops see all mistakes at once.
 */
import { fileURLToPath } from 'node:url';
import type { AccountAttemptLimits } from './limits/account-attempts.js';

export interface GatewayConfig {
  /** Port the gateway serves the web app, GraphQL and health on. */
  port: number;
  host: string;
  /**
   * Port of the Prometheus `/metrics` listener (`METRICS_PORT`, default 9464; 0 picks a free one;
   * null: `off`, no metrics listener). Never the public port: the public port has no /metrics.
   */
  metricsPort: number | null;
  /** Address the metrics listener binds (`METRICS_HOST`, default: HOST). */
  metricsHost: string;
  /** Base URL of the legacy REST API; null only outside production (`npm start` supplies one). */
  legacyApiUrl: string | null;
  /** Port of the embedded simulator (0 picks a free one). */
  simPort: number;
  /** Timeout of one upstream call, in ms. */
  upstreamTimeoutMs: number;
  /** Retries of an idempotent GET after 429, 5xx or a connection error. */
  upstreamRetries: number;
  /** Built web client (index.html, graphiql.html, assets/). */
  webDistDir: string;
  /**
   * Server rendering of the public pages (docs/adr/0029): the web's server build
   * (`WEB_SERVER_DIR`, default web/dist-server), on unless `SSR=false`; its HTML is reused for
   * `ssrCacheSeconds` (`SSR_CACHE_SECONDS`, default the public-answer cache's; 0: off) in at most
   * `ssrCacheEntries` pages, and the page's data may take `ssrDataDeadlineMs` before the
   * client-rendered page is sent instead.
   */
  ssr: {
    enabled: boolean;
    serverDir: string;
    cacheSeconds: number;
    cacheEntries: number;
    dataDeadlineMs: number;
  };
  /**
   * Extra origins the web app may show pictures from and embed (the card form) besides its own
   * and the legacy API's, e.g. a picture CDN or the card provider (`CSP_EXTRA_ORIGINS`).
   */
  cspExtraOrigins: string[];
  /**
   * Origins besides the shop's own (the one a request reached) that a payment page may send the
   * shopper back to (`PAYMENT_RETURN_ORIGINS`), e.g. the shop's other public address.
   */
  paymentReturnOrigins: string[];
  /** Folder of the SDL files. */
  schemaDir: string;
  /** Whether introspection and the /graphiql explorer are on. */
  introspection: boolean;
  logLevel: 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';
  /** Secret the session cookie is encrypted with; replicas must share it. */
  sessionSecret: string;
  /** True when SESSION_SECRET was not set and the development default is in use. */
  sessionSecretIsDefault: boolean;
  /** Earlier secrets whose cookies still open (and are re-sealed) while a key rotation settles. */
  sessionSecretsPrevious: string[];
  /** How long a session lasts after sign-in, in seconds. */
  sessionMaxAgeSeconds: number;
  /** Account scope in the legacy account paths (`/api/v1/account/{scope}/...`). */
  accountScope: string;
  /** Overall deadline of one gateway request, in ms (the spec's 60 s client timeout). */
  requestTimeoutMs: number;
  /** Live order updates: one upstream read per watched order per interval, pages held at most hold. */
  orderWatch: { intervalMs: number; holdMs: number };
  /** Which generation of each legacy API family the gateway calls. */
  legacyApis: LegacyApiGenerations;
  /** Redis shared by replicas (cache, idempotency, persisted queries, rate limits); null: memory. */
  redisUrl: string | null;
  /** How long a public catalogue response is served from the cache, in seconds (0: no cache). */
  cacheTtlSeconds: number;
  /** How long past its TTL a cached response is still served while the legacy API fails. */
  cacheStaleSeconds: number;
  /** Stale-if-slow budget: how long a stale cached answer waits for the legacy API, in ms (0: off). */
  cacheStaleIfSlowMs: number;
  /** Entries of the in-memory response cache (without Redis). */
  cacheMaxEntries: number;
  /**
   * How long a whole public GraphQL answer (GET, catalogue fields only) is reused, compressed, in
   * seconds; never longer than `cacheTtlSeconds` (0: off). See pipeline/public-answer-cache.ts.
   */
  publicAnswerCacheSeconds: number;
  /** Largest request body, in bytes (GraphQL and JSON routes). */
  bodyLimitBytes: number;
  /** How long a client may take to send a whole request (slow bodies are cut with 408). */
  clientRequestTimeoutMs: number;
  /** Largest manager import upload, in bytes. */
  uploadLimitBytes: number;
  /** Query limits: nesting depth, aliases, lexical tokens and estimated cost. */
  limits: {
    maxDepth: number;
    maxAliases: number;
    maxTokens: number;
    maxCost: number;
    maxUpstreamCalls: number;
  };
  /** Requests per window per client IP, and per signed-in session (0 turns a limit off). */
  rateLimit: { windowMs: number; perIp: number; perSession: number };
  /** Guesses per mobile number (limits/account-attempts.ts); 0 turns one off. */
  accountAttempts: AccountAttemptLimits;
  /** Accept only the web client's operations (and their persisted hashes). */
  safelist: boolean;
  /** Folder whose `.graphql` documents form the safelist. */
  safelistDir: string;
  /** The web build's persisted-operations manifest (hash → operation text). */
  persistedManifest: string;
  /** Trust X-Forwarded-* from a proxy in front (the load balancer). */
  /**
   * How many proxies in front of the gateway to trust for `X-Forwarded-*` (false: none). The
   * client address is the one the outermost trusted proxy saw, so a client cannot choose it.
   */
  trustProxy: false | number;
}

export type ApiGeneration = 'v1' | 'v2';

export interface LegacyApiGenerations {
  /** `LEGACY_ACCOUNT_API`: `/api/v1/account/...` or `/api/v2/account/...`. */
  account: ApiGeneration;
  /** `LEGACY_ORDERS_API`: v1 (`/api/v1/orders/register`, v1 reads) or v2 (`/cart/v1/order`, v2 reads). */
  orders: ApiGeneration;
  /** `LEGACY_SEARCH_API`: `/catalog/v1/offers/search` (paged) or `/catalog/v2/offers/search`. */
  search: ApiGeneration;
}

/** The Prometheus exporters' usual port (OpenTelemetry's Prometheus exporter uses it too). */
export const DEFAULT_METRICS_PORT = 9464;

/** Used only outside production when SESSION_SECRET is unset; logged as a warning at start. */
export const DEVELOPMENT_SESSION_SECRET = 'shopfront-development-session-secret-not-for-production';

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
  }
}

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

const defaultPath = (relative: string) => fileURLToPath(new URL(relative, import.meta.url));

export function loadConfig(env: NodeJS.ProcessEnv = process.env): GatewayConfig {
  const problems: string[] = [];

  const integer = (name: string, fallback: number, min: number, max: number): number => {
    const raw = env[name];
    if (raw === undefined || raw === '') return fallback;
    const value = Number(raw);
    if (!Number.isInteger(value) || value < min || value > max) {
      problems.push(`${name} must be a whole number from ${min} to ${max}, got "${raw}"`);
      return fallback;
    }
    return value;
  };

  const boolean = (name: string, fallback: boolean): boolean => {
    const raw = env[name]?.toLowerCase();
    if (raw === undefined || raw === '') return fallback;
    if (['1', 'true', 'yes', 'on'].includes(raw)) return true;
    if (['0', 'false', 'no', 'off'].includes(raw)) return false;
    problems.push(`${name} must be true or false, got "${env[name]}"`);
    return fallback;
  };

  /** TRUST_PROXY: a number of proxy hops; `true` means one (a load balancer), `false` none. */
  const proxyHops = (): false | number => {
    const raw = env.TRUST_PROXY?.toLowerCase();
    if (raw === undefined || raw === '' || ['0', 'false', 'no', 'off'].includes(raw)) return false;
    if (['true', 'yes', 'on'].includes(raw)) return 1;
    const hops = Number(raw);
    if (Number.isInteger(hops) && hops > 0 && hops <= 10) return hops;
    problems.push(
      `TRUST_PROXY must be a number of proxy hops (1 to 10) or true/false, got "${env.TRUST_PROXY}"`,
    );
    return false;
  };

  /** A list of http(s) origins (scheme, host and port only), space- or comma-separated. */
  const origins = (name: string): string[] =>
    (env[name] ?? '')
      .split(/[\s,]+/)
      .filter(Boolean)
      .flatMap((raw) => {
        try {
          const url = new URL(raw);
          if ((url.protocol === 'http:' || url.protocol === 'https:') && url.origin === raw) {
            return [url.origin];
          }
        } catch {
          // reported below
        }
        problems.push(`${name} must list http(s) origins like https://shop.example, got "${raw}"`);
        return [];
      });

  let legacyApiUrl: string | null = null;
  if (env.LEGACY_API_URL) {
    try {
      const url = new URL(env.LEGACY_API_URL);
      if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new Error('protocol');
      legacyApiUrl = url.toString().replace(/\/$/, '');
    } catch {
      problems.push(`LEGACY_API_URL must be an http(s) URL, got "${env.LEGACY_API_URL}"`);
    }
  } else if (env.NODE_ENV === 'production') {
    // The gateway never starts the simulator itself: in production that would be a seeded shop
    // with demo passwords instead of the real legacy system.
    problems.push(
      'LEGACY_API_URL is required when NODE_ENV=production (the base URL of the legacy REST API)',
    );
  }

  const logLevel = (env.LOG_LEVEL ?? 'info') as GatewayConfig['logLevel'];
  if (!LOG_LEVELS.includes(logLevel)) {
    problems.push(`LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')}, got "${env.LOG_LEVEL}"`);
  }

  const production = env.NODE_ENV === 'production';
  const sessionSecret = env.SESSION_SECRET ?? '';
  if (sessionSecret && sessionSecret.length < 32) {
    problems.push('SESSION_SECRET must be at least 32 characters long');
  } else if (!sessionSecret && production) {
    problems.push('SESSION_SECRET is required when NODE_ENV=production (at least 32 characters)');
  }

  const accountScope = env.ACCOUNT_SCOPE || 'shopfront';
  if (!/^[a-z0-9_-]+$/i.test(accountScope)) {
    problems.push(
      `ACCOUNT_SCOPE may hold only letters, digits, "-" and "_", got "${accountScope}"`,
    );
  }

  const generation = (name: string): ApiGeneration => {
    const raw = env[name]?.toLowerCase();
    if (raw === undefined || raw === '') return 'v1';
    if (raw === 'v1' || raw === 'v2') return raw;
    problems.push(`${name} must be v1 or v2, got "${env[name]}"`);
    return 'v1';
  };

  let redisUrl: string | null = null;
  if (env.REDIS_URL) {
    try {
      const url = new URL(env.REDIS_URL);
      if (url.protocol !== 'redis:' && url.protocol !== 'rediss:') throw new Error('protocol');
      redisUrl = env.REDIS_URL;
    } catch {
      problems.push(`REDIS_URL must be a redis:// or rediss:// URL, got "${env.REDIS_URL}"`);
    }
  }

  const port = integer('PORT', 4000, 0, 65_535);
  const metricsPort = ['off', 'false', 'no'].includes(env.METRICS_PORT?.toLowerCase() ?? '')
    ? null
    : integer('METRICS_PORT', DEFAULT_METRICS_PORT, 0, 65_535);
  if (metricsPort !== null && metricsPort !== 0 && metricsPort === port) {
    problems.push(
      `METRICS_PORT must differ from PORT (${port}): metrics are never served on the public port`,
    );
  }

  const publicAnswerSeconds = integer('PUBLIC_ANSWER_CACHE_SECONDS', 5, 0, 3_600);
  const config: GatewayConfig = {
    port,
    host: env.HOST || '0.0.0.0',
    metricsPort,
    metricsHost: env.METRICS_HOST || env.HOST || '0.0.0.0',
    legacyApiUrl,
    simPort: integer('SIM_PORT', 4010, 0, 65_535),
    upstreamTimeoutMs: integer('UPSTREAM_TIMEOUT_MS', 10_000, 1, 60_000),
    upstreamRetries: integer('UPSTREAM_RETRIES', 2, 0, 5),
    webDistDir: env.WEB_DIST_DIR || defaultPath('../../web/dist'),
    ssr: {
      enabled: boolean('SSR', true),
      serverDir: env.WEB_SERVER_DIR || defaultPath('../../web/dist-server'),
      cacheSeconds: integer('SSR_CACHE_SECONDS', publicAnswerSeconds, 0, 3_600),
      cacheEntries: integer('SSR_CACHE_ENTRIES', 1_000, 1, 100_000),
      dataDeadlineMs: integer('SSR_DATA_DEADLINE_MS', 1_500, 10, 30_000),
    },
    cspExtraOrigins: (env.CSP_EXTRA_ORIGINS ?? '').split(/[\s,]+/).filter(Boolean),
    paymentReturnOrigins: origins('PAYMENT_RETURN_ORIGINS'),
    schemaDir: env.SCHEMA_DIR || defaultPath('../../schema'),
    introspection: boolean('GRAPHQL_INTROSPECTION', true),
    logLevel,
    sessionSecret: sessionSecret || DEVELOPMENT_SESSION_SECRET,
    sessionSecretIsDefault: !sessionSecret,
    // One previous secret (a rotation: new cookies use SESSION_SECRET, old ones still open).
    sessionSecretsPrevious: env.SESSION_SECRET_PREVIOUS ? [env.SESSION_SECRET_PREVIOUS] : [],
    sessionMaxAgeSeconds: integer(
      'SESSION_MAX_AGE_SECONDS',
      14 * 24 * 60 * 60,
      1,
      90 * 24 * 60 * 60,
    ),
    accountScope,
    requestTimeoutMs: integer('REQUEST_TIMEOUT_MS', 60_000, 100, 300_000),
    orderWatch: {
      intervalMs: integer('ORDER_WATCH_INTERVAL_MS', 2_000, 50, 60_000),
      holdMs: integer('ORDER_WATCH_HOLD_SECONDS', 25, 1, 240) * 1000,
    },
    legacyApis: {
      account: generation('LEGACY_ACCOUNT_API'),
      orders: generation('LEGACY_ORDERS_API'),
      search: generation('LEGACY_SEARCH_API'),
    },
    redisUrl,
    cacheTtlSeconds: integer('CACHE_TTL_SECONDS', 60, 0, 86_400),
    cacheStaleSeconds: integer('CACHE_STALE_SECONDS', 3_600, 0, 604_800),
    cacheStaleIfSlowMs: integer('CACHE_STALE_IF_SLOW_MS', 1_000, 0, 60_000),
    cacheMaxEntries: integer('CACHE_MAX_ENTRIES', 5_000, 1, 1_000_000),
    publicAnswerCacheSeconds: Math.min(
      publicAnswerSeconds,
      integer('CACHE_TTL_SECONDS', 60, 0, 86_400),
    ),
    bodyLimitBytes: integer('BODY_LIMIT_BYTES', 1_048_576, 1_024, 104_857_600),
    clientRequestTimeoutMs: integer('CLIENT_REQUEST_TIMEOUT_MS', 30_000, 100, 300_000),
    uploadLimitBytes: integer('UPLOAD_LIMIT_BYTES', 10_485_760, 1_024, 1_073_741_824),
    limits: {
      // Validation compares every pair of same-named fields, so its CPU grows with the square of
      // the document: 800 tokens keep the worst case near 40 ms of CPU (5 000 allowed 400 ms).
      // The web's largest operation is about 220 tokens, the explorer's introspection 170.
      maxDepth: integer('GRAPHQL_MAX_DEPTH', 12, 1, 100),
      maxAliases: integer('GRAPHQL_MAX_ALIASES', 30, 0, 1_000),
      maxTokens: integer('GRAPHQL_MAX_TOKENS', 800, 100, 1_000_000),
      maxCost: integer('GRAPHQL_MAX_COST', 20_000, 1, 10_000_000),
      maxUpstreamCalls: integer('GRAPHQL_MAX_UPSTREAM_CALLS', 25, 1, 10_000),
    },
    rateLimit: {
      windowMs: integer('RATE_LIMIT_WINDOW_MS', 60_000, 1_000, 3_600_000),
      perIp: integer('RATE_LIMIT_PER_IP', 600, 0, 1_000_000),
      perSession: integer('RATE_LIMIT_PER_SESSION', 300, 0, 1_000_000),
    },
    accountAttempts: {
      signIn: integer('SIGN_IN_ATTEMPTS', 10, 0, 1_000_000),
      resetCode: integer('RESET_CODE_ATTEMPTS', 5, 0, 1_000_000),
      resetRequest: integer('RESET_REQUESTS', 3, 0, 1_000_000),
    },
    safelist: boolean('GRAPHQL_SAFELIST', false),
    safelistDir: env.GRAPHQL_SAFELIST_DIR || defaultPath('../../web/src'),
    persistedManifest:
      env.GRAPHQL_PERSISTED_MANIFEST ||
      defaultPath('../../web/src/generated/persisted-query-manifest.json'),
    trustProxy: proxyHops(),
  };
  if (problems.length > 0) throw new ConfigError(problems);
  return config;
}
