/**
 * HTTP to upstream origins: one undici Pool per origin, a timeout per call bounded by the
 * request's overall deadline (undici's per-call timers and the request's one signal), and retries with backoff for idempotent GETs only (honouring
 * Retry-After). Every call is counted and timed in the metrics.
 */
import type { Readable } from 'node:stream';
import { setTimeout as sleep } from 'node:timers/promises';
import { Pool } from 'undici';
import type { GatewayMetrics } from '../metrics/metrics.js';
import { UpstreamError, type UpstreamErrorBody } from './errors.js';
import type { RequestScope } from './request-scope.js';

export interface UpstreamRequest {
  origin: string;
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Path with query string. */
  path: string;
  /** Route key for errors, logs and metrics. */
  route: string;
  headers?: Record<string, string>;
  body?: unknown;
  /** `text` for plain-text routes (`/version.txt`); JSON otherwise. */
  expect?: 'json' | 'text';
  /** The gateway request this call serves: its deadline bounds the call and its retries. */
  scope?: RequestScope;
  /**
   * Reads the JSON answer's bytes instead of `JSON.parse` of its text (e.g. keeping only what is
   * asked, without decoding the rest).
   */
  parse?: (bytes: Buffer) => unknown;
}

export interface UpstreamStreamRequest extends Omit<UpstreamRequest, 'body' | 'expect'> {
  /** Streamed as is, never buffered whole (uploads). */
  body: Readable;
}

export interface UpstreamHttpOptions {
  /** Timeout of one GET (retried, idempotent), in ms. */
  timeoutMs: number;
  /**
   * Timeout of one call that is not a GET (never retried, not idempotent upstream: an order
   * registration), in ms; the request's deadline still applies. Default 60 s, the legacy shop
   * client's timeout: cutting a slow write short would leave its outcome unknown.
   */
  writeTimeoutMs?: number;
  retries: number;
  /** Base delay of the exponential backoff, in ms. */
  backoffMs?: number;
  /** Longest Retry-After we honour before giving up, in seconds. */
  maxRetryAfterSeconds?: number;
  metrics?: GatewayMetrics;
}

export class UpstreamHttp {
  private readonly pools = new Map<string, Pool>();

  constructor(private readonly options: UpstreamHttpOptions) {}

  async requestJson<T>(request: UpstreamRequest): Promise<T> {
    const attempts = request.method === 'GET' ? this.options.retries + 1 : 1;
    for (let attempt = 1; ; attempt++) {
      try {
        return await this.once<T>(request, request.body);
      } catch (error) {
        if (!(error instanceof UpstreamError) || !error.retryable || attempt >= attempts) {
          throw error;
        }
        // A timeout of the whole request is final: there is no time left to retry in.
        const scope = request.scope;
        if (scope?.deadline.aborted) throw error;
        const maxWait = this.options.maxRetryAfterSeconds ?? 5;
        if (error.retryAfterSeconds !== null && error.retryAfterSeconds > maxWait) throw error;
        const backoff = (this.options.backoffMs ?? 100) * 2 ** (attempt - 1);
        const waitMs = error.retryAfterSeconds !== null ? error.retryAfterSeconds * 1000 : backoff;
        if (scope && Date.now() + waitMs >= scope.deadlineAt) throw error;
        await sleep(waitMs);
      }
    }
  }

  /** Sends a streamed body once (never retried: the stream cannot be replayed). */
  async forwardStream<T>(request: UpstreamStreamRequest): Promise<T> {
    return this.once<T>({ ...request, expect: 'json' }, request.body);
  }

  private pool(origin: string): Pool {
    let pool = this.pools.get(origin);
    if (!pool) {
      pool = new Pool(origin, { connections: 32, keepAliveTimeout: 30_000 });
      this.pools.set(origin, pool);
    }
    return pool;
  }

  /**
   * This call's abort signal and its own timeout. Inside a request, the signal is the request's
   * deadline itself and the call's timeout is undici's (headers, then body idle, on undici's
   * shared coarse timer), so a call creates no signal and no timer of its own; the timeout is
   * left out when the deadline comes first anyway.
   */
  private callLimits(request: UpstreamRequest): { signal: AbortSignal; timeoutMs?: number } {
    const timeoutMs =
      request.method === 'GET' ? this.options.timeoutMs : (this.options.writeTimeoutMs ?? 60_000);
    const scope = request.scope;
    if (!scope) return { signal: AbortSignal.timeout(timeoutMs) };
    const remaining = scope.deadlineAt - Date.now();
    if (remaining <= 0 || scope.deadline.aborted) throw new UpstreamError('timeout', request.route);
    scope.addCall();
    return timeoutMs < remaining
      ? { signal: scope.deadline, timeoutMs }
      : { signal: scope.deadline };
  }

  private async once<T>(request: UpstreamRequest, body: unknown): Promise<T> {
    const metrics = this.options.metrics;
    const started = performance.now();
    const observe = (status: string) => {
      metrics?.upstreamRequests.inc({ route: request.route, status });
      metrics?.upstreamDuration.observe(
        { route: request.route },
        (performance.now() - started) / 1000,
      );
    };
    const fail = (error: UpstreamError): UpstreamError => {
      observe(error.statusCode === null ? error.failure : String(error.statusCode));
      metrics?.upstreamErrors.inc({ route: request.route, failure: error.failure });
      return error;
    };

    const { signal, timeoutMs } = this.callLimits(request);
    const timedOut = (error: unknown) => signal.aborted || isUndiciTimeout(error);
    const isStream = body !== undefined && isReadable(body);
    let response;
    try {
      response = await this.pool(request.origin).request({
        method: request.method,
        path: request.path,
        headers: {
          accept: request.expect === 'text' ? 'text/plain' : 'application/json',
          ...(body === undefined || isStream ? {} : { 'content-type': 'application/json' }),
          // The gateway request's id, so the legacy API's logs line up with the gateway's.
          ...(request.scope ? { 'x-request-id': request.scope.requestId } : {}),
          ...request.headers,
        },
        body: body === undefined ? undefined : isStream ? body : JSON.stringify(body),
        signal,
        ...(timeoutMs === undefined ? {} : { headersTimeout: timeoutMs, bodyTimeout: timeoutMs }),
      });
    } catch (error) {
      throw fail(
        new UpstreamError(timedOut(error) ? 'timeout' : 'network', request.route, null, null, {
          cause: error,
        }),
      );
    }

    // With `parse` the answer stays bytes: only an error's body is decoded.
    let text = '';
    let bytes: Buffer | undefined;
    try {
      if (request.parse && response.statusCode < 400)
        bytes = Buffer.from(await response.body.arrayBuffer());
      else text = await response.body.text();
    } catch (error) {
      throw fail(
        new UpstreamError(timedOut(error) ? 'timeout' : 'network', request.route, null, null, {
          cause: error,
        }),
      );
    }
    if (response.statusCode >= 400) {
      const error = new UpstreamError(
        'http',
        request.route,
        response.statusCode,
        retryAfter(response.headers['retry-after']),
      );
      error.body = errorBody(text);
      error.withShopperToken = Boolean(request.headers?.authorization);
      throw fail(error);
    }
    if (request.expect === 'text') {
      observe(String(response.statusCode));
      return text as T;
    }
    try {
      const parsed = (request.parse && bytes ? request.parse(bytes) : JSON.parse(text)) as T;
      observe(String(response.statusCode));
      return parsed;
    } catch (error) {
      throw fail(
        new UpstreamError('malformed', request.route, response.statusCode, null, {
          cause: error,
        }),
      );
    }
  }

  /**
   * Whether the legacy API serves `path` (a catalogue read): a 2xx with JSON within 2 s, once,
   * never cached or retried. For readiness.
   */
  async probe(baseUrl: string, path: string): Promise<boolean> {
    const url = new URL(baseUrl);
    try {
      const response = await this.pool(url.origin).request({
        method: 'GET',
        path: `${url.pathname.replace(/\/$/, '')}${path}`,
        headers: { accept: 'application/json' },
        signal: AbortSignal.timeout(Math.min(this.options.timeoutMs, 2_000)),
      });
      const text = await response.body.text();
      if (response.statusCode < 200 || response.statusCode >= 300) return false;
      JSON.parse(text);
      return true;
    } catch {
      return false;
    }
  }

  async close(): Promise<void> {
    await Promise.all([...this.pools.values()].map((pool) => pool.close()));
    this.pools.clear();
  }
}

function errorBody(text: string): UpstreamErrorBody | null {
  try {
    const parsed: unknown = JSON.parse(text);
    return parsed && typeof parsed === 'object' && !Array.isArray(parsed)
      ? (parsed as UpstreamErrorBody)
      : null;
  } catch {
    return null;
  }
}

/** undici's own per-call timeouts (headersTimeout, bodyTimeout). */
function isUndiciTimeout(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return code === 'UND_ERR_HEADERS_TIMEOUT' || code === 'UND_ERR_BODY_TIMEOUT';
}

function isReadable(value: unknown): value is Readable {
  return typeof (value as Readable | null)?.pipe === 'function';
}

function retryAfter(header: string | string[] | undefined): number | null {
  const value = Array.isArray(header) ? header[0] : header;
  if (!value) return null;
  const seconds = Number(value);
  if (Number.isFinite(seconds)) return Math.max(0, seconds);
  const date = Date.parse(value);
  return Number.isNaN(date) ? null : Math.max(0, (date - Date.now()) / 1000);
}
