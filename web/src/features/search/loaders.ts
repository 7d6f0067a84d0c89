import type { LoaderFunctionArgs } from 'react-router';
import { preloadQuery } from '../../apollo/client';
import { getSelectedSupplier } from '../../core/selected-supplier';
import { OfferSearchDocument } from './OfferSearch.generated';
import { SEARCH_PAGE_SIZE } from './page-size';
import { isExact } from './search-params';

export function searchLoader({ request }: LoaderFunctionArgs) {
  const params = new URL(request.url).searchParams;
  const query = (params.get('q') ?? '').trim();
  const exactly = isExact(params);
  const supplierId = getSelectedSupplier()?.id;
  // Price comparison searches the nearby branches: that waits for the shopper's position.
  if (query && supplierId) {
    preloadQuery(OfferSearchDocument, {
      variables: { query, supplierId, page: 1, perPage: SEARCH_PAGE_SIZE, exactly },
    });
  }
  return null;
}
