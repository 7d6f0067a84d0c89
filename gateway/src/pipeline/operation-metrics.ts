/** Counts and times every GraphQL request by operation name (the last step before the answer). */
import type { GatewayMetrics } from '../metrics/metrics.js';
import type { PipelineStep } from './step.js';

export function operationMetrics(metrics: GatewayMetrics): PipelineStep {
  return {
    willSendResponse({ request, operationName, response, contextValue }) {
      const body = response.body;
      const failed =
        (body.kind === 'single' && (body.singleResult.errors?.length ?? 0) > 0) ||
        (response.http.status ?? 200) >= 400;
      metrics.recordOperation(
        operationName ?? request.operationName,
        failed,
        (performance.now() - contextValue.startedAt) / 1000,
      );
    },
  };
}
