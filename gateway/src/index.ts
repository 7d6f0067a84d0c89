/** Public entry of the gateway package, for tests and tools that start it in-process. */
export { buildGateway } from './app.js';
export { loadConfig, ConfigError, type GatewayConfig } from './config.js';
export { serveGateway, type RunningGateway, type ServeOptions } from './serve.js';
// With the type of `app.legacyAnswers` (buildGateway's decoration) for the callers.
export { LegacyAnswerCaches } from './cache/legacy-answer-caches.js';
export { describeListenError } from './listen-error.js';
export { buildMetricsServer, listeningUrl } from './plugins/metrics-server.js';
export { RedisLink } from './cache/redis.js';
export { RedisIdempotencyStore } from './idempotency/redis-store.js';
export { estimateUpstreamCalls } from './pipeline/query-limits.js';
