import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildSchema, Kind, parse, validate, type DefinitionNode } from 'graphql';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config.js';
import { loadTypeDefs } from '../schema.js';
import { estimateUpstreamCalls, queryLimitsRule } from './query-limits.js';

const schema = buildSchema(`
  type Query { node: Node, nodes: [Node!]! }
  type Node { id: ID!, child: Node, children: [Node!]! }
`);

const check = (
  query: string,
  limits = { maxDepth: 4, maxAliases: 2, maxCost: 200, maxUpstreamCalls: 1_000 },
) =>
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
    expect(
      check(explorer, { maxDepth: 4, maxAliases: 2, maxCost: 20_000, maxUpstreamCalls: 1_000 }),
    ).toEqual([]);
  });

  it('counts aliased introspection fields as aliases and at their flat cost', () => {
    const copies = (n: number) =>
      `{ ${Array.from({ length: n }, (_, i) => `s${i}: __schema { types { name } }`).join(' ')} }`;
    expect(
      check(copies(3), { maxDepth: 4, maxAliases: 2, maxCost: 1_000_000, maxUpstreamCalls: 1_000 }),
    ).toEqual(['TOO_MANY_ALIASES']);
    expect(
      check(copies(5), { maxDepth: 4, maxAliases: 100, maxCost: 20_000, maxUpstreamCalls: 1_000 }),
    ).toEqual(['QUERY_TOO_COSTLY']);
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

  it('counts a field of many legacy calls at a higher cost, so few fit in one operation', () => {
    const nearby = buildSchema(`
      directive @upstream(calls: Int! = 1, perList: Boolean = false, perItem: Boolean = false, shares: String, once: Boolean = false) repeatable on FIELD_DEFINITION
      type Query { nearbyOffers(page: Int): Page! @upstream(calls: 21), node: Node }
      type Page { total: Int! }
      type Node { id: ID! }
    `);
    const fields = (n: number) =>
      Array.from({ length: n }, (_, i) => `p${i}: nearbyOffers(page: ${i + 1}) { total }`);
    const limits = { maxDepth: 12, maxAliases: 30, maxCost: 20_000, maxUpstreamCalls: 1_000 };
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

describe('the upstream-call limit', () => {
  const shop = buildSchema(`
    directive @upstream(calls: Int! = 1, perList: Boolean = false, perItem: Boolean = false, shares: String, once: Boolean = false) repeatable on FIELD_DEFINITION
    directive @listSize(assumedSize: Int, slicingArguments: [String!], sizedFields: [String!]) on FIELD_DEFINITION
    directive @held on FIELD_DEFINITION
    type Query {
      viewer: Viewer @upstream(calls: 0)
      supplier(id: ID!): Supplier
      nearbyOffers(page: Int): Page! @upstream(calls: 20)
      categories(supplierId: ID): [Category!]! @listSize(assumedSize: 10) @upstream(calls: 1) @upstream(calls: 2, shares: "origin", once: true)
      search(query: String!, perPage: Int): SearchPage! @listSize(assumedSize: 100, slicingArguments: ["perPage"], sizedFields: ["offers"])
      recheck(items: [ID!]!): [Offer!]! @upstream(calls: 2, perItem: true) @listSize(assumedSize: 10, slicingArguments: ["items"])
    }
    type Mutation { addToBasket(id: ID!): Boolean }
    type Viewer { id: ID!, account: Account @upstream, order(id: ID!): Order @upstream, name: String, orderUpdate(id: ID!): Order @upstream @held }
    type Account { name: String }
    type Order { id: ID! }
    type Supplier { id: ID!, name: String }
    type Page { total: Int! }
    type Category {
      id: ID!
      subcategories: [Category!]! @upstream(shares: "detail") @listSize(assumedSize: 12)
      products: [Product!]! @upstream(shares: "detail") @listSize(assumedSize: 200)
      banners: [ID!]! @upstream
    }
    type Product { id: ID!, offer: Offer @upstream(calls: 6, perList: true), reviews: [ID!]! @upstream }
    type SearchPage { offers: [Offer!]! }
    type Offer { id: ID!, stock: Int @upstream, supplier: Supplier @upstream(calls: 2, shares: "branches", once: true) }
  `);
  const limits = { maxDepth: 12, maxAliases: 100, maxCost: 1_000_000, maxUpstreamCalls: 5 };
  const refusals = (query: string) =>
    validate(shop, parse(query), [queryLimitsRule(limits)]).map((error) => ({
      reason: error.extensions.reason,
      calls: error.extensions.upstreamCalls,
      message: error.message,
    }));
  const estimate = (query: string) => estimateUpstreamCalls(shop, parse(query));
  const aliased = (n: number, field: (i: number) => string) =>
    Array.from({ length: n }, (_, i) => `a${i}: ${field(i)}`).join(' ');

  it('counts every aliased root field as a call, and refuses past the limit, naming it', () => {
    expect(refusals(`{ ${aliased(5, (i) => `supplier(id: "${i}") { name }`)} }`)).toEqual([]);
    expect(
      refusals(`query Many { ${aliased(6, (i) => `supplier(id: "${i}") { name }`)} }`),
    ).toEqual([
      {
        reason: 'TOO_MANY_UPSTREAM_CALLS',
        calls: 6,
        message:
          '"Many" would make about 6 calls to the shop\'s back end; the limit is 5 (GRAPHQL_MAX_UPSTREAM_CALLS). Ask for fewer aliased fields or fewer list items at once.',
      },
    ]);
    expect(refusals(`mutation { ${aliased(6, (i) => `addToBasket(id: "${i}")`)} }`)).toHaveLength(
      1,
    );
  });

  it('counts a declared field below the root at every alias, through fragments', () => {
    const orders = aliased(6, (i) => `order(id: "${i}") { id }`);
    expect(refusals(`{ viewer { ...V } } fragment V on Viewer { ${orders} }`)).toMatchObject([
      { reason: 'TOO_MANY_UPSTREAM_CALLS', calls: 6 },
    ]);
  });

  it('counts nothing for the viewer itself nor for fields that declare no call', () => {
    expect(estimate('{ viewer { id name } }')).toBe(0);
    expect(estimate('{ viewer { account { name } } }')).toBe(1);
  });

  it('multiplies a per-item field by the sizes of the lists above it', () => {
    // categories (1) + the branch lookup once (2) + 10 categories × (detail 1 + banners 1 + 12
    // subcategories × (detail 1 + 200 products × 1 review read)).
    expect(estimate('{ categories { banners subcategories { products { reviews } } } }')).toBe(
      1 + 2 + 10 * (1 + 1 + 12 * (1 + 200)),
    );
  });

  it('counts a per-list field once per list, whatever its length', () => {
    // categories (1) + lookup (2) + 10 × (detail 1 + one batched offer read of 6 calls).
    expect(estimate('{ categories { products { offer { id } } } }')).toBe(1 + 2 + 10 * (1 + 6));
  });

  it('counts loads shared by an object once, and loads shared by the operation once', () => {
    // Both lists of a category share its one detail call.
    expect(estimate('{ categories { subcategories { id } products { id } } }')).toBe(
      1 + 2 + 10 * 1,
    );
    // Two root fields naming the same branch lookup, and every offer's branch read once.
    expect(
      estimate(
        '{ a: categories(supplierId: "1") { id } b: categories(supplierId: "1") { id } c: search(query: "x") { offers { supplier { id } } } }',
      ),
    ).toBe(1 + 1 + 2 + 1 + 2);
  });

  it('sizes a list by its slicing argument when written, else by its stated maximum', () => {
    const ask = (perPage: string) =>
      estimate(`query ($n: Int) { search(query: "x", perPage: ${perPage}) { offers { stock } } }`);
    expect(ask('5')).toBe(1 + 5);
    expect(ask('$n')).toBe(1 + 100);
  });

  it('counts a per-item field once per item it answers, whatever is selected below it', () => {
    // A list written in the operation counts its length; a variable's, the stated maximum.
    expect(estimate('{ recheck(items: ["1", "2", "3"]) { id } }')).toBe(3 * 2);
    expect(estimate('query ($items: [ID!]!) { recheck(items: $items) { id } }')).toBe(10 * 2);
    expect(estimate('query ($items: [ID!]!) { recheck(items: $items) { stock } }')).toBe(
      10 * 2 + 10 * 1,
    );
  });

  it('refuses a second field holding the request open, through aliases and fragments', () => {
    expect(refusals('{ viewer { orderUpdate(id: "1") { id } } }')).toEqual([]);
    expect(
      refusals(
        'query Two { viewer { a: orderUpdate(id: "1") { id } ...F } } fragment F on Viewer { b: orderUpdate(id: "2") { id } }',
      ),
    ).toEqual([
      {
        reason: 'TOO_MANY_HELD_FIELDS',
        calls: undefined,
        message:
          '"Two" asks for 2 live updates that each hold the request open; one request may hold one. Send one request per order page.',
      },
    ]);
  });

  it('counts a fan-out field by the calls it declares', () => {
    expect(refusals('{ nearbyOffers(page: 1) { total } }')).toMatchObject([
      { reason: 'TOO_MANY_UPSTREAM_CALLS', calls: 20 },
    ]);
  });
});

describe('the web client’s own operations', () => {
  it('every persisted operation of the web build fits the default limits', () => {
    const schema = buildSchema(loadTypeDefs(repo('schema')).join('\n'));
    const manifest = JSON.parse(
      readFileSync(repo('web/src/generated/persisted-query-manifest.json'), 'utf8'),
    ) as { operations: Array<{ name: string; body: string }> };
    expect(manifest.operations.length).toBeGreaterThan(20);
    const { limits } = loadConfig({});
    const refused = manifest.operations.flatMap((operation) =>
      validate(schema, parse(operation.body), [queryLimitsRule(limits)]).map(
        (error) => `${operation.name}: ${error.message}`,
      ),
    );
    expect(refused).toEqual([]);
  });

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
