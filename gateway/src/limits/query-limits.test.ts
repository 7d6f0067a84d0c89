import { buildSchema, parse, validate } from 'graphql';
import { describe, expect, it } from 'vitest';
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

  it('does not count introspection, so the explorer keeps working', () => {
    expect(
      check('{ __schema { types { fields { type { ofType { ofType { ofType { name } } } } } } } }'),
    ).toEqual([]);
  });
});
