/**
 * The names a schema would give away: its types, fields, arguments and input fields (built-in
 * scalars and introspection types left out: they are in every GraphQL schema). `namesIn` finds
 * the ones a message quotes, as graphql-js's messages quote names ("Cannot query field "x" on type
 * "Y"").
 */
import {
  isInputObjectType,
  isInterfaceType,
  isObjectType,
  isSpecifiedScalarType,
  type GraphQLSchema,
} from 'graphql';

export function schemaNames(schema: GraphQLSchema): Set<string> {
  const names = new Set<string>();
  for (const type of Object.values(schema.getTypeMap())) {
    if (type.name.startsWith('__') || isSpecifiedScalarType(type)) continue;
    names.add(type.name);
    if (isObjectType(type) || isInterfaceType(type)) {
      for (const field of Object.values(type.getFields())) {
        names.add(field.name);
        for (const argument of field.args) names.add(argument.name);
      }
    }
    if (isInputObjectType(type)) {
      for (const field of Object.values(type.getFields())) names.add(field.name);
    }
  }
  return names;
}

/** The schema names `message` quotes (`"name"`), other than the client's own `$variables`. */
export function namesIn(message: string, names: ReadonlySet<string>): string[] {
  return [...message.matchAll(/"([_A-Za-z][_0-9A-Za-z]*)"/g)]
    .map((match) => match[1]!)
    .filter((name) => names.has(name));
}
