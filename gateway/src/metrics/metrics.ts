/**
 * Prometheus metrics of one gateway: GraphQL requests and latency per operation, upstream calls,
 * latency and errors per legacy route, and response-cache hits, misses and stale serves. One
 * registry per gateway instance, so several gateways in one process (tests) never share counters.
 */
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';

export type CacheOutcome = 'hit' | 'miss' | 'stale' | 'error';

/**
 * How a GraphQL request ended: `ok`; `business_error`, a typed error in the payload (a wrong
 * password, an unavailable slot); `client_error`, refused as the client sent it (validation,
 * bad input, not signed in); `error`, the gateway or the legacy API failed.
 */
export type OperationOutcome = 'ok' | 'business_error' | 'client_error' | 'error';

/** Error codes are SCREAMING_SNAKE names from the schema and the gateway; anything else is `OTHER`. */
function codeLabel(code: string): string {
  return /^[A-Z][A-Z0-9_]{0,47}$/.test(code) || code === 'none' ? code : 'OTHER';
}

export class GatewayMetrics {
  readonly registry = new Registry();

  readonly graphqlRequests = new Counter({
    name: 'gateway_graphql_requests_total',
    help: 'GraphQL requests by operation name, outcome (ok, business_error, client_error, error) and the error code (none when ok).',
    labelNames: ['operation', 'outcome', 'code'] as const,
    registers: [this.registry],
  });

  readonly graphqlDuration = new Histogram({
    name: 'gateway_graphql_request_duration_seconds',
    help: 'GraphQL request latency by operation name and outcome.',
    labelNames: ['operation', 'outcome'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60],
    registers: [this.registry],
  });

  readonly httpRequests = new Counter({
    name: 'gateway_http_requests_total',
    help: 'HTTP requests answered on the public port, by method, route pattern and status code.',
    labelNames: ['method', 'route', 'status'] as const,
    registers: [this.registry],
  });

  readonly httpDuration = new Histogram({
    name: 'gateway_http_request_duration_seconds',
    help: 'HTTP request latency on the public port, by method, route pattern and status class (2xx, 4xx, ...).',
    labelNames: ['method', 'route', 'status_class'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60],
    registers: [this.registry],
  });

  readonly upstreamRequests = new Counter({
    name: 'gateway_upstream_requests_total',
    help: 'Calls to the legacy API by route key and HTTP status (or the failure: timeout, network).',
    labelNames: ['route', 'status'] as const,
    registers: [this.registry],
  });

  readonly upstreamDuration = new Histogram({
    name: 'gateway_upstream_request_duration_seconds',
    help: 'Latency of one legacy API call by route key.',
    labelNames: ['route'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60],
    registers: [this.registry],
  });

  readonly upstreamErrors = new Counter({
    name: 'gateway_upstream_errors_total',
    help: 'Failed legacy API calls by route key and failure (http, timeout, network, malformed).',
    labelNames: ['route', 'failure'] as const,
    registers: [this.registry],
  });

  readonly cache = new Counter({
    name: 'gateway_cache_requests_total',
    help: 'Public catalogue response-cache lookups by route key and outcome (hit, miss, stale, error).',
    labelNames: ['route', 'outcome'] as const,
    registers: [this.registry],
  });

  readonly publicAnswers = new Counter({
    name: 'gateway_public_answer_cache_total',
    help: 'Public GraphQL GET answers looked up in the whole-answer cache, by outcome (hit, miss).',
    labelNames: ['outcome'] as const,
    registers: [this.registry],
  });

  readonly orderWatchPolls = new Counter({
    name: 'gateway_order_watch_polls_total',
    help: 'Upstream reads of watched orders (one per watched order per interval, however many pages wait).',
    registers: [this.registry],
  });

  /** Pages holding an `orderUpdate` open and the orders they watch, read when collected. */
  countOrderWatches(waiting: () => number, watched: () => number): void {
    new Gauge({
      name: 'gateway_order_watch_orders',
      help: 'Orders watched for live updates on this replica (one upstream read each per interval).',
      registers: [this.registry],
      collect() {
        this.set(watched());
      },
    });
    new Gauge({
      name: 'gateway_order_watch_waiting_pages',
      help: 'Pages holding a live order update open on this replica.',
      registers: [this.registry],
      collect() {
        this.set(waiting());
      },
    });
  }

  readonly rateLimited = new Counter({
    name: 'gateway_rate_limited_total',
    help: 'Requests refused by the rate limit, by limit (ip, session).',
    labelNames: ['limit'] as const,
    registers: [this.registry],
  });

  readonly redisUp = new Gauge({
    name: 'gateway_redis_up',
    help: 'Whether this gateway uses Redis right now (1), or falls back without it (0).',
    registers: [this.registry],
  });

  readonly redisFallbacks = new Counter({
    name: 'gateway_redis_fallbacks_total',
    help: 'Redis uses that fell back (cache, apq) or were refused (idempotency) while Redis was down.',
    labelNames: ['use'] as const,
    registers: [this.registry],
  });

  readonly redisErrors = new Counter({
    name: 'gateway_redis_errors_total',
    help: 'Redis commands that failed or timed out.',
    registers: [this.registry],
  });

  constructor(options: { defaultMetrics?: boolean } = {}) {
    if (options.defaultMetrics ?? true) collectDefaultMetrics({ register: this.registry });
  }

  /** One GraphQL request answered, with its outcome and error code (`none` when ok). */
  recordOperation(
    name: string | null | undefined,
    outcome: OperationOutcome,
    code: string,
    seconds: number,
  ): void {
    const operation = this.operationLabel(name);
    this.graphqlRequests.inc({ operation, outcome, code: codeLabel(code) });
    this.graphqlDuration.observe({ operation, outcome }, seconds);
  }

  /**
   * The metric label for an operation name: only the web client's own operations get their name
   * (an outsider sending made-up names cannot grow or poison the series); the rest are `other`.
   */
  operationLabel(name: string | null | undefined): string {
    if (!name) return 'anonymous';
    return this.knownOperations.has(name) ? name : 'other';
  }

  /** The web client's operation names (from its documents, the same folder as the safelist). */
  knownOperations: ReadonlySet<string> = new Set();
}
