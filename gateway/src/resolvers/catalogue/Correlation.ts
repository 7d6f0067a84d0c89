import type { CorrelationResolvers } from '../../generated/resolvers-types.js';

export const Correlation: CorrelationResolvers = {
  id: (correlation) => String(correlation.id),
  relationId: (correlation) => String(correlation.relation_id),
  relationName: (correlation) => correlation.relation_name,
};
