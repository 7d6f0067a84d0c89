import type { LoaderFunctionArgs } from 'react-router';
import { contextOf } from '../../core/request-context';
import { RootCategoriesDocument } from '../catalogue/RootCategories.generated';
import { OfferSearchDocument } from './OfferSearch.generated';
import { shownOf } from '../../lib/shown';
import { isExact, SEARCH_PAGING } from './search-params';

export function searchLoader({ request, context }: LoaderFunctionArgs) {
  const { preloadQuery, branch } = contextOf({ context });
  const params = new URL(request.url).searchParams;
  const query = (params.get('q') ?? '').trim();
  const exactly = isExact(params);
  const supplierId = branch()?.id;
  // Price comparison searches the nearby branches: that waits for the shopper's position.
  if (query && supplierId) {
    preloadQuery(OfferSearchDocument, {
      variables: {
        query,
        supplierId,
        page: 1,
        perPage: shownOf(params, SEARCH_PAGING),
        exactly,
      },
    });
  }
  // The empty page's category shortcuts (BrowseCategories reads them from the cache): started
  // here, so the server's page has them too, and nothing moves in under the recent searches.
  if (!query)
    preloadQuery(RootCategoriesDocument, {
      variables: { supplierId: supplierId ?? null },
      errorPolicy: 'all',
    });
  return null;
}
