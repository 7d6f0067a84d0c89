/**
 * Gateway configuration from environment variables, validated once at start-up. Every bad value is
 * reported with its variable name, so ops see all mistakes at once.
 */
import { fileURLToPath } from 'node:url';

export interface GatewayConfig {
  /** Port the gateway serves the web app, GraphQL and health on. */
  port: number;
  host: string;
  /** Base URL of the legacy REST API; null starts the embedded simulator. */
  legacyApiUrl: string | null;
  /** Port of the embedded simulator (0 picks a free one). */
  simPort: number;
  /** Timeout of one upstream call, in ms. */
  upstreamTimeoutMs: number;
  /** Retries of an idempotent GET after 429, 5xx or a connection error. */
  upstreamRetries: number;
  /** Built web client (index.html, graphiql.html, assets/). */
  webDistDir: string;
  /** Folder of the SDL files. */
  schemaDir: string;
  /** Whether introspection and the /graphiql explorer are on. */
  introspection: boolean;
  logLevel: 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';
  /** Secret the session cookie is encrypted with; replicas must share it. */
  sessionSecret: string;
  /** True when SESSION_SECRET was not set and the development default is in use. */
  sessionSecretIsDefault: boolean;
  /** Account scope in the legacy account paths (`/api/v1/account/{scope}/...`). */
  accountScope: string;
}

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

  let legacyApiUrl: string | null = null;
  if (env.LEGACY_API_URL) {
    try {
      const url = new URL(env.LEGACY_API_URL);
      if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new Error('protocol');
      legacyApiUrl = url.toString().replace(/\/$/, '');
    } catch {
      problems.push(`LEGACY_API_URL must be an http(s) URL, got "${env.LEGACY_API_URL}"`);
    }
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

  const config: GatewayConfig = {
    port: integer('PORT', 4000, 0, 65_535),
    host: env.HOST || '0.0.0.0',
    legacyApiUrl,
    simPort: integer('SIM_PORT', 4010, 0, 65_535),
    upstreamTimeoutMs: integer('UPSTREAM_TIMEOUT_MS', 10_000, 1, 60_000),
    upstreamRetries: integer('UPSTREAM_RETRIES', 2, 0, 5),
    webDistDir: env.WEB_DIST_DIR || defaultPath('../../web/dist'),
    schemaDir: env.SCHEMA_DIR || defaultPath('../../schema'),
    introspection: boolean('GRAPHQL_INTROSPECTION', true),
    logLevel,
    sessionSecret: sessionSecret || DEVELOPMENT_SESSION_SECRET,
    sessionSecretIsDefault: !sessionSecret,
    accountScope,
  };
  if (problems.length > 0) throw new ConfigError(problems);
  return config;
}
