/**
 * Validation rules that refuse abusive operations before anything runs: nesting depth, aliases
 * and an estimated cost (every field costs 1; a list multiplies what it contains by
 * LIST_FACTOR). Introspection fields are not counted, so the explorer keeps working. Token count
 * is limited at parse time (`parseOptions.maxTokens`).
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

export interface QueryLimits {
  maxDepth: number;
  maxAliases: number;
  maxCost: number;
}

/** Assumed length of a list when estimating cost. */
export const LIST_FACTOR = 10;

interface Measure {
  depth: number;
  cost: number;
  aliases: number;
}

function returnsList(type: GraphQLOutputType): boolean {
  const inner = isNonNullType(type) ? type.ofType : type;
  return isListType(inner);
}

function measure(
  selectionSet: SelectionSetNode,
  parent: GraphQLNamedType | undefined,
  fragments: Record<string, FragmentDefinitionNode>,
  schema: GraphQLSchema,
  visiting: Set<string>,
): Measure {
  let depth = 0;
  let cost = 0;
  let aliases = 0;
  for (const selection of selectionSet.selections) {
    if (selection.kind === 'Field') {
      if (selection.name.value.startsWith('__')) continue;
      if (selection.alias) aliases++;
      const field =
        parent && (isObjectType(parent) || isInterfaceType(parent))
          ? parent.getFields()[selection.name.value]
          : undefined;
      let fieldCost = 1;
      let fieldDepth = 1;
      if (selection.selectionSet) {
        const inner = measure(
          selection.selectionSet,
          field ? getNamedType(field.type) : undefined,
          fragments,
          schema,
          visiting,
        );
        fieldCost += inner.cost;
        fieldDepth += inner.depth;
        aliases += inner.aliases;
      }
      if (field && returnsList(field.type)) fieldCost *= LIST_FACTOR;
      cost += fieldCost;
      depth = Math.max(depth, fieldDepth);
    } else if (selection.kind === 'InlineFragment') {
      const type = selection.typeCondition
        ? schema.getType(selection.typeCondition.name.value)
        : parent;
      const inner = measure(selection.selectionSet, type ?? undefined, fragments, schema, visiting);
      cost += inner.cost;
      aliases += inner.aliases;
      depth = Math.max(depth, inner.depth);
    } else {
      const name = selection.name.value;
      const fragment = fragments[name];
      if (!fragment || visiting.has(name)) continue; // unknown or cyclic: other rules report it
      visiting.add(name);
      const type = schema.getType(fragment.typeCondition.name.value);
      const inner = measure(fragment.selectionSet, type ?? undefined, fragments, schema, visiting);
      visiting.delete(name);
      cost += inner.cost;
      aliases += inner.aliases;
      depth = Math.max(depth, inner.depth);
    }
  }
  return { depth, cost, aliases };
}

export function queryLimitsRule(limits: QueryLimits): ValidationRule {
  return (context: ValidationContext): ASTVisitor => {
    const fragments: Record<string, FragmentDefinitionNode> = {};
    for (const definition of context.getDocument().definitions) {
      if (definition.kind === 'FragmentDefinition') fragments[definition.name.value] = definition;
    }
    return {
      OperationDefinition(node) {
        const schema = context.getSchema();
        const root =
          node.operation === 'query'
            ? schema.getQueryType()
            : node.operation === 'mutation'
              ? schema.getMutationType()
              : schema.getSubscriptionType();
        const { depth, cost, aliases } = measure(
          node.selectionSet,
          root ?? undefined,
          fragments,
          schema,
          new Set(),
        );
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
      },
    };
  };
}
