import type { LoaderFunctionArgs } from 'react-router';
import { preloadQuery } from '../../apollo/client';
import { getSelectedSupplier } from '../../core/selected-supplier';
import { CategoryPageDocument } from './CategoryPage.generated';
import { ProductPageDocument } from './ProductPage.generated';

export function categoryLoader({ params }: LoaderFunctionArgs) {
  return {
    queryRef: preloadQuery(CategoryPageDocument, {
      variables: { id: params.id ?? '', supplierId: getSelectedSupplier()?.id },
      errorPolicy: 'all',
    }),
  };
}

function productQuery(id: string, supplierId: string | undefined) {
  return {
    queryRef: preloadQuery(ProductPageDocument, {
      variables: { id, supplierId },
      errorPolicy: 'all',
    }),
  };
}

export function productLoader({ params }: LoaderFunctionArgs) {
  return productQuery(params.id ?? '', getSelectedSupplier()?.id);
}

/** Prices at every branch: the product without a branch. */
export function productOffersLoader({ params }: LoaderFunctionArgs) {
  return productQuery(params.id ?? '', undefined);
}

export type ProductLoaderData = ReturnType<typeof productLoader>;
export type CategoryLoaderData = ReturnType<typeof categoryLoader>;
