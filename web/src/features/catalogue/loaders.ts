import type { LoaderFunctionArgs } from 'react-router';
import { contextOf } from '../../core/request-context';
import type { RequestContext } from '../../core/request-context';
import { CategoryPageDocument } from './CategoryPage.generated';
import { categoryPageVariables } from './category-paging';
import { ProductPageDocument } from './ProductPage.generated';

export function categoryLoader(args: LoaderFunctionArgs) {
  const { preloadQuery, branch } = contextOf(args);
  const params = new URL(args.request.url).searchParams;
  const variables = categoryPageVariables(args.params.id ?? '', branch()?.id, params);
  return {
    variables,
    queryRef: preloadQuery(CategoryPageDocument, { variables, errorPolicy: 'all' }),
  };
}

function productQuery(
  { preloadQuery }: RequestContext,
  id: string,
  supplierId: string | undefined,
) {
  return {
    queryRef: preloadQuery(ProductPageDocument, {
      variables: { id, supplierId },
      errorPolicy: 'all',
    }),
  };
}

export function productLoader(args: LoaderFunctionArgs) {
  const context = contextOf(args);
  return productQuery(context, args.params.id ?? '', context.branch()?.id);
}

/** Prices at every branch: the product without a branch. */
export function productOffersLoader(args: LoaderFunctionArgs) {
  return productQuery(contextOf(args), args.params.id ?? '', undefined);
}

export type ProductLoaderData = ReturnType<typeof productLoader>;
export type CategoryLoaderData = ReturnType<typeof categoryLoader>;
