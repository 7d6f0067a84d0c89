/**
 * With tracing on, each root field's resolver (a `Query` or `Mutation` field, where the legacy
 * calls of a request start) runs in a span of its own, so a trace shows which field made which
 * legacy call. The map is returned unchanged when tracing is off.
 */
import type { GraphQLResolveInfo } from 'graphql';
import type { Resolvers } from '../generated/resolvers-types.js';
import { inSpan } from './spans.js';
import { tracingActive } from './tracing.js';

type Resolver = (
  parent: unknown,
  args: unknown,
  context: unknown,
  info: GraphQLResolveInfo,
) => unknown;

const ROOT_TYPES = ['Query', 'Mutation'];

export function tracedResolvers(resolvers: Resolvers): Resolvers {
  if (!tracingActive()) return resolvers;
  const traced: Record<string, unknown> = { ...resolvers };
  for (const typeName of ROOT_TYPES) {
    const fields = (resolvers as Record<string, Record<string, unknown> | undefined>)[typeName];
    if (!fields) continue;
    traced[typeName] = Object.fromEntries(
      Object.entries(fields).map(([field, resolver]) => [
        field,
        typeof resolver === 'function' ? spanned(typeName, field, resolver as Resolver) : resolver,
      ]),
    );
  }
  return traced as Resolvers;

  function spanned(typeName: string, field: string, resolve: Resolver): Resolver {
    const name = `resolve ${typeName}.${field}`;
    const attributes = { 'graphql.field.name': field, 'graphql.parent.name': typeName };
    return (parent, args, context, info) =>
      inSpan(name, attributes, async () => resolve(parent, args, context, info));
  }
}
