/**
 * Generates GraphQL operations from a schema: mostly valid ones with random arguments and
 * selections, some with wrong argument types, missing arguments or unknown fields, and some
 * documents that are not GraphQL at all.
 */
import {
  getNamedType,
  isEnumType,
  isInputObjectType,
  isInterfaceType,
  isListType,
  isNonNullType,
  isObjectType,
  isScalarType,
  isUnionType,
  type GraphQLArgument,
  type GraphQLField,
  type GraphQLInputType,
  type GraphQLObjectType,
  type GraphQLOutputType,
  type GraphQLSchema,
} from 'graphql';
import type { Random } from './random';

export interface FuzzOperation {
  kind: 'valid-shape' | 'bad-arguments' | 'unknown-field' | 'garbage';
  query: string;
}

const NASTY_STRINGS = [
  '',
  ' ',
  "'; DROP TABLE orders; --",
  '<script>alert(1)</script>',
  '../../etc/passwd',
  '%00',
  '💥🇿🇦',
  'a'.repeat(2_000),
  '-1',
  '0',
  '1e309',
  'null',
];

const GARBAGE = [
  '{',
  '}}}}',
  'query {',
  'mutation',
  'subscription { x }',
  '{ __typename @skip }',
  `{ ${'a: __typename '.repeat(40)}}`,
  `query ${'{'.repeat(60)}${'}'.repeat(60)}`,
  'fragment F on Query { ...F } { ...F }',
  '{ __schema { types { name fields { name type { name ofType { name ofType { name } } } } } } }',
  'query ($a: Int!) { __typename }',
  '"just a string"',
];

export class OperationFuzzer {
  constructor(
    private readonly schema: GraphQLSchema,
    private readonly random: Random,
  ) {}

  next(): FuzzOperation {
    const roll = this.random.next();
    if (roll < 0.08) return { kind: 'garbage', query: this.random.pick(GARBAGE) };
    const root = this.pickRoot();
    const field = this.random.pick(Object.values(root.getFields()));
    const opType = root === this.schema.getMutationType() ? 'mutation' : 'query';
    if (roll < 0.16) {
      return {
        kind: 'unknown-field',
        query: `${opType} { ${field.name}Nope${this.random.int(0, 99)} }`,
      };
    }
    const invalidArgs = roll < 0.4;
    const args = this.arguments(field.args, invalidArgs);
    const selection = this.selection(field.type, 0);
    return {
      kind: invalidArgs ? 'bad-arguments' : 'valid-shape',
      query: `${opType} { ${field.name}${args}${selection} }`,
    };
  }

  private pickRoot(): GraphQLObjectType {
    const mutation = this.schema.getMutationType();
    if (mutation && this.random.chance(0.35)) return mutation;
    const query = this.schema.getQueryType();
    if (!query) throw new Error('Schema has no Query type');
    return query;
  }

  private arguments(args: readonly GraphQLArgument[], invalid: boolean): string {
    const parts: string[] = [];
    for (const arg of args) {
      const required = isNonNullType(arg.type);
      if (!required && this.random.chance(0.5)) continue;
      if (invalid && required && this.random.chance(0.3)) continue; // missing required argument
      const value =
        invalid && this.random.chance(0.5) ? this.wrongValue(arg.type) : this.value(arg.type, 0);
      parts.push(`${arg.name}: ${value}`);
    }
    return parts.length > 0 ? `(${parts.join(', ')})` : '';
  }

  private value(type: GraphQLInputType, depth: number): string {
    if (isNonNullType(type)) return this.value(type.ofType, depth);
    if (!isNonNullType(type) && depth > 0 && this.random.chance(0.1)) return 'null';
    if (isListType(type)) {
      const items = Array.from({ length: this.random.int(0, 3) }, () =>
        this.value(type.ofType, depth + 1),
      );
      return `[${items.join(', ')}]`;
    }
    if (isEnumType(type)) return this.random.pick(type.getValues()).name;
    if (isInputObjectType(type)) {
      if (depth > 3) return '{}';
      const fields = Object.values(type.getFields())
        .filter((field) => isNonNullType(field.type) || this.random.chance(0.5))
        .map((field) => `${field.name}: ${this.value(field.type, depth + 1)}`);
      return `{ ${fields.join(', ')} }`;
    }
    if (isScalarType(type)) return this.scalar(type.name);
    return 'null';
  }

  private scalar(name: string): string {
    switch (name) {
      case 'Int':
        return String(
          this.random.pick([0, 1, -1, 7, 101, 201, 2_147_483_647, this.random.int(-1000, 100_000)]),
        );
      case 'Float':
        return String(
          this.random.pick([0, -33.8999547, 18.5701029, 1.5, -90.5, 1e9, this.random.next() * 100]),
        );
      case 'Boolean':
        return this.random.chance(0.5) ? 'true' : 'false';
      case 'ID':
        return JSON.stringify(String(this.random.pick([1, 101, 201, 999_999, 'abc', '-5', ''])));
      case 'DateTime':
        return JSON.stringify(this.random.pick(['2026-11-21T10:00:00+02:00', 'yesterday', '']));
      default:
        return JSON.stringify(this.random.pick(NASTY_STRINGS));
    }
  }

  private wrongValue(type: GraphQLInputType): string {
    const named = getNamedType(type);
    if (isScalarType(named) && (named.name === 'Int' || named.name === 'Float')) {
      return this.random.pick(['"twelve"', 'true', '[1]', '99999999999999999999']);
    }
    if (isEnumType(named)) return 'NOT_A_VALUE';
    if (isInputObjectType(named))
      return this.random.pick(['"object?"', '{ unknownField: 1 }', '[]']);
    return this.random.pick(['123', '{ a: 1 }', 'false']);
  }

  private selection(type: GraphQLOutputType, depth: number): string {
    const named = getNamedType(type);
    if (isScalarType(named) || isEnumType(named)) return '';
    if (isUnionType(named)) {
      const member = this.random.pick(named.getTypes());
      return ` { __typename ... on ${member.name}${this.selection(member, depth + 1) || ' { __typename }'} }`;
    }
    if (isObjectType(named) || isInterfaceType(named)) {
      const fields = Object.values(named.getFields()) as Array<GraphQLField<unknown, unknown>>;
      const chosen = fields.filter(() => this.random.chance(depth > 2 ? 0.25 : 0.5));
      const parts = chosen
        .filter((field) => depth < 4 || isLeaf(field.type))
        .filter(
          (field) => field.args.every((arg) => !isNonNullType(arg.type)) || this.random.chance(0.5),
        )
        .map(
          (field) =>
            `${field.name}${this.arguments(field.args, false)}${this.selection(field.type, depth + 1)}`,
        );
      if (parts.length === 0) parts.push('__typename');
      return ` { ${parts.join(' ')} }`;
    }
    return '';
  }
}

function isLeaf(type: GraphQLOutputType): boolean {
  const named = getNamedType(type);
  return isScalarType(named) || isEnumType(named);
}
