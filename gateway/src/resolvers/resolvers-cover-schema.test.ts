/**
 * Every non-null field of the schema is answered: by a resolver in the map, or by the default
 * resolver reading the property of the same name on its parent, the type codegen gives the parent
 * (a mapper's REST shape, else the schema type itself). A new `Product.ratingCount: Int!` with no
 * resolver, on a parent that has only `rating_count`, fails here rather than at run time with
 * "Cannot return null for non-nullable field". Root fields (Query, Mutation) have no parent: each
 * needs a resolver. A resolver for a field the schema lacks is refused when the schema is built
 * (graphql-tools' `requireResolversToMatchSchema`, 'error' by default).
 */
import { makeExecutableSchema } from '@graphql-tools/schema';
import { buildASTSchema, getNamedType, isNonNullType, isObjectType, parse } from 'graphql';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { loadTypeDefs } from '../schema.js';
import { resolvers } from './index.js';

const schemaDir = fileURLToPath(new URL('../../../schema', import.meta.url));
const generatedTypes = fileURLToPath(new URL('../generated/resolvers-types.ts', import.meta.url));
const gatewayTsconfig = fileURLToPath(new URL('../../tsconfig.json', import.meta.url));
const ROOT_TYPES = new Set(['Query', 'Mutation', 'Subscription']);

/** The properties of each parent type codegen gives the resolvers (`ResolversParentTypes`). */
function parentProperties(): Map<string, Set<string>> {
  const { config } = ts.readConfigFile(gatewayTsconfig, (path) => ts.sys.readFile(path));
  const { options } = ts.parseJsonConfigFileContent(
    config,
    ts.sys,
    fileURLToPath(new URL('../..', import.meta.url)),
  );
  const program = ts.createProgram([generatedTypes], { ...options, noEmit: true });
  const checker = program.getTypeChecker();
  const source = program.getSourceFile(generatedTypes);
  if (!source) throw new Error(`${generatedTypes} is not in the program`);
  const alias = source.statements.find(
    (statement): statement is ts.TypeAliasDeclaration =>
      ts.isTypeAliasDeclaration(statement) && statement.name.text === 'ResolversParentTypes',
  );
  if (!alias) throw new Error('codegen wrote no ResolversParentTypes');
  const parents = checker.getTypeAtLocation(alias.name);
  const map = new Map<string, Set<string>>();
  for (const parent of checker.getPropertiesOfType(parents)) {
    const type = checker.getApparentType(checker.getTypeOfSymbolAtLocation(parent, alias));
    map.set(parent.name, new Set(checker.getPropertiesOfType(type).map((p) => p.name)));
  }
  return map;
}

/** `Type.field` of each non-null field (every root field) that nothing answers. */
function unanswered(
  typeDefs: string[],
  resolverMap: Record<string, Record<string, unknown>>,
  parents: Map<string, Set<string>>,
): string[] {
  const schema = buildASTSchema(parse(typeDefs.join('\n')));
  const missing: string[] = [];
  for (const type of Object.values(schema.getTypeMap())) {
    if (!isObjectType(type) || type.name.startsWith('__')) continue;
    const root = ROOT_TYPES.has(type.name);
    for (const field of Object.values(type.getFields())) {
      if (!root && !isNonNullType(field.type)) continue;
      if (resolverMap[type.name]?.[field.name]) continue;
      if (!root && parents.get(type.name)?.has(field.name)) continue;
      missing.push(`${type.name}.${field.name}: ${String(getNamedType(field.type))}`);
    }
  }
  return missing;
}

describe('the resolver map against the schema', () => {
  const typeDefs = loadTypeDefs(schemaDir);
  const resolverMap = resolvers as Record<string, Record<string, unknown>>;
  // One TypeScript program over the generated types and the mappers they import.
  const parents = parentProperties();

  it('answers every non-null field, by a resolver or by its parent type', () => {
    expect(unanswered(typeDefs, resolverMap, parents)).toEqual([]);
  });

  it('finds a new non-null field whose parent lacks it and that has no resolver', () => {
    const withNewField = [...typeDefs, 'extend type Product { ratingCount: Int! }'];
    expect(unanswered(withNewField, resolverMap, parents)).toEqual(['Product.ratingCount: Int']);
  });

  it('refuses a resolver for a field the schema does not have', () => {
    expect(() =>
      makeExecutableSchema({
        typeDefs,
        resolvers: [resolverMap, { Product: { ratingCount: () => 0 } }],
      }),
    ).toThrow(/Product\.ratingCount defined in resolvers, but not in schema/);
  });
});
