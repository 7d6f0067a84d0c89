/**
 * Combines the resolver maps of each domain into one. Domains extend `Query` and `Mutation`
 * independently; a field defined by two domains is a start-up error, not a silent override.
 */
import type { Resolvers } from '../generated/resolvers-types.js';

export function mergeResolvers(parts: Resolvers[]): Resolvers {
  const merged: Record<string, Record<string, unknown>> = {};
  for (const part of parts) {
    for (const [typeName, fields] of Object.entries(part)) {
      const target = (merged[typeName] ??= {});
      if (typeof fields !== 'object' || fields === null) {
        throw new Error(`Resolvers for ${typeName} must be an object`);
      }
      for (const [field, resolver] of Object.entries(fields)) {
        if (field in target) throw new Error(`Two domains resolve ${typeName}.${field}`);
        target[field] = resolver;
      }
    }
  }
  return merged as Resolvers;
}
