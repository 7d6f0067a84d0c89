/**
 * Validation rules that refuse abusive operations before anything runs: nesting depth, aliases
 * and an estimated cost (every field costs 1; a list multiplies what it contains by
 * LIST_FACTOR). Each fragment is measured once per document and reused at every spread, so a
 * document of fragments that spread each other many times costs linear time to measure, not
 * exponential. Introspection counts too: its aliases like any other, and `__schema`/`__type` at a
 * flat cost (the explorer's one introspection query fits; many aliased copies of it do not).
 * Fields that fan out to the nearby branches add UPSTREAM_CALL_COST per branch they may ask, so
 * one operation holds at most a couple of them. Token count is limited at parse time
 * (`parseOptions.maxTokens`). Separately, the estimated legacy calls (`upstreamCallsOf`) are
 * bounded, so aliases cannot multiply one request into dozens of upstream calls.
 */
import {
  GraphQLError,
  getNamedType,
  isListType,
  isNonNullType,
  isObjectType,
  isInterfaceType,
  type ASTVisitor,
  type FragmentDefinitionNode,
  type GraphQLOutputType,
  type GraphQLNamedType,
  type GraphQLSchema,
  type SelectionSetNode,
  type ValidationContext,
  type ValidationRule,
} from 'graphql';
import { NEARBY_MAX_BRANCHES } from '../resolvers/catalogue/nearby.js';

export interface QueryLimits {
  maxDepth: number;
  maxAliases: number;
  maxCost: number;
  /** Most estimated legacy API calls one operation may make (see `upstreamCallsOf`). */
  maxUpstreamCalls: number;
}

/** Root fields answered without a legacy call (the viewer comes from the session cookie). */
export const LOCAL_ROOT_FIELDS: ReadonlySet<string> = new Set(['Query.viewer']);

/**
 * The legacy calls one occurrence of a field is counted as. Each root query or mutation field
 * makes at least one (a nearby field one per branch); below the root, a field with arguments is
 * loaded per argument set, so each occurrence (an alias with other arguments) is its own call.
 * Fields without arguments below the root go through the request's loaders, which ask the legacy
 * API once per key however often a document repeats them. Every alias counts again.
 */
export function upstreamCallsOf(
  parent: GraphQLNamedType,
  field: { name: string; args: readonly unknown[] },
  schema: GraphQLSchema,
): number {
  const key = `${parent.name}.${field.name}`;
  const fanOut = FAN_OUT_FIELDS[key];
  if (fanOut) return fanOut;
  const root = parent === schema.getQueryType() || parent === schema.getMutationType();
  if (root) return LOCAL_ROOT_FIELDS.has(key) ? 0 : 1;
  return field.args.length > 0 ? 1 : 0;
}

/** Assumed length of a list when estimating cost. */
export const LIST_FACTOR = 10;

/** Flat cost of the introspection fields, whatever they select (their answers are large). */
export const INTROSPECTION_COST: Readonly<Record<string, number>> = {
  __schema: 5_000,
  __type: 200,
};

/**
 * Fields that call the legacy API once per nearby branch, with the most branches they ask
 * (`Type.field`). Aliased copies with other arguments would each fan out again.
 */
export const FAN_OUT_FIELDS: Readonly<Record<string, number>> = {
  'Query.nearbyProductSearch': NEARBY_MAX_BRANCHES,
  'Query.nearbyOffers': NEARBY_MAX_BRANCHES,
};

/**
 * What one legacy call of a fan-out field adds to the estimate: 20 branches cost 8 000, so the
 * default limit (20 000) admits two nearby fields in one operation (at most 40 branch calls).
 */
export const UPSTREAM_CALL_COST = 400;

interface Measure {
  depth: number;
  cost: number;
  aliases: number;
  /** Estimated legacy API calls. */
  calls: number;
}

function returnsList(type: GraphQLOutputType): boolean {
  const inner = isNonNullType(type) ? type.ofType : type;
  return isListType(inner);
}

interface Walk {
  fragments: Record<string, FragmentDefinitionNode>;
  schema: GraphQLSchema;
  /** Fragments being measured (a cycle is reported by graphql-js's own rule). */
  visiting: Set<string>;
  /** Each fragment's measure, computed at its first spread. */
  measured: Map<string, Measure>;
}

const NOTHING: Measure = { depth: 0, cost: 0, aliases: 0, calls: 0 };

function measureFragment(name: string, walk: Walk): Measure {
  const known = walk.measured.get(name);
  if (known) return known;
  const fragment = walk.fragments[name];
  if (!fragment || walk.visiting.has(name)) return NOTHING; // unknown or cyclic
  walk.visiting.add(name);
  const type = walk.schema.getType(fragment.typeCondition.name.value);
  const result = measure(fragment.selectionSet, type ?? undefined, walk);
  walk.visiting.delete(name);
  walk.measured.set(name, result);
  return result;
}

function measure(
  selectionSet: SelectionSetNode,
  parent: GraphQLNamedType | undefined,
  walk: Walk,
): Measure {
  let depth = 0;
  let cost = 0;
  let aliases = 0;
  let calls = 0;
  for (const selection of selectionSet.selections) {
    if (selection.kind === 'Field') {
      if (selection.alias) aliases++;
      const name = selection.name.value;
      if (name.startsWith('__')) {
        cost += INTROSPECTION_COST[name] ?? 0;
        depth = Math.max(depth, 1);
        continue;
      }
      const field =
        parent && (isObjectType(parent) || isInterfaceType(parent))
          ? parent.getFields()[selection.name.value]
          : undefined;
      let fieldCost = 1;
      let fieldDepth = 1;
      if (field && parent) calls += upstreamCallsOf(parent, field, walk.schema);
      if (selection.selectionSet) {
        const inner = measure(
          selection.selectionSet,
          field ? getNamedType(field.type) : undefined,
          walk,
        );
        fieldCost += inner.cost;
        fieldDepth += inner.depth;
        aliases += inner.aliases;
        calls += inner.calls;
      }
      if (field && returnsList(field.type)) fieldCost *= LIST_FACTOR;
      const branches = parent ? FAN_OUT_FIELDS[`${parent.name}.${name}`] : undefined;
      if (branches) fieldCost += branches * UPSTREAM_CALL_COST;
      cost += fieldCost;
      depth = Math.max(depth, fieldDepth);
    } else if (selection.kind === 'InlineFragment') {
      const type = selection.typeCondition
        ? walk.schema.getType(selection.typeCondition.name.value)
        : parent;
      const inner = measure(selection.selectionSet, type ?? undefined, walk);
      cost += inner.cost;
      aliases += inner.aliases;
      calls += inner.calls;
      depth = Math.max(depth, inner.depth);
    } else {
      const inner = measureFragment(selection.name.value, walk);
      cost += inner.cost;
      aliases += inner.aliases;
      calls += inner.calls;
      depth = Math.max(depth, inner.depth);
    }
  }
  return { depth, cost, aliases, calls };
}

export function queryLimitsRule(limits: QueryLimits): ValidationRule {
  return (context: ValidationContext): ASTVisitor => {
    const fragments: Record<string, FragmentDefinitionNode> = {};
    for (const definition of context.getDocument().definitions) {
      if (definition.kind === 'FragmentDefinition') fragments[definition.name.value] = definition;
    }
    const schema = context.getSchema();
    // Shared by every operation of the document: a fragment is measured once.
    const walk: Walk = { fragments, schema, visiting: new Set(), measured: new Map() };
    return {
      OperationDefinition(node) {
        const root =
          node.operation === 'query'
            ? schema.getQueryType()
            : node.operation === 'mutation'
              ? schema.getMutationType()
              : schema.getSubscriptionType();
        const { depth, cost, aliases, calls } = measure(node.selectionSet, root ?? undefined, walk);
        const name = node.name ? `"${node.name.value}"` : 'The operation';
        if (depth > limits.maxDepth) {
          context.reportError(
            new GraphQLError(
              `${name} is nested ${depth} levels deep; the limit is ${limits.maxDepth}.`,
              {
                nodes: [node],
                extensions: { reason: 'QUERY_TOO_DEEP', limit: limits.maxDepth },
              },
            ),
          );
        }
        if (aliases > limits.maxAliases) {
          context.reportError(
            new GraphQLError(
              `${name} uses ${aliases} aliases; the limit is ${limits.maxAliases}.`,
              {
                nodes: [node],
                extensions: { reason: 'TOO_MANY_ALIASES', limit: limits.maxAliases },
              },
            ),
          );
        }
        if (cost > limits.maxCost) {
          context.reportError(
            new GraphQLError(
              `${name} has an estimated cost of ${cost}; the limit is ${limits.maxCost}.`,
              {
                nodes: [node],
                extensions: { reason: 'QUERY_TOO_COSTLY', limit: limits.maxCost, cost },
              },
            ),
          );
        }
        if (calls > limits.maxUpstreamCalls) {
          context.reportError(
            new GraphQLError(
              `${name} would make about ${calls} calls to the shop's back end; the limit is ${limits.maxUpstreamCalls} (GRAPHQL_MAX_UPSTREAM_CALLS). Ask for fewer aliased fields at once.`,
              {
                nodes: [node],
                extensions: {
                  reason: 'TOO_MANY_UPSTREAM_CALLS',
                  limit: limits.maxUpstreamCalls,
                  upstreamCalls: calls,
                },
              },
            ),
          );
        }
      },
    };
  };
}
