/**
 * Calls the legacy REST API by contract key (`'GET /catalog/v1/categories'`), so method, path,
 * parameters and response type come from the one `LegacyRoutes` type the simulator also serves.
 *
 * Anonymous GETs (no bearer token) go through the public response cache: fresh entries answer
 * without an upstream call, and a stale entry answers when the upstream call fails. Concurrent
 * identical anonymous GETs share one upstream call. Calls with a token are never cached.
 */
import type {
  LegacyRouteKey,
  RouteBody,
  RouteParams,
  RouteQuery,
  RouteResponse,
} from '@shopfront/legacy-api';
import type { ResponseCache } from '../cache/response-cache.js';
import type { GatewayMetrics } from '../metrics/metrics.js';
import { UpstreamError } from './errors.js';
import type { UpstreamHttp, UpstreamRequest } from './http.js';
import type { RequestScope } from './request-scope.js';

export type CallArgs<K extends LegacyRouteKey> = {
  query?: RouteQuery<K>;
  /** Bearer token of the shopper, for user-scoped calls. */
  authToken?: string;
  /**
   * Base URL to call instead of the configured legacy API: a supplier's `api_endpoint` in agency
   * mode. Must be http(s); a path prefix is kept (`https://agency.example/legacy`).
   */
  origin?: string | null;
  /** Extra headers (manager authorisation, idempotency key). */
  headers?: Record<string, string>;
  /** `false` skips the public cache for this call (reads that must be live). */
  cache?: false;
  /** Reads the answer's bytes instead of `JSON.parse` (never for a cached call). */
  parse?: (bytes: Buffer) => unknown;
} & (keyof RouteParams<K> extends never ? { params?: never } : { params: RouteParams<K> }) &
  ([RouteBody<K>] extends [never] ? { body?: never } : { body: RouteBody<K> });

export interface LegacyClientOptions {
  cache?: ResponseCache | null;
  /** How long an entry is fresh, in ms (0 turns the cache off). */
  cacheTtlMs?: number;
  /** How long after that a stale entry may answer while upstream fails, in ms. */
  cacheStaleMs?: number;
  /**
   * Stale-if-slow: how long a request with a stale entry waits for the legacy API before it is
   * answered from the stale entry (the refresh goes on in the background), in ms; 0 waits.
   */
  staleIfSlowMs?: number;
  metrics?: GatewayMetrics;
  /** Reports cache store failures (the call still goes upstream). */
  onCacheError?: (error: unknown) => void;
}

const SLOW = Symbol('slow');

/** Routes that answer plain text rather than JSON. */
const TEXT_ROUTES: ReadonlySet<string> = new Set(['GET /version.txt']);

/** `/catalog/v1/suppliers/{id}` with `{ id: 7 }` to `/catalog/v1/suppliers/7`; throws on a gap. */
export function buildPath(
  template: string,
  params: Record<string, string | number> = {},
  query: Record<string, string | number | boolean | undefined | null> = {},
): string {
  const path = template.replace(/\{(\w+)\}/g, (_match, name: string) => {
    const value = params[name];
    if (value === undefined || value === '')
      throw new Error(`Missing path parameter "${name}" for ${template}`);
    return encodeURIComponent(String(value));
  });
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null) search.append(key, String(value));
  }
  const qs = search.toString();
  return qs ? `${path}?${qs}` : path;
}

/** Splits a base URL into the pool origin and a path prefix; refuses anything but http(s). */
export function parseBaseUrl(baseUrl: string): { origin: string; prefix: string } {
  let url: URL;
  try {
    url = new URL(baseUrl);
  } catch {
    throw new Error(`Not a URL: "${baseUrl}"`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new Error(`Legacy API base URL must be http(s), got "${baseUrl}"`);
  }
  return { origin: url.origin, prefix: url.pathname.replace(/\/$/, '') };
}

export class LegacyClient {
  private readonly inflight = new Map<string, Promise<unknown>>();
  /** Upstream refreshes by URL, which may outlive the request that served a stale entry. */
  private readonly refreshing = new Map<string, Promise<unknown>>();
  /** The configured base URL, parsed once (not on every call). */
  private readonly base: { origin: string; prefix: string };
  /** The gateway request this client's calls serve (see `forRequest`); none at start-up. */
  private requestScope: RequestScope | undefined;

  constructor(
    private readonly http: UpstreamHttp,
    /** Base URL of the legacy API, e.g. `http://legacy:4010`. */
    readonly baseUrl: string,
    private readonly options: LegacyClientOptions = {},
  ) {
    this.base = parseBaseUrl(baseUrl);
  }

  /**
   * This client for one gateway request: its calls carry the request's deadline. The view shares
   * everything else with this client (HTTP pools, cache, in-flight calls), so identical calls of
   * concurrent requests still share one upstream call (under the deadline of the first caller).
   */
  forRequest(scope: RequestScope): LegacyClient {
    const view = Object.create(this) as LegacyClient;
    view.requestScope = scope;
    return view;
  }

  /** The deadline of the request this client serves, if any. */
  get scope(): RequestScope | undefined {
    return this.requestScope;
  }

  call<K extends LegacyRouteKey>(key: K, args: CallArgs<K>): Promise<RouteResponse<K>> {
    const [method, template] = key.split(' ') as [UpstreamRequest['method'], string];
    const { origin, prefix } = args.origin ? parseBaseUrl(args.origin) : this.base;
    const path = buildPath(
      template,
      args.params as Record<string, string | number> | undefined,
      args.query as Record<string, string | number | undefined> | undefined,
    );
    const request: UpstreamRequest = {
      origin,
      method,
      path: `${prefix}${path}`,
      route: key,
      headers: {
        ...args.headers,
        ...(args.authToken ? { authorization: `Bearer ${args.authToken}` } : {}),
      },
      body: args.body,
      expect: TEXT_ROUTES.has(key) ? 'text' : 'json',
      ...(this.requestScope ? { scope: this.requestScope } : {}),
      ...(args.parse ? { parse: args.parse } : {}),
    };
    const cacheable =
      method === 'GET' &&
      !args.parse &&
      !args.authToken &&
      args.cache !== false &&
      !args.headers &&
      this.options.cache &&
      (this.options.cacheTtlMs ?? 0) > 0;
    if (!cacheable) {
      // An uncached GET carries a timestamp, so no cache on the way answers it.
      if (method === 'GET') {
        request.path += `${request.path.includes('?') ? '&' : '?'}_=${Date.now()}`;
      }
      return this.http.requestJson<RouteResponse<K>>(request);
    }
    return this.cached<RouteResponse<K>>(`${origin}${request.path}`, request);
  }

  private cached<T>(url: string, request: UpstreamRequest): Promise<T> {
    const running = this.inflight.get(url);
    if (running) return running as Promise<T>;
    const promise = this.readThrough<T>(url, request).finally(() => this.inflight.delete(url));
    this.inflight.set(url, promise);
    return promise;
  }

  private async readThrough<T>(url: string, request: UpstreamRequest): Promise<T> {
    const cache = this.options.cache as ResponseCache;
    const count = (outcome: 'hit' | 'miss' | 'stale' | 'error') =>
      this.options.metrics?.cache.inc({ route: request.route, outcome });
    let entry;
    try {
      entry = await cache.get(url);
    } catch (error) {
      count('error');
      this.options.onCacheError?.(error);
    }
    if (entry && entry.freshUntil > Date.now()) {
      count('hit');
      return entry.value as T;
    }
    count('miss');
    const refresh = this.refresh<T>(url, request);
    const budget = this.options.staleIfSlowMs ?? 0;
    try {
      if (!entry || budget <= 0) return await refresh;
      // Stale-if-slow: the legacy API may hang; a recent answer now beats a fresh one in 30 s.
      let timer: NodeJS.Timeout | undefined;
      const slow = new Promise<typeof SLOW>((resolve) => {
        timer = setTimeout(() => resolve(SLOW), budget);
      });
      const first = await Promise.race([refresh, slow]).finally(() => clearTimeout(timer));
      if (first !== SLOW) return first;
      count('stale');
      return entry.value as T;
    } catch (error) {
      // Stale-while-error: the legacy API is failing, but we answered this recently.
      if (
        entry &&
        error instanceof UpstreamError &&
        (error.retryable || error.failure === 'malformed')
      ) {
        count('stale');
        return entry.value as T;
      }
      throw error;
    }
  }

  /** One upstream call per URL at a time, storing its answer; may outlive its first caller. */
  private refresh<T>(url: string, request: UpstreamRequest): Promise<T> {
    const running = this.refreshing.get(url);
    if (running) return running as Promise<T>;
    const promise = this.fetchAndStore<T>(url, request).finally(() => this.refreshing.delete(url));
    // A refresh nobody waits for any more must not fail as an unhandled rejection.
    promise.catch(() => undefined);
    this.refreshing.set(url, promise);
    return promise;
  }

  private async fetchAndStore<T>(url: string, request: UpstreamRequest): Promise<T> {
    const cache = this.options.cache as ResponseCache;
    const value = await this.http.requestJson<T>(request);
    const ttlMs = this.options.cacheTtlMs ?? 0;
    try {
      await cache.set(
        url,
        { value, freshUntil: Date.now() + ttlMs },
        ttlMs + (this.options.cacheStaleMs ?? 0),
      );
    } catch (error) {
      this.options.metrics?.cache.inc({ route: request.route, outcome: 'error' });
      this.options.onCacheError?.(error);
    }
    return value;
  }

  /** The HTTP layer, for streamed uploads. */
  get transport(): UpstreamHttp {
    return this.http;
  }
}
