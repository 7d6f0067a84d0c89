import { buildClientSchema, buildSchema, graphqlSync, getIntrospectionQuery } from 'graphql';
import { describe, expect, it } from 'vitest';
import { rankingTypesByName } from './ranked-types';

const schema = buildSchema(`
  type Query { orders: [CancelOrderPayload] order: Order }
  type CancelOrderPayload { order: Order }
  type OrderItem { id: ID }
  type Order { id: ID items: [OrderItem] }
`);

/** The type names the docs search would list for "order", in its order (typeMap order). */
function searchedTypes(introspection: unknown, word: string): string[] {
  const built = buildClientSchema((introspection as { data: never }).data);
  return Object.keys(built.getTypeMap()).filter((name) => name.toLowerCase().includes(word));
}

describe('the docs search ranking', () => {
  const introspect = () =>
    Promise.resolve(graphqlSync({ schema, source: getIntrospectionQuery() }) as never);

  it('lists a type named as searched before the longer names that contain it', async () => {
    expect(searchedTypes(await introspect(), 'order')[0]).toBe('CancelOrderPayload');
    const fetcher = rankingTypesByName(introspect);
    const ranked = await fetcher({
      query: getIntrospectionQuery(),
      operationName: 'IntrospectionQuery',
    });
    expect(searchedTypes(ranked, 'order')).toEqual(['Order', 'OrderItem', 'CancelOrderPayload']);
  });

  it('leaves every other answer as it is', async () => {
    const answer = { data: { orders: [] } };
    const fetcher = rankingTypesByName(() => Promise.resolve(answer));
    expect(await fetcher({ query: '{ orders { order { id } } }', operationName: 'Orders' })).toBe(
      answer,
    );
  });
});
