import type { LoaderFunctionArgs } from 'react-router';
import { contextOf } from '../../core/request-context';
import { OfferSearchDocument } from './OfferSearch.generated';
import { SEARCH_PAGE_SIZE } from './page-size';
import { isExact } from './search-params';

export function searchLoader({ request, context }: LoaderFunctionArgs) {
  const { preloadQuery, branch } = contextOf({ context });
  const params = new URL(request.url).searchParams;
  const query = (params.get('q') ?? '').trim();
  const exactly = isExact(params);
  const supplierId = branch()?.id;
  // Price comparison searches the nearby branches: that waits for the shopper's position.
  if (query && supplierId) {
    preloadQuery(OfferSearchDocument, {
      variables: { query, supplierId, page: 1, perPage: SEARCH_PAGE_SIZE, exactly },
    });
  }
  return null;
}
