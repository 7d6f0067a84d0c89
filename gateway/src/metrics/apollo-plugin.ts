/** Counts and times every GraphQL request by operation name. */
import type { ApolloServerPlugin } from '@apollo/server';
import type { GatewayMetrics } from './metrics.js';

export function metricsApolloPlugin(metrics: GatewayMetrics): ApolloServerPlugin {
  return {
    async requestDidStart() {
      const started = performance.now();
      return {
        async willSendResponse({ request, operationName, response }) {
          const body = response.body;
          const failed =
            (body.kind === 'single' && (body.singleResult.errors?.length ?? 0) > 0) ||
            (response.http.status ?? 200) >= 400;
          metrics.recordOperation(
            operationName ?? request.operationName,
            failed,
            (performance.now() - started) / 1000,
          );
        },
      };
    },
  };
}
