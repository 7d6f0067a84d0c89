/**
 * HTTP to upstream origins: one undici Pool per origin, a timeout per call, and retries with
 * backoff for idempotent GETs only (honouring Retry-After).
 */
import { setTimeout as sleep } from 'node:timers/promises';
import { Pool } from 'undici';
import { UpstreamError } from './errors.js';

export interface UpstreamRequest {
  origin: string;
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Path with query string. */
  path: string;
  /** Route key for errors, logs and metrics. */
  route: string;
  headers?: Record<string, string>;
  body?: unknown;
}

export interface UpstreamHttpOptions {
  timeoutMs: number;
  retries: number;
  /** Base delay of the exponential backoff, in ms. */
  backoffMs?: number;
  /** Longest Retry-After we honour before giving up, in seconds. */
  maxRetryAfterSeconds?: number;
}

export class UpstreamHttp {
  private readonly pools = new Map<string, Pool>();

  constructor(private readonly options: UpstreamHttpOptions) {}

  async requestJson<T>(request: UpstreamRequest): Promise<T> {
    const attempts = request.method === 'GET' ? this.options.retries + 1 : 1;
    for (let attempt = 1; ; attempt++) {
      try {
        return await this.once<T>(request);
      } catch (error) {
        if (!(error instanceof UpstreamError) || !error.retryable || attempt >= attempts)
          throw error;
        const maxWait = this.options.maxRetryAfterSeconds ?? 5;
        if (error.retryAfterSeconds !== null && error.retryAfterSeconds > maxWait) throw error;
        const backoff = (this.options.backoffMs ?? 100) * 2 ** (attempt - 1);
        await sleep(error.retryAfterSeconds !== null ? error.retryAfterSeconds * 1000 : backoff);
      }
    }
  }

  private pool(origin: string): Pool {
    let pool = this.pools.get(origin);
    if (!pool) {
      pool = new Pool(origin, { connections: 32, keepAliveTimeout: 30_000 });
      this.pools.set(origin, pool);
    }
    return pool;
  }

  private async once<T>(request: UpstreamRequest): Promise<T> {
    const signal = AbortSignal.timeout(this.options.timeoutMs);
    let response;
    try {
      response = await this.pool(request.origin).request({
        method: request.method,
        path: request.path,
        headers: {
          accept: 'application/json',
          ...(request.body === undefined ? {} : { 'content-type': 'application/json' }),
          ...request.headers,
        },
        body: request.body === undefined ? undefined : JSON.stringify(request.body),
        signal,
      });
    } catch (error) {
      throw new UpstreamError(signal.aborted ? 'timeout' : 'network', request.route, null, null, {
        cause: error,
      });
    }

    let text: string;
    try {
      text = await response.body.text();
    } catch (error) {
      throw new UpstreamError(signal.aborted ? 'timeout' : 'network', request.route, null, null, {
        cause: error,
      });
    }
    if (response.statusCode >= 400) {
      throw new UpstreamError(
        'http',
        request.route,
        response.statusCode,
        retryAfter(response.headers['retry-after']),
      );
    }
    try {
      return JSON.parse(text) as T;
    } catch (error) {
      throw new UpstreamError('malformed', request.route, response.statusCode, null, {
        cause: error,
      });
    }
  }

  /** Whether the origin answers at all (any status below 500) within the timeout. */
  async ping(origin: string): Promise<boolean> {
    try {
      const response = await this.pool(origin).request({
        method: 'GET',
        path: '/',
        signal: AbortSignal.timeout(Math.min(this.options.timeoutMs, 2_000)),
      });
      await response.body.dump();
      return response.statusCode < 500;
    } catch {
      return false;
    }
  }

  async close(): Promise<void> {
    await Promise.all([...this.pools.values()].map((pool) => pool.close()));
    this.pools.clear();
  }
}

function retryAfter(header: string | string[] | undefined): number | null {
  const value = Array.isArray(header) ? header[0] : header;
  if (!value) return null;
  const seconds = Number(value);
  if (Number.isFinite(seconds)) return Math.max(0, seconds);
  const date = Date.parse(value);
  return Number.isNaN(date) ? null : Math.max(0, (date - Date.now()) / 1000);
}
