/**
 * The GraphQL pipeline: every request to `/graphql` goes through these steps, in this order, and
 * through no other path (ADR 0017). What can be decided once per document is decided once: the
 * document is parsed, validated and compiled once per query text or persisted hash, the safelist
 * and the public/private decision once per operation.
 *
 * In front of Apollo Server (Fastify hooks of the API context, app.ts):
 *  1. Request id and deadline (plugins/request-scope.ts), rate limits (limits/rate-limit.ts).
 *  2. Public answers from the cache (public-answer-cache.ts): a public GET asked again, with the
 *     same `Accept` and encoding, is answered from the bytes sent the first time, only for
 *     requests Apollo would take (apollo-csrf.ts).
 *  3. The context: the sealed session cookie, per-request loaders, guesses per mobile number
 *     (plugins/graphql.ts).
 *
 * In Apollo Server (plugins/graphql.ts configures it):
 *  4. CSRF prevention, the query string or body, content negotiation (Apollo's own).
 *  5. The persisted query's text from the build's manifest (persisted/store.ts).
 *  6. The parsed document; in production the safelist decides here, before validation, so an
 *     unlisted document gets one answer whether or not it is valid (safelist.ts). Then the
 *     validated document, kept per text (document-store.ts): parse with a token limit,
 *     validation with the cost and depth limits (query-limits.ts); with introspection off no
 *     message names a member of the schema (format-error.ts).
 *  7. The operation Apollo resolved, or a 400 (operation-resolved.ts); GET only for queries
 *     (Apollo's own, 405).
 *  8. The safelist again, for a document validated before (safelist.ts).
 *  9. Execution of exactly that operation, compiled once per document (jit-gateway.ts).
 * 10. Errors: logged with the request's id (log-errors.ts); the session ends when the legacy API
 *     refused its token (end-session-on-legacy-401.ts); errors masked and mapped
 *     (format-error.ts).
 * 11. Cache-Control and Vary (cache-control.ts), then metrics per operation
 *     (operation-metrics.ts).
 *
 * The Apollo steps of this folder are one plugin with one listener (pipelinePlugin below), so a
 * request costs Apollo one `requestDidStart` call and one hook call per stage, not one per step.
 */
import type { ApolloServerPlugin, GraphQLRequestListener } from '@apollo/server';
import type { GatewayContext } from '../context.js';
import type { GatewayMetrics } from '../metrics/metrics.js';
import { cacheControl } from './cache-control.js';
import { endSessionOnLegacy401 } from './end-session-on-legacy-401.js';
import { logErrors } from './log-errors.js';
import { operationMetrics } from './operation-metrics.js';
import { operationResolved } from './operation-resolved.js';
import { safelistStep, type SafelistAdmits } from './safelist.js';
import type { PipelineStep } from './step.js';

export { boundedDocumentStore } from './document-store.js';
export { OperationCompiler, jitGateway } from './jit-gateway.js';
export { queryLimitsRule, type QueryLimits } from './query-limits.js';
export { privateWhenSettingCookies } from './cache-control.js';
export { publicAnswerCachePlugin } from './public-answer-cache.js';
export {
  knownOperationNames,
  loadSafelist,
  safelistAdmits,
  type SafelistAdmits,
} from './safelist.js';

export interface PipelineOptions {
  metrics: GatewayMetrics;
  /** The safelist's decision, when the safelist is on (production). */
  admits?: SafelistAdmits;
}

type Listener = GraphQLRequestListener<GatewayContext>;

const DONE = Promise.resolve();

/**
 * Steps 6 (the safelist), 7, 8, 10 and 11 as one Apollo plugin whose one listener serves every
 * request (nothing is allocated per request here): each stage's hooks run in the order above,
 * synchronously unless a step has something to wait for, and the first to throw decides the
 * answer.
 */
export function pipelinePlugin(options: PipelineOptions): ApolloServerPlugin<GatewayContext> {
  const steps: PipelineStep[] = [
    operationResolved,
    ...(options.admits ? [safelistStep(options.admits)] : []),
    logErrors,
    endSessionOnLegacy401,
    cacheControl,
    operationMetrics(options.metrics),
  ];
  const validating = steps.flatMap((step) => step.validationDidStart ?? []);
  const resolving = steps.flatMap((step) => step.didResolveOperation ?? []);
  const onErrors = steps.flatMap((step) => step.didEncounterErrors ?? []);
  const sending = steps.flatMap((step) => step.willSendResponse ?? []);
  const listener: Listener = {
    validationDidStart(requestContext) {
      for (const step of validating) step(requestContext);
      return DONE;
    },
    didResolveOperation(requestContext) {
      try {
        for (const step of resolving) step(requestContext);
      } catch (error) {
        return Promise.reject(error instanceof Error ? error : new Error(String(error)));
      }
      return DONE;
    },
    async didEncounterErrors(requestContext) {
      for (const step of onErrors) await step(requestContext);
    },
    willSendResponse(requestContext) {
      for (const step of sending) step(requestContext);
      return DONE;
    },
  };
  const started = Promise.resolve(listener);
  return { requestDidStart: () => started };
}
