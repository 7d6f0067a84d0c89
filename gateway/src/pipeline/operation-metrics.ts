/**
 * Counts and times every GraphQL request by operation name, outcome and error code (the last step
 * before the answer), and names the operation for the request's access-log line.
 */
import type { GatewayMetrics, OperationOutcome } from '../metrics/metrics.js';
import type { PipelineStep } from './step.js';

/** Codes of failures on the gateway's or the legacy API's side; any other code is the client's. */
const SERVER_CODES = new Set([
  'INTERNAL_SERVER_ERROR',
  'UPSTREAM_ERROR',
  'GATEWAY_TIMEOUT',
  'SERVICE_UNAVAILABLE',
  'CONFLICT',
]);

export function operationMetrics(metrics: GatewayMetrics): PipelineStep {
  return {
    willSendResponse({ request, operationName, response, contextValue }) {
      const body = response.body;
      const status = response.http.status ?? 200;
      const errors = body.kind === 'single' ? body.singleResult.errors : undefined;
      const first = errors?.[0]?.extensions?.code;
      let outcome: OperationOutcome = 'ok';
      let code = 'none';
      if (errors?.length || status >= 400) {
        code =
          typeof first === 'string'
            ? first
            : status >= 500
              ? 'INTERNAL_SERVER_ERROR'
              : 'BAD_REQUEST';
        outcome = SERVER_CODES.has(code) || status >= 500 ? 'error' : 'client_error';
      } else if (contextValue.payloadError) {
        outcome = 'business_error';
        code = contextValue.payloadError;
      }
      const name = operationName ?? request.operationName;
      contextValue.accessLog.operation = name ?? null;
      metrics.recordOperation(
        name,
        outcome,
        code,
        (performance.now() - contextValue.startedAt) / 1000,
      );
    },
  };
}
