/**
 * The gateway's environment variables as one zod schema: each variable's type, range and default
 * in one place, read by `loadConfig` (config.ts). Every problem zod finds is reported at once and
 * names its variable; rules that tie variables together (production refusals, the order watch's
 * hold inside the request deadline) are refinements of the same schema.
 */
import { existsSync, statSync } from 'node:fs';
import { z } from 'zod';
import { isIP } from 'node:net';
import { dirname, resolve } from 'node:path';

export const NODE_ENVS = ['development', 'production', 'test'] as const;
export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

/** Used only outside production when SESSION_SECRET is unset; logged as a warning at start. */
export const DEVELOPMENT_SESSION_SECRET = 'shopfront-development-session-secret-not-for-production';

/**
 * Secrets that are public because they are written in this repository (the development default,
 * docker-compose.yml's former default): production refuses them.
 */
export const PUBLIC_SESSION_SECRETS = [
  DEVELOPMENT_SESSION_SECRET,
  'compose-demo-secret-change-me-0123456789',
];

const TRUST_PROXY_FORMS =
  'must be a number of proxy hops (1 to 10), true/false, or the proxies’ addresses (e.g. 10.0.0.0/8,loopback)';

/** A proxy's address as proxy-addr takes it: an IP, a CIDR range, or a named range. */
function isProxyAddress(entry: string): boolean {
  if (['loopback', 'linklocal', 'uniquelocal'].includes(entry)) return true;
  const [address = '', bits, ...rest] = entry.split('/');
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (bits === undefined) return true;
  return /^\d{1,3}$/.test(bits) && Number(bits) <= (family === 4 ? 32 : 128);
}

/** An empty variable means unset, as in a shell's `VAR= command`. */
const unset = (raw: unknown) => (raw === '' ? undefined : raw);

/** Each schema below sees one variable's raw text (or undefined) and yields its typed value. */
const text = () => z.preprocess(unset, z.string().optional());

export const whole = (min: number, max: number) => {
  const message = `must be a whole number from ${min} to ${max}`;
  return z.preprocess(
    unset,
    z
      .string()
      .trim()
      .regex(/^-?\d+$/, message)
      .transform(Number)
      .pipe(z.number().min(min, message).max(max, message))
      .optional(),
  );
};

const flag = () =>
  z.preprocess(
    (raw) => (typeof raw === 'string' ? unset(raw.trim().toLowerCase()) : raw),
    z
      .enum(['1', 'true', 'yes', 'on', '0', 'false', 'no', 'off'], {
        error: 'must be true or false',
      })
      .transform((raw) => ['1', 'true', 'yes', 'on'].includes(raw))
      .optional(),
  );

const oneOf = <const T extends readonly [string, ...string[]]>(values: T) =>
  z.preprocess(unset, z.enum(values, { error: `must be one of ${values.join(', ')}` }).optional());

const generation = () =>
  z.preprocess(
    (raw) => (typeof raw === 'string' ? unset(raw.toLowerCase()) : raw),
    z.enum(['v1', 'v2'], { error: 'must be v1 or v2' }).optional(),
  );

/** An http(s) URL, normalised without a trailing slash. */
const httpUrl = () =>
  z.preprocess(
    unset,
    z
      .url({ protocol: /^https?$/, error: 'must be an http(s) URL' })
      .transform((raw) => new URL(raw).toString().replace(/\/$/, ''))
      .optional(),
  );

const isOrigin = (raw: string) => {
  try {
    const url = new URL(raw);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.origin === raw;
  } catch {
    return false;
  }
};

/** One origin: scheme, host and port only (`https://shop.example`). */
const origin = () =>
  z.preprocess(
    unset,
    z
      .string()
      .refine(isOrigin, 'must be an http(s) origin like https://shop.example (no path)')
      .optional(),
  );

/** A list of origins, space- or comma-separated. */
const origins = () =>
  z.preprocess(
    (raw) => (typeof raw === 'string' ? raw.split(/[\s,]+/).filter(Boolean) : []),
    z.array(
      z.string().refine(isOrigin, {
        error: (issue) =>
          `must list http(s) origins like https://shop.example, got "${String(issue.input)}"`,
      }),
    ),
  );

const redisUrl = () =>
  z.preprocess(
    unset,
    z.url({ protocol: /^rediss?$/, error: 'must be a redis:// or rediss:// URL' }).optional(),
  );

const secret = () =>
  z.preprocess(unset, z.string().min(32, 'must be at least 32 characters long').optional());

const isDirectory = (path: string) => existsSync(path) && statSync(path).isDirectory();
const isFile = (path: string) => existsSync(path) && statSync(path).isFile();

const directory = () =>
  z.preprocess(unset, z.string().refine(isDirectory, 'must name an existing folder').optional());
const file = () =>
  z.preprocess(unset, z.string().refine(isFile, 'must name an existing file').optional());

/** A file that may not exist yet, in a folder that does. */
const fileInFolder = () =>
  z.preprocess(
    unset,
    z
      .string()
      .refine((path) => isDirectory(dirname(resolve(path))), 'must be a file in an existing folder')
      .refine((path) => !isDirectory(path), 'must name a file, not a folder')
      .optional(),
  );

const METRICS_OFF = ['off', 'false', 'no'];

/** Every variable the gateway reads, by name. */
export const gatewayVariables = z.object({
  NODE_ENV: oneOf(NODE_ENVS),
  PORT: whole(0, 65_535),
  HOST: text(),
  METRICS_PORT: z.preprocess(
    (raw) => (typeof raw === 'string' && METRICS_OFF.includes(raw.toLowerCase()) ? null : raw),
    z.union([z.null(), whole(0, 65_535)], {
      error: 'must be a whole number from 0 to 65535 or off',
    }),
  ),
  METRICS_HOST: text(),
  LEGACY_API_URL: httpUrl(),
  SIM_PORT: whole(0, 65_535),
  UPSTREAM_TIMEOUT_MS: whole(1, 60_000),
  UPSTREAM_RETRIES: whole(0, 5),
  WEB_DIST_DIR: text(),
  WEB_SERVER_DIR: text(),
  SSR: flag(),
  SSR_CACHE_SECONDS: whole(0, 3_600),
  SSR_CACHE_ENTRIES: whole(1, 100_000),
  SSR_DATA_DEADLINE_MS: whole(10, 30_000),
  PUBLIC_ORIGIN: origin(),
  CSP_EXTRA_ORIGINS: origins(),
  PAYMENT_RETURN_ORIGINS: origins(),
  SCHEMA_DIR: directory(),
  GRAPHQL_INTROSPECTION: flag(),
  LOG_LEVEL: oneOf(LOG_LEVELS),
  SESSION_SECRET: secret(),
  SESSION_SECRET_PREVIOUS: secret(),
  SESSION_MAX_AGE_SECONDS: whole(1, 90 * 24 * 60 * 60),
  /** How long a basket is kept after its last change, in days (default 30). */
  BASKET_TTL_DAYS: whole(1, 365),
  /** Baskets kept in memory when there is no Redis (default 10000; least recently used go first). */
  BASKET_MEMORY_MAX: whole(1, 1_000_000),
  /**
   * Without Redis: a file (SQLite) the baskets and the signed-out sessions are kept in, so a
   * restart of this gateway loses no basket and brings back no signed-out session (ADR 0076;
   * default unset: memory; `npm start` sets it in the simulator's data folder). Its folder
   * must exist. One gateway's: replicas share Redis instead. Same bounds as the memory.
   */
  BASKET_STORE_FILE: fileInFolder(),
  ACCOUNT_SCOPE: z.preprocess(
    unset,
    z
      .string()
      .regex(/^[a-z0-9_-]+$/i, 'may hold only letters, digits, "-" and "_"')
      .optional(),
  ),
  REQUEST_TIMEOUT_MS: whole(100, 300_000),
  DRAIN_SECONDS: whole(0, 300),
  ORDER_WATCH_INTERVAL_MS: whole(50, 60_000),
  ORDER_WATCH_HOLD_SECONDS: whole(1, 240),
  ORDER_WATCHES_PER_SHOPPER: whole(1, 50),
  LEGACY_ACCOUNT_API: generation(),
  LEGACY_ORDERS_API: generation(),
  LEGACY_SEARCH_API: generation(),
  REDIS_URL: redisUrl(),
  CACHE_TTL_SECONDS: whole(0, 86_400),
  CACHE_STALE_SECONDS: whole(0, 604_800),
  CACHE_STALE_IF_SLOW_MS: whole(0, 60_000),
  CACHE_MAX_ENTRIES: whole(1, 1_000_000),
  CATALOGUE_WORDS_AT_START: flag(),
  PUBLIC_ANSWER_CACHE_SECONDS: whole(0, 3_600),
  BODY_LIMIT_BYTES: whole(1_024, 104_857_600),
  CLIENT_REQUEST_TIMEOUT_MS: whole(100, 300_000),
  UPLOAD_LIMIT_BYTES: whole(1_024, 1_073_741_824),
  GRAPHQL_MAX_DEPTH: whole(1, 100),
  GRAPHQL_MAX_ALIASES: whole(0, 1_000),
  GRAPHQL_MAX_TOKENS: whole(100, 1_000_000),
  GRAPHQL_MAX_COST: whole(1, 10_000_000),
  GRAPHQL_MAX_UPSTREAM_CALLS: whole(1, 10_000),
  RATE_LIMIT_WINDOW_MS: whole(1_000, 3_600_000),
  RATE_LIMIT_PER_IP: whole(0, 1_000_000),
  RATE_LIMIT_PER_SESSION: whole(0, 1_000_000),
  SIGN_IN_ATTEMPTS: whole(0, 1_000_000),
  RESET_CODE_ATTEMPTS: whole(0, 1_000_000),
  RESET_REQUESTS: whole(0, 1_000_000),
  GRAPHQL_SAFELIST: flag(),
  GRAPHQL_SAFELIST_DIR: directory(),
  GRAPHQL_PERSISTED_MANIFEST: file(),
  GRAPHQL_PREVIOUS_PERSISTED_MANIFEST: file(),
  TRUST_PROXY: z.preprocess(
    (raw) => (typeof raw === 'string' ? unset(raw.trim().toLowerCase()) : raw),
    z
      .union(
        [
          z.enum(['0', 'false', 'no', 'off']).transform(() => false as const),
          z.enum(['true', 'yes', 'on']).transform(() => 1),
          z.string().regex(/^\d+$/).transform(Number).pipe(z.number().min(1).max(10)),
          z
            .string()
            .transform((list) => list.split(',').map((entry) => entry.trim()))
            .refine((entries) => entries.every(isProxyAddress), { error: TRUST_PROXY_FORMS }),
        ],
        { error: TRUST_PROXY_FORMS },
      )
      .optional(),
  ),
});

export type GatewayVariables = z.infer<typeof gatewayVariables>;

/**
 * Variables of the other processes `npm start`, the tests and the benches run beside the gateway
 * (the embedded simulator, the test harness): accepted, never mistaken for a misspelling.
 */
export const NEIGHBOUR_VARIABLES = [
  'SIM_HOST',
  'SIM_PUBLIC_URL',
  'SIM_DATA_DIR',
  'SIM_SHOP_MODE',
  'SIM_MANAGER_TOKEN',
  'SIM_ORDER_CLOCK_MS',
  'SIM_FAULTS',
  'SIM_PAYMENT_SECRET',
  'SIM_LOG',
  'REDIS_SERVER_PATH',
];
