import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildSchema, Kind, parse, validate, type DefinitionNode } from 'graphql';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config.js';
import { loadTypeDefs } from '../schema.js';
import { queryLimitsRule } from './query-limits.js';

const schema = buildSchema(`
  type Query { node: Node, nodes: [Node!]! }
  type Node { id: ID!, child: Node, children: [Node!]! }
`);

const check = (query: string, limits = { maxDepth: 4, maxAliases: 2, maxCost: 200 }) =>
  validate(schema, parse(query), [queryLimitsRule(limits)]).map((error) => error.extensions.reason);

describe('queryLimitsRule', () => {
  it('accepts an operation within every limit', () => {
    expect(check('{ node { id child { id } } }')).toEqual([]);
  });

  it('refuses nesting deeper than the limit, counting through fragments', () => {
    expect(
      check('query Q { node { ...F } } fragment F on Node { child { child { child { id } } } }'),
    ).toEqual(['QUERY_TOO_DEEP']);
  });

  it('refuses too many aliases', () => {
    expect(check('{ a: node { id } b: node { id } c: node { id } }')).toEqual(['TOO_MANY_ALIASES']);
  });

  it('estimates lists as ten times their contents and refuses a costly operation', () => {
    // nodes (x10) > children (x10) > children (x10) > id: about 1110 * 10.
    expect(check('{ nodes { children { children { id } } } }')).toEqual(['QUERY_TOO_COSTLY']);
    expect(check('{ nodes { id } }')).toEqual([]);
  });

  it('lets one introspection query through, so the explorer keeps working', () => {
    const explorer =
      '{ __schema { types { fields { type { ofType { ofType { ofType { name } } } } } } } }';
    expect(check(explorer, { maxDepth: 4, maxAliases: 2, maxCost: 20_000 })).toEqual([]);
  });

  it('counts aliased introspection fields as aliases and at their flat cost', () => {
    const copies = (n: number) =>
      `{ ${Array.from({ length: n }, (_, i) => `s${i}: __schema { types { name } }`).join(' ')} }`;
    expect(check(copies(3), { maxDepth: 4, maxAliases: 2, maxCost: 1_000_000 })).toEqual([
      'TOO_MANY_ALIASES',
    ]);
    expect(check(copies(5), { maxDepth: 4, maxAliases: 100, maxCost: 20_000 })).toEqual([
      'QUERY_TOO_COSTLY',
    ]);
  });

  it('measures each fragment once, so fragments spreading each other twice are refused at once', () => {
    // F0 spreads F1 twice, F1 spreads F2 twice, …: 2^60 expanded fields. Walking every spread
    // would never finish; measuring each fragment once refuses it straight away.
    const fragments = Array.from({ length: 60 }, (_, i) =>
      i < 59
        ? `fragment F${i} on Node { ...F${i + 1} ...F${i + 1} }`
        : `fragment F${i} on Node { id child { id } }`,
    );
    expect(check(`{ node { ...F0 } } ${fragments.join(' ')}`)).toEqual(['QUERY_TOO_COSTLY']);
  });

  it('counts a nearby field by the branch calls it makes, so few fit in one operation', () => {
    const nearby = buildSchema(`
      type Query { nearbyOffers(page: Int): Page!, node: Node }
      type Page { total: Int! }
      type Node { id: ID! }
    `);
    const fields = (n: number) =>
      Array.from({ length: n }, (_, i) => `p${i}: nearbyOffers(page: ${i + 1}) { total }`);
    const limits = { maxDepth: 12, maxAliases: 30, maxCost: 20_000 };
    const reasons = (query: string) =>
      validate(nearby, parse(query), [queryLimitsRule(limits)]).map(
        (error) => error.extensions.reason,
      );
    expect(reasons(`{ ${fields(2).join(' ')} }`)).toEqual([]);
    expect(reasons(`{ ${fields(3).join(' ')} }`)).toEqual(['QUERY_TOO_COSTLY']);
  });
});

const repo = (relative: string) => fileURLToPath(new URL(`../../../${relative}`, import.meta.url));

function graphqlFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((entry) => {
    const path = join(dir, entry);
    if (entry === 'node_modules' || entry === 'generated') return [];
    if (statSync(path).isDirectory()) return graphqlFiles(path);
    return entry.endsWith('.graphql') ? [path] : [];
  });
}

describe('the web client’s own operations', () => {
  it('fit the default limits, the nearby ones included', () => {
    const schema = buildSchema(loadTypeDefs(repo('schema')).join('\n'));
    const definitions: DefinitionNode[] = graphqlFiles(repo('web/src')).flatMap(
      (file) => parse(readFileSync(file, 'utf8')).definitions,
    );
    const fragments = definitions.filter((node) => node.kind === Kind.FRAGMENT_DEFINITION);
    const operations = definitions.filter((node) => node.kind === Kind.OPERATION_DEFINITION);
    expect(operations.length).toBeGreaterThan(20);
    const { limits } = loadConfig({});
    const refused = operations.flatMap((operation) => {
      const document = { kind: Kind.DOCUMENT, definitions: [operation, ...fragments] } as const;
      return validate(schema, document, [queryLimitsRule(limits)])
        .filter((error) => error.extensions.reason)
        .map((error) => error.message);
    });
    expect(refused).toEqual([]);
  });
});
