import { gql, InMemoryCache, type TypedDocumentNode } from '@apollo/client';
import { describe, expect, it, vi } from 'vitest';
import { ServerRenderCache } from './server-render-cache';

const PRODUCT: TypedDocumentNode<
  { product: { __typename: 'Product'; id: string; name: string } | null },
  { id: string }
> = gql`
  query ProductName($id: ID!) {
    product(id: $id) {
      id
      name
    }
  }
`;

const product = (id: string, name: string) => ({
  product: { __typename: 'Product' as const, id, name },
});

describe('ServerRenderCache reads', () => {
  it('reads a query once until the cache changes, and answers as InMemoryCache does', () => {
    const cache = new ServerRenderCache();
    const plain = new InMemoryCache();
    for (const c of [cache, plain])
      c.writeQuery({ query: PRODUCT, variables: { id: '1' }, data: product('1', 'Maize meal') });
    const walks = vi.spyOn(InMemoryCache.prototype, 'diff');
    const read = () => cache.diff({ query: PRODUCT, variables: { id: '1' }, optimistic: true });
    const first = read();
    expect(read()).toBe(first);
    expect(walks).toHaveBeenCalledTimes(1);
    walks.mockRestore();
    expect(first).toEqual(plain.diff({ query: PRODUCT, variables: { id: '1' }, optimistic: true }));
    // Other variables or a partial read are reads of their own.
    expect(cache.diff({ query: PRODUCT, variables: { id: '2' }, optimistic: true }).complete).toBe(
      false,
    );
  });

  it('reads again after a write, a modification or an eviction', () => {
    const cache = new ServerRenderCache();
    const read = () =>
      cache.diff({
        query: PRODUCT,
        variables: { id: '1' },
        optimistic: true,
        returnPartialData: true,
      }).result?.product?.name;
    expect(read()).toBeUndefined();
    cache.writeQuery({ query: PRODUCT, variables: { id: '1' }, data: product('1', 'Maize meal') });
    expect(read()).toBe('Maize meal');
    cache.modify({ id: 'Product:1', fields: { name: () => 'Samp' } });
    expect(read()).toBe('Samp');
    cache.evict({ id: 'Product:1' });
    expect(read()).toBeUndefined();
  });
});
