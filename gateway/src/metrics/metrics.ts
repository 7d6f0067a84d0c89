/**
 * Prometheus metrics of one gateway: GraphQL requests and latency per operation, upstream calls,
 * latency and errors per legacy route, and response-cache hits, misses and stale serves. One
 * registry per gateway instance, so several gateways in one process (tests) never share counters.
 */
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';

export type CacheOutcome = 'hit' | 'miss' | 'stale' | 'error';

export class GatewayMetrics {
  readonly registry = new Registry();

  readonly graphqlRequests = new Counter({
    name: 'gateway_graphql_requests_total',
    help: 'GraphQL requests by operation name and outcome (ok, error).',
    labelNames: ['operation', 'outcome'] as const,
    registers: [this.registry],
  });

  readonly graphqlDuration = new Histogram({
    name: 'gateway_graphql_request_duration_seconds',
    help: 'GraphQL request latency by operation name.',
    labelNames: ['operation'] as const,
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

  /** Keeps the operation label bounded: only plain names, at most 200 distinct ones. */
  /**
   * The metric label for an operation name: only the web client's own operations get their name
   * (an outsider sending made-up names cannot grow or poison the series); the rest are `other`.
   */
  /** One GraphQL request answered. */
  recordOperation(name: string | null | undefined, failed: boolean, seconds: number): void {
    const operation = this.operationLabel(name);
    this.graphqlRequests.inc({ operation, outcome: failed ? 'error' : 'ok' });
    this.graphqlDuration.observe({ operation }, seconds);
  }

  operationLabel(name: string | null | undefined): string {
    if (!name) return 'anonymous';
    return this.knownOperations.has(name) ? name : 'other';
  }

  /** The web client's operation names (from its documents, the same folder as the safelist). */
  knownOperations: ReadonlySet<string> = new Set();
}
