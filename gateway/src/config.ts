/**
 * Gateway configuration from environment variables, validated once at start-up against one schema
 * (config-schema.ts). Every bad value is reported at once with its variable name, and so is a
 * variable that looks like one of ours but is not (`REDIS_ULR`), so ops see all mistakes at once.
 */
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { closest, distance } from 'fastest-levenshtein';
import type { z } from 'zod';
import {
  DEVELOPMENT_SESSION_SECRET,
  gatewayVariables,
  NEIGHBOUR_VARIABLES,
  PUBLIC_SESSION_SECRETS,
  type GatewayVariables,
} from './config-schema.js';

export { DEVELOPMENT_SESSION_SECRET } from './config-schema.js';

/** Attempts allowed per mobile number and window (limits/account-attempts.ts); 0 turns one off. */
export interface AccountAttemptLimits {
  signIn: number;
  resetCode: number;
  resetRequest: number;
}

export interface GatewayConfig {
  /** `NODE_ENV`: development (the default), production or test. */
  nodeEnv: 'development' | 'production' | 'test';
  /** Port the gateway serves the web app, GraphQL and health on. */
  port: number;
  host: string;
  /**
   * Port of the Prometheus `/metrics` listener (`METRICS_PORT`, default 9464; 0 picks a free one;
   * null: `off`, no metrics listener). Never the public port: the public port has no /metrics.
   */
  metricsPort: number | null;
  /**
   * Address the metrics listener binds (`METRICS_HOST`, default 127.0.0.1: only this host scrapes
   * it unless ops open it, as the container and Kubernetes manifests do behind a network policy).
   */
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
  /**
   * The shop's canonical origin (`PUBLIC_ORIGIN`, e.g. https://shop.example): canonical links,
   * sitemap, structured data and payment return addresses use it, never a request's `Host`.
   * Required in production; elsewhere `http://localhost:PORT`.
   */
  publicOrigin: string;
  /**
   * On SIGTERM, how long readiness fails before the listener closes (`DRAIN_SECONDS`, default 5
   * in production, 0 elsewhere), so a load balancer stops sending first.
   */
  drainSeconds: number;
  /** Folder of the SDL files. */
  schemaDir: string;
  /** Whether introspection and the /graphiql explorer are on (default: off in production). */
  introspection: boolean;
  /**
   * Read the catalogue's words for "did you mean" when the gateway starts (default), so no
   * shopper's search pays for them; false reads them when a search first needs and affords them.
   */
  catalogueWordsAtStart: boolean;
  logLevel: 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';
  /** Secret the session cookie is encrypted with; replicas must share it. */
  sessionSecret: string;
  /** True when SESSION_SECRET was not set and the development default is in use. */
  sessionSecretIsDefault: boolean;
  /** Earlier secrets whose cookies still open (and are re-sealed) while a key rotation settles. */
  sessionSecretsPrevious: string[];
  /** How long a session lasts after sign-in, in seconds. */
  sessionMaxAgeSeconds: number;
  /**
   * Shoppers' baskets: kept this long after their last change (s); at most `memoryMax` without
   * Redis, in `storeFile` (SQLite, kept across restarts) when set, else in memory.
   */
  basket: { ttlSeconds: number; memoryMax: number; storeFile: string | null };
  /** Account scope in the legacy account paths (`/api/v1/account/{scope}/...`). */
  accountScope: string;
  /** Overall deadline of one gateway request, in ms (the spec's 60 s client timeout). */
  requestTimeoutMs: number;
  /** Live order updates: one upstream read per watched order per interval, pages held at most hold. */
  orderWatch: { intervalMs: number; holdMs: number; perShopper: number };
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
  /** The previous build's manifest, also accepted while a rolling deploy settles; null: none. */
  previousPersistedManifest: string | null;
  /**
   * Which proxies in front of the gateway to trust for `X-Forwarded-*` (false: none): a number
   * of hops, or the proxies' addresses and CIDR ranges (only a connection from one of them is
   * believed, so a client that reaches the gateway directly cannot choose its address). The
   * client address is the one the outermost trusted proxy saw.
   */
  trustProxy: false | number | string[];
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

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
  }
}

const defaultPath = (relative: string) => fileURLToPath(new URL(relative, import.meta.url));

/** Names whose values are never echoed in a message. */
const isSecret = (name: string) => /SECRET|TOKEN|PASSWORD/.test(name);

/** A value as a message may show it: a URL's password is masked (`REDIS_URL` may carry one). */
const shown = (raw: string) => raw.replace(/\/\/([^/@:]*):[^/@]*@/, '//$1:***@');

/** One zod issue as a sentence that names its variable (and the value, unless secret). */
function describeIssue(issue: z.core.$ZodIssue, env: NodeJS.ProcessEnv): string {
  const name = String(issue.path[0]);
  const raw = env[name];
  const quiet = raw === undefined || isSecret(name) || issue.message.includes('got "');
  return `${name} ${issue.message}${quiet ? '' : `, got "${shown(raw)}"`}`;
}

const KNOWN = new Set([...Object.keys(gatewayVariables.shape), ...NEIGHBOUR_VARIABLES]);
/** First words of our variables that other software rarely uses: a stranger there is a typo. */
const OUR_PREFIXES = new Set(
  [...KNOWN]
    .filter((name) => name.includes('_'))
    .map((name) => name.split('_')[0]!)
    .filter(
      (prefix) =>
        !['NODE', 'LOG', 'WEB', 'PUBLIC', 'BODY', 'CLIENT', 'REQUEST', 'SIGN'].includes(prefix),
    ),
);

/**
 * Variables that look like ours but are not (`REDIS_ULR`, `GRAPHQL_SAFELST`): read by nobody, so
 * the setting they meant silently keeps its default. Standard OpenTelemetry variables are not ours.
 */
export function strangerVariables(env: NodeJS.ProcessEnv): string[] {
  const known = [...KNOWN];
  return Object.keys(env)
    .filter((name) => !KNOWN.has(name) && !name.startsWith('OTEL_'))
    .filter((name) => {
      const prefix = name.split('_')[0]!;
      const near = name.length >= 7 && known.some((candidate) => distance(candidate, name) <= 2);
      return (name.includes('_') && OUR_PREFIXES.has(prefix)) || near;
    })
    .map((name) => `${name} is not a Shopfront variable: did you mean ${closest(name, known)}?`);
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): GatewayConfig {
  const parsed = gatewayVariables.safeParse(env);
  const problems = [
    ...(parsed.success ? [] : parsed.error.issues.map((issue) => describeIssue(issue, env))),
    ...strangerVariables(env),
  ];
  if (!parsed.success) throw new ConfigError(problems);
  const config = configFrom(parsed.data);
  problems.push(...crossChecks(parsed.data, config));
  if (problems.length > 0) throw new ConfigError(problems);
  return config;
}

/** Rules that tie variables together, or that production adds. */
function crossChecks(vars: GatewayVariables, config: GatewayConfig): string[] {
  const problems: string[] = [];
  const production = config.nodeEnv === 'production';
  if (production) {
    // The gateway never starts the simulator itself: in production that would be a seeded shop
    // with demo passwords instead of the real legacy system.
    if (!vars.LEGACY_API_URL) {
      problems.push(
        'LEGACY_API_URL is required when NODE_ENV=production (the base URL of the legacy REST API)',
      );
    }
    if (!vars.SESSION_SECRET) {
      problems.push('SESSION_SECRET is required when NODE_ENV=production (at least 32 characters)');
    } else if (PUBLIC_SESSION_SECRETS.includes(vars.SESSION_SECRET)) {
      problems.push(
        'SESSION_SECRET is a development or example value written in this repository: set a secret of your own when NODE_ENV=production',
      );
    }
    if (!vars.PUBLIC_ORIGIN) {
      problems.push(
        "PUBLIC_ORIGIN is required when NODE_ENV=production (the shop's public address, like https://shop.example)",
      );
    }
  }
  if (vars.BASKET_STORE_FILE && vars.REDIS_URL) {
    // Replicas see one basket only through the Redis they share; a file is one gateway's.
    problems.push(
      'BASKET_STORE_FILE is for a gateway without Redis: with REDIS_URL the baskets are kept in Redis (shared by every replica, kept across restarts); unset one of them',
    );
  }
  if (vars.SESSION_SECRET_PREVIOUS && vars.SESSION_SECRET_PREVIOUS === vars.SESSION_SECRET) {
    problems.push('SESSION_SECRET_PREVIOUS must differ from SESSION_SECRET');
  }
  if (
    config.metricsPort !== null &&
    config.metricsPort !== 0 &&
    config.metricsPort === config.port
  ) {
    problems.push(
      `METRICS_PORT must differ from PORT (${config.port}): metrics are never served on the public port`,
    );
  }
  // An explicit hold past half the deadline is refused; the default shrinks to fit a short one.
  if (
    vars.ORDER_WATCH_HOLD_SECONDS !== undefined &&
    config.orderWatch.holdMs > config.requestTimeoutMs / 2
  ) {
    problems.push(
      `ORDER_WATCH_HOLD_SECONDS must be at most half of REQUEST_TIMEOUT_MS (${Math.floor(config.requestTimeoutMs / 2000)} s), so a held page gets its answer before the deadline, got "${vars.ORDER_WATCH_HOLD_SECONDS}"`,
    );
  }
  if (config.safelist && !vars.GRAPHQL_SAFELIST_DIR && !existsSync(config.safelistDir)) {
    problems.push(
      `GRAPHQL_SAFELIST_DIR must name the folder of the safelisted operations (GRAPHQL_SAFELIST=true), and the default ${config.safelistDir} does not exist`,
    );
  }
  if (!vars.SCHEMA_DIR && !existsSync(config.schemaDir)) {
    problems.push(
      `SCHEMA_DIR must name the folder of the SDL files; the default ${config.schemaDir} does not exist`,
    );
  }
  return problems;
}

function configFrom(vars: GatewayVariables): GatewayConfig {
  const nodeEnv = vars.NODE_ENV ?? 'development';
  const production = nodeEnv === 'production';
  const port = vars.PORT ?? 4000;
  const cacheTtlSeconds = vars.CACHE_TTL_SECONDS ?? 60;
  const publicAnswerSeconds = vars.PUBLIC_ANSWER_CACHE_SECONDS ?? 5;
  return {
    nodeEnv,
    port,
    host: vars.HOST ?? '0.0.0.0',
    metricsPort: vars.METRICS_PORT === undefined ? DEFAULT_METRICS_PORT : vars.METRICS_PORT,
    metricsHost: vars.METRICS_HOST ?? '127.0.0.1',
    legacyApiUrl: vars.LEGACY_API_URL ?? null,
    simPort: vars.SIM_PORT ?? 4010,
    upstreamTimeoutMs: vars.UPSTREAM_TIMEOUT_MS ?? 10_000,
    upstreamRetries: vars.UPSTREAM_RETRIES ?? 2,
    webDistDir: vars.WEB_DIST_DIR ?? defaultPath('../../web/dist'),
    ssr: {
      enabled: vars.SSR ?? true,
      serverDir: vars.WEB_SERVER_DIR ?? defaultPath('../../web/dist-server'),
      cacheSeconds: vars.SSR_CACHE_SECONDS ?? publicAnswerSeconds,
      cacheEntries: vars.SSR_CACHE_ENTRIES ?? 1_000,
      dataDeadlineMs: vars.SSR_DATA_DEADLINE_MS ?? 1_500,
    },
    publicOrigin: vars.PUBLIC_ORIGIN ?? `http://localhost:${port}`,
    drainSeconds: vars.DRAIN_SECONDS ?? (production ? 5 : 0),
    cspExtraOrigins: vars.CSP_EXTRA_ORIGINS,
    paymentReturnOrigins: vars.PAYMENT_RETURN_ORIGINS,
    schemaDir: vars.SCHEMA_DIR ?? defaultPath('../../schema'),
    introspection: vars.GRAPHQL_INTROSPECTION ?? !production,
    catalogueWordsAtStart: vars.CATALOGUE_WORDS_AT_START ?? true,
    logLevel: vars.LOG_LEVEL ?? 'info',
    sessionSecret: vars.SESSION_SECRET ?? DEVELOPMENT_SESSION_SECRET,
    sessionSecretIsDefault: !vars.SESSION_SECRET,
    // One previous secret (a rotation: new cookies use SESSION_SECRET, old ones still open).
    sessionSecretsPrevious: vars.SESSION_SECRET_PREVIOUS ? [vars.SESSION_SECRET_PREVIOUS] : [],
    sessionMaxAgeSeconds: vars.SESSION_MAX_AGE_SECONDS ?? 14 * 24 * 60 * 60,
    basket: {
      ttlSeconds: (vars.BASKET_TTL_DAYS ?? 30) * 24 * 60 * 60,
      memoryMax: vars.BASKET_MEMORY_MAX ?? 10_000,
      storeFile: vars.BASKET_STORE_FILE ?? null,
    },
    accountScope: vars.ACCOUNT_SCOPE ?? 'shopfront',
    requestTimeoutMs: vars.REQUEST_TIMEOUT_MS ?? 60_000,
    orderWatch: {
      intervalMs: vars.ORDER_WATCH_INTERVAL_MS ?? 2_000,
      holdMs:
        vars.ORDER_WATCH_HOLD_SECONDS !== undefined
          ? vars.ORDER_WATCH_HOLD_SECONDS * 1000
          : Math.min(25_000, Math.floor((vars.REQUEST_TIMEOUT_MS ?? 60_000) / 2)),
      perShopper: vars.ORDER_WATCHES_PER_SHOPPER ?? 3,
    },
    legacyApis: {
      account: vars.LEGACY_ACCOUNT_API ?? 'v1',
      orders: vars.LEGACY_ORDERS_API ?? 'v1',
      search: vars.LEGACY_SEARCH_API ?? 'v1',
    },
    redisUrl: vars.REDIS_URL ?? null,
    cacheTtlSeconds,
    cacheStaleSeconds: vars.CACHE_STALE_SECONDS ?? 3_600,
    cacheStaleIfSlowMs: vars.CACHE_STALE_IF_SLOW_MS ?? 1_000,
    cacheMaxEntries: vars.CACHE_MAX_ENTRIES ?? 5_000,
    publicAnswerCacheSeconds: Math.min(publicAnswerSeconds, cacheTtlSeconds),
    bodyLimitBytes: vars.BODY_LIMIT_BYTES ?? 1_048_576,
    clientRequestTimeoutMs: vars.CLIENT_REQUEST_TIMEOUT_MS ?? 30_000,
    uploadLimitBytes: vars.UPLOAD_LIMIT_BYTES ?? 10_485_760,
    limits: {
      // Validation compares every pair of same-named fields, so its CPU grows with the square of
      // the document: 800 tokens keep the worst case near 40 ms of CPU (5 000 allowed 400 ms).
      // The web's largest operation is about 220 tokens, the explorer's introspection 170.
      maxDepth: vars.GRAPHQL_MAX_DEPTH ?? 12,
      maxAliases: vars.GRAPHQL_MAX_ALIASES ?? 30,
      maxTokens: vars.GRAPHQL_MAX_TOKENS ?? 800,
      maxCost: vars.GRAPHQL_MAX_COST ?? 20_000,
      maxUpstreamCalls: vars.GRAPHQL_MAX_UPSTREAM_CALLS ?? 25,
    },
    rateLimit: {
      windowMs: vars.RATE_LIMIT_WINDOW_MS ?? 60_000,
      perIp: vars.RATE_LIMIT_PER_IP ?? 600,
      perSession: vars.RATE_LIMIT_PER_SESSION ?? 300,
    },
    accountAttempts: {
      signIn: vars.SIGN_IN_ATTEMPTS ?? 10,
      resetCode: vars.RESET_CODE_ATTEMPTS ?? 5,
      resetRequest: vars.RESET_REQUESTS ?? 3,
    },
    safelist: vars.GRAPHQL_SAFELIST ?? false,
    safelistDir: vars.GRAPHQL_SAFELIST_DIR ?? defaultPath('../../web/src'),
    persistedManifest:
      vars.GRAPHQL_PERSISTED_MANIFEST ??
      defaultPath('../../web/src/generated/persisted-query-manifest.json'),
    previousPersistedManifest: vars.GRAPHQL_PREVIOUS_PERSISTED_MANIFEST ?? null,
    trustProxy: vars.TRUST_PROXY ?? false,
  };
}
