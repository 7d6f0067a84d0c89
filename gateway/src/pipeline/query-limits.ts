/**
 * Validation rules that refuse abusive operations before anything runs: nesting depth, aliases,
 * an estimated cost (every field costs 1; a list multiplies what it contains by LIST_FACTOR) and
 * the estimated legacy calls (`estimateUpstreamCalls`). Each fragment is measured once per
 * document and reused at every spread, so a document of fragments that spread each other many
 * times costs linear time to measure, not exponential. Introspection counts too: its aliases like
 * any other, and `__schema`/`__type` at a flat cost (the explorer's one introspection query fits;
 * many aliased copies of it do not). Token count is limited at parse time
 * (`parseOptions.maxTokens`).
 *
 * The legacy calls are read from the schema's own declarations (schema/cost.graphql):
 * `@upstream(calls:, perList:, perItem:, shares:)` on every field whose resolver calls the legacy API, and
 * `@listSize(assumedSize:, slicingArguments:, sizedFields:)` on the lists above them. A field
 * counts its calls times the sizes of the lists above it (a `perList` field once per list; a
 * `perItem` field times the length of its own list too), every alias again. Root fields count one call unless they declare otherwise.
 */
import {
  GraphQLError,
  Kind,
  getNamedType,
  isListType,
  isNonNullType,
  isObjectType,
  isInterfaceType,
  type ASTVisitor,
  type ConstDirectiveNode,
  type DocumentNode,
  type FieldNode,
  type FragmentDefinitionNode,
  type GraphQLField,
  type GraphQLOutputType,
  type GraphQLNamedType,
  type GraphQLSchema,
  type OperationDefinitionNode,
  type SelectionSetNode,
  type ValidationContext,
  type ValidationRule,
} from 'graphql';

/** Fields holding the request open (`@held`) one operation may ask for. */
export const MAX_HELD_FIELDS = 1;

export interface QueryLimits {
  maxDepth: number;
  maxAliases: number;
  maxCost: number;
  /** Most estimated legacy API calls one operation may make (see `estimateUpstreamCalls`). */
  maxUpstreamCalls: number;
}

/** Assumed length of a list when estimating cost. */
export const LIST_FACTOR = 10;

/**
 * Length assumed for a list field that declares no `@listSize`, when estimating legacy calls: the
 * legacy API's largest page. Lists with a field below that calls upstream declare their own size
 * (a test checks that they do).
 */
export const DEFAULT_LIST_SIZE = 100;

/** Flat cost of the introspection fields, whatever they select (their answers are large). */
export const INTROSPECTION_COST: Readonly<Record<string, number>> = {
  __schema: 5_000,
  __type: 200,
};

/**
 * What each declared legacy call beyond the first adds to the cost of a field that makes several
 * (a nearby field's 21 calls cost 8 400): under the default limit (20 000) an operation holds
 * two such fields at most, whatever the call limit.
 */
export const UPSTREAM_CALL_COST = 400;

/** One `@upstream` of a field. */
export interface UpstreamCalls {
  /** Legacy calls one resolution makes. */
  calls: number;
  /** Counted once per list the field sits in, not once per item. */
  perList: boolean;
  /** Counted once per item of the list the field returns (its `@listSize`). */
  perItem: boolean;
  /** Fields naming the same load: counted once per object (`once`: per operation). */
  shares: string | null;
  /** Counted once per operation, by `shares`. */
  once: boolean;
}

/** A field's declarations for the estimate (`@upstream`, `@listSize`). */
export interface FieldCalls {
  /** Its `@upstream`s; a root field without any makes one call. */
  upstream: UpstreamCalls[];
  /** `@held`: the field holds its request open (a long poll). */
  held: boolean;
  /** `@listSize`, when declared. */
  listSize: {
    assumedSize: number | null;
    slicingArguments: string[];
    sizedFields: string[];
  } | null;
}

function directives(field: GraphQLField<unknown, unknown>, name: string) {
  return field.astNode?.directives?.filter((node) => node.name.value === name) ?? [];
}

function argument(node: ConstDirectiveNode | undefined, name: string) {
  return node?.arguments?.find((arg) => arg.name.value === name)?.value;
}

function intArgument(node: ConstDirectiveNode | undefined, name: string): number | null {
  const value = argument(node, name);
  return value?.kind === Kind.INT ? Number(value.value) : null;
}

function booleanArgument(node: ConstDirectiveNode, name: string): boolean {
  const value = argument(node, name);
  return value?.kind === Kind.BOOLEAN && value.value;
}

function stringsArgument(node: ConstDirectiveNode | undefined, name: string): string[] {
  const value = argument(node, name);
  if (value?.kind === Kind.STRING) return [value.value];
  if (value?.kind !== Kind.LIST) return [];
  return value.values.flatMap((item) => (item.kind === Kind.STRING ? [item.value] : []));
}

const ROOT_CALL: UpstreamCalls = {
  calls: 1,
  perList: false,
  perItem: false,
  shares: null,
  once: false,
};

const declarations = new WeakMap<GraphQLSchema, Map<string, FieldCalls>>();

/** Every field's declarations in a schema (`Type.field`), read once per schema. */
export function fieldCalls(schema: GraphQLSchema): Map<string, FieldCalls> {
  const known = declarations.get(schema);
  if (known) return known;
  const roots = new Set<string | undefined>([
    schema.getQueryType()?.name,
    schema.getMutationType()?.name,
  ]);
  const map = new Map<string, FieldCalls>();
  for (const type of Object.values(schema.getTypeMap())) {
    if (!isObjectType(type) && !isInterfaceType(type)) continue;
    if (type.name.startsWith('__')) continue;
    for (const field of Object.values(type.getFields())) {
      const upstream = directives(field, 'upstream').map((node) => {
        const shares = argument(node, 'shares');
        return {
          calls: intArgument(node, 'calls') ?? 1,
          perList: booleanArgument(node, 'perList'),
          perItem: booleanArgument(node, 'perItem'),
          shares: shares?.kind === Kind.STRING ? shares.value : null,
          once: booleanArgument(node, 'once'),
        };
      });
      const [listSize] = directives(field, 'listSize');
      map.set(`${type.name}.${field.name}`, {
        upstream: upstream.length === 0 && roots.has(type.name) ? [ROOT_CALL] : upstream,
        held: directives(field, 'held').length > 0,
        listSize: listSize
          ? {
              assumedSize: intArgument(listSize, 'assumedSize'),
              slicingArguments: stringsArgument(listSize, 'slicingArguments'),
              sizedFields: stringsArgument(listSize, 'sizedFields'),
            }
          : null,
      });
    }
  }
  declarations.set(schema, map);
  return map;
}

interface Measure {
  depth: number;
  cost: number;
  aliases: number;
  /** Estimated legacy calls, per object of the measured selection set's type. */
  calls: number;
  /** Calls of `perList` fields, once per list holding these objects. */
  perList: number;
  /** Loads made once per operation, by name (`@upstream(once: true)`). */
  once: ReadonlyMap<string, number>;
  /** Fields that hold the request open (`@held`), every alias and list item counted. */
  held: number;
}

function returnsList(type: GraphQLOutputType): boolean {
  const inner = isNonNullType(type) ? type.ofType : type;
  return isListType(inner);
}

interface Walk {
  fragments: Record<string, FragmentDefinitionNode>;
  schema: GraphQLSchema;
  declared: Map<string, FieldCalls>;
  /** Fragments being measured (a cycle is reported by graphql-js's own rule). */
  visiting: Set<string>;
  /** Each fragment's measure, computed at its first spread (by name and list sizing). */
  measured: Map<string, Measure>;
}

/** A parent field's slicing argument sizing some of the lists it returns (`sizedFields`). */
interface Sizing {
  fields: readonly string[];
  size: number;
}

const NOTHING: Measure = {
  depth: 0,
  cost: 0,
  aliases: 0,
  calls: 0,
  perList: 0,
  once: new Map(),
  held: 0,
};

function measureFragment(name: string, walk: Walk, sizing: Sizing | null): Measure {
  const key = sizing ? `${name}|${sizing.fields.join(',')}=${sizing.size}` : name;
  const known = walk.measured.get(key);
  if (known) return known;
  const fragment = walk.fragments[name];
  if (!fragment || walk.visiting.has(name)) return NOTHING; // unknown or cyclic
  walk.visiting.add(name);
  const type = walk.schema.getType(fragment.typeCondition.name.value);
  const result = measure(fragment.selectionSet, type ?? undefined, walk, sizing);
  walk.visiting.delete(name);
  walk.measured.set(key, result);
  return result;
}

/**
 * The length a list field is counted as: its slicing argument's value when the operation writes
 * it (a number, or a list's length: one answer per item asked; a variable's is unknown before it
 * runs: then `assumedSize`, the stated maximum), else its `assumedSize`, else what its parent's
 * slicing argument says, else DEFAULT_LIST_SIZE.
 */
function listLength(
  selection: FieldNode,
  declared: FieldCalls | undefined,
  sizing: Sizing | null,
): number {
  const own = declared?.listSize;
  const literal = (names: readonly string[]): number | null => {
    for (const node of selection.arguments ?? []) {
      if (!names.includes(node.name.value)) continue;
      if (node.value.kind === Kind.INT) return Number(node.value.value);
      if (node.value.kind === Kind.LIST) return node.value.values.length;
    }
    return null;
  };
  if (own && own.sizedFields.length === 0) {
    const sliced = literal(own.slicingArguments);
    if (sliced !== null)
      return own.assumedSize === null ? sliced : Math.min(sliced, own.assumedSize);
    if (own.assumedSize !== null) return own.assumedSize;
  }
  if (sizing && sizing.fields.includes(selection.name.value)) return sizing.size;
  return DEFAULT_LIST_SIZE;
}

/** The sizing a field passes to the lists it returns (`@listSize(sizedFields:)`). */
function sizingOf(selection: FieldNode, declared: FieldCalls | undefined): Sizing | null {
  const own = declared?.listSize;
  if (!own || own.sizedFields.length === 0) return null;
  let size = own.assumedSize ?? DEFAULT_LIST_SIZE;
  for (const node of selection.arguments ?? []) {
    if (own.slicingArguments.includes(node.name.value) && node.value.kind === Kind.INT)
      size = Math.min(size, Number(node.value.value));
  }
  return { fields: own.sizedFields, size };
}

function measure(
  selectionSet: SelectionSetNode,
  parent: GraphQLNamedType | undefined,
  walk: Walk,
  sizing: Sizing | null = null,
): Measure {
  let depth = 0;
  let cost = 0;
  let aliases = 0;
  let calls = 0;
  let perList = 0;
  let held = 0;
  const once = new Map<string, number>();
  const addOnce = (from: ReadonlyMap<string, number>) => {
    for (const [name, count] of from) once.set(name, Math.max(once.get(name) ?? 0, count));
  };
  /** Shared loads already counted for this object. */
  const shared = new Set<string>();
  const add = (inner: Measure) => {
    cost += inner.cost;
    aliases += inner.aliases;
    calls += inner.calls;
    perList += inner.perList;
    held += inner.held;
    addOnce(inner.once);
    depth = Math.max(depth, inner.depth);
  };
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
          ? parent.getFields()[name]
          : undefined;
      const declared = parent ? walk.declared.get(`${parent.name}.${name}`) : undefined;
      let own = 0;
      let ownPerList = 0;
      for (const entry of declared?.upstream ?? []) {
        if (entry.once) {
          const key = entry.shares ?? `${parent?.name}.${name}`;
          once.set(key, Math.max(once.get(key) ?? 0, entry.calls));
        } else if (entry.shares && shared.has(entry.shares)) {
          continue;
        } else {
          if (entry.shares) shared.add(entry.shares);
          if (entry.perList) ownPerList += entry.calls;
          else if (entry.perItem) own += entry.calls * listLength(selection, declared, sizing);
          else own += entry.calls;
        }
      }
      let fieldCost = 1;
      let fieldDepth = 1;
      const list = field !== undefined && returnsList(field.type);
      let inner: Measure = NOTHING;
      if (selection.selectionSet) {
        inner = measure(
          selection.selectionSet,
          field ? getNamedType(field.type) : undefined,
          walk,
          sizingOf(selection, declared),
        );
        fieldCost += inner.cost;
        fieldDepth += inner.depth;
        aliases += inner.aliases;
        addOnce(inner.once);
      }
      if (list) fieldCost *= LIST_FACTOR;
      // A field that calls the legacy API several times (a fan-out) costs more, once.
      if (own > 1) fieldCost += own * UPSTREAM_CALL_COST;
      calls += own;
      perList += ownPerList;
      if (declared?.held) held++;
      if (list) {
        // Every item's calls, and the calls made once for the whole list.
        const length = listLength(selection, declared, sizing);
        calls += inner.calls * length + inner.perList;
        held += inner.held * length;
      } else {
        held += inner.held;
        calls += inner.calls;
        perList += inner.perList;
      }
      cost += fieldCost;
      depth = Math.max(depth, fieldDepth);
    } else if (selection.kind === 'InlineFragment') {
      const type = selection.typeCondition
        ? walk.schema.getType(selection.typeCondition.name.value)
        : parent;
      add(measure(selection.selectionSet, type ?? undefined, walk, sizing));
    } else {
      add(measureFragment(selection.name.value, walk, sizing));
    }
  }
  return { depth, cost, aliases, calls, perList, once, held };
}

/** An operation's estimated legacy calls from its measure. */
function totalCalls(measured: Measure): number {
  let total = measured.calls + measured.perList;
  for (const count of measured.once.values()) total += count;
  return total;
}

function rootOf(schema: GraphQLSchema, node: OperationDefinitionNode) {
  return node.operation === 'query'
    ? schema.getQueryType()
    : node.operation === 'mutation'
      ? schema.getMutationType()
      : schema.getSubscriptionType();
}

function newWalk(schema: GraphQLSchema, document: DocumentNode): Walk {
  const fragments: Record<string, FragmentDefinitionNode> = {};
  for (const definition of document.definitions) {
    if (definition.kind === Kind.FRAGMENT_DEFINITION) fragments[definition.name.value] = definition;
  }
  return {
    fragments,
    schema,
    declared: fieldCalls(schema),
    visiting: new Set(),
    measured: new Map(),
  };
}

/**
 * The legacy calls an operation of a document is estimated to make (the first operation, or the
 * one named), as the upstream-call limit counts them.
 */
export function estimateUpstreamCalls(
  schema: GraphQLSchema,
  document: DocumentNode,
  operationName?: string,
): number {
  const operation = document.definitions.find(
    (definition): definition is OperationDefinitionNode =>
      definition.kind === Kind.OPERATION_DEFINITION &&
      (operationName === undefined || definition.name?.value === operationName),
  );
  if (!operation) throw new Error(`No operation ${operationName ?? ''} in the document`);
  const root = rootOf(schema, operation);
  return totalCalls(measure(operation.selectionSet, root ?? undefined, newWalk(schema, document)));
}

export function queryLimitsRule(limits: QueryLimits): ValidationRule {
  return (context: ValidationContext): ASTVisitor => {
    const schema = context.getSchema();
    // Shared by every operation of the document: a fragment is measured once.
    const walk = newWalk(schema, context.getDocument());
    return {
      OperationDefinition(node) {
        const root = rootOf(schema, node);
        const measured = measure(node.selectionSet, root ?? undefined, walk);
        const { depth, cost, aliases } = measured;
        const calls = totalCalls(measured);
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
        if (measured.held > MAX_HELD_FIELDS) {
          context.reportError(
            new GraphQLError(
              `${name} asks for ${measured.held} live updates that each hold the request open; one request may hold one. Send one request per order page.`,
              {
                nodes: [node],
                extensions: { reason: 'TOO_MANY_HELD_FIELDS', limit: MAX_HELD_FIELDS },
              },
            ),
          );
        }
        if (calls > limits.maxUpstreamCalls) {
          context.reportError(
            new GraphQLError(
              `${name} would make about ${calls} calls to the shop's back end; the limit is ${limits.maxUpstreamCalls} (GRAPHQL_MAX_UPSTREAM_CALLS). Ask for fewer aliased fields or fewer list items at once.`,
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
