/**
 * "Show more" on a category: asks for the next page of its products with the page's own page
 * size. The answer is added to the page's query in the cache (type-policies.ts), so the page
 * renders it like the first; one request at a time.
 */
import { useApolloClient } from '@apollo/client/react';
import { useState } from 'react';
import { CategoryMoreProductsDocument } from './CategoryMoreProducts.generated';
import type { CategoryPageQueryVariables } from './CategoryPage.generated';

export function useNextProductPage(
  variables: CategoryPageQueryVariables,
  nextPage: number | null,
): { loading: boolean; load: () => void } {
  const client = useApolloClient();
  const [loading, setLoading] = useState(false);
  return {
    loading,
    load: () => {
      if (nextPage === null || loading) return;
      setLoading(true);
      void client
        .query({
          query: CategoryMoreProductsDocument,
          variables: { ...variables, page: nextPage },
          fetchPolicy: 'network-only',
        })
        .finally(() => setLoading(false));
    },
  };
}
