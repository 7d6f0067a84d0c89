/**
 * "Show more" on a category: asks for the next page of its products with the page's own page
 * size. The answer is added to the page's query in the cache (type-policies.ts), so the page
 * renders it like the first.
 */
import { useApolloClient } from '@apollo/client/react';
import { useLoadMore, type LoadMoreState } from '../../ui/use-load-more';
import { CategoryMoreProductsDocument } from './CategoryMoreProducts.generated';
import type { CategoryPageQueryVariables } from './CategoryPage.generated';

export function useNextProductPage(
  variables: CategoryPageQueryVariables,
  nextPage: number | null,
): Omit<LoadMoreState, 'run'> & { load: () => void } {
  const client = useApolloClient();
  const more = useLoadMore();
  return {
    loading: more.loading,
    failed: more.failed,
    load: () => {
      if (nextPage === null) return;
      more.run(() =>
        client.query({
          query: CategoryMoreProductsDocument,
          variables: { ...variables, page: nextPage },
          fetchPolicy: 'network-only',
        }),
      );
    },
  };
}
