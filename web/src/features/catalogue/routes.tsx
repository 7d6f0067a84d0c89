/** Categories and products, and a product's prices at every branch. */
import { msg } from '@lingui/core/macro';
import type { RouteObject } from 'react-router';
import { loadChunk } from '../../core/chunk-timeout';
import { answeredTitle } from '../../core/loader-title';
import { withSupplierBar, type RouteHandle } from '../../core/route-handle';
import type { CategoryPageQuery } from './CategoryPage.generated';
import { categoryLoader, productLoader, productOffersLoader } from './loaders';
import type { ProductPageQuery } from './ProductPage.generated';

/** The product's name from the product loaders' answer. */
const productName = (data: unknown) =>
  answeredTitle<ProductPageQuery>(data, (answer) => answer.product?.name);

export const catalogueRoutes: RouteObject[] = [
  {
    path: 'category/:id',
    handle: withSupplierBar(
      msg`Category`,
      (data) => answeredTitle<CategoryPageQuery>(data, (answer) => answer.category?.name),
      { screen: 'src/features/catalogue/CategoryPage.tsx', signedIn: true },
    ),
    loader: categoryLoader,
    lazy: async () => ({
      Component: (await loadChunk(() => import('./CategoryPage'))).CategoryPage,
    }),
  },
  {
    path: 'product/:id',
    handle: withSupplierBar(msg`Product`, productName, {
      screen: 'src/features/catalogue/ProductPage.tsx',
      signedIn: true,
    }),
    loader: productLoader,
    lazy: async () => ({
      Component: (await loadChunk(() => import('./ProductPage'))).ProductPage,
    }),
  },
  {
    path: 'product/:id/offers',
    handle: {
      title: msg`Prices at every branch`,
      wide: true,
      // The page names the product once it is known, as the product page does.
      titleFromData: productName,
      render: { screen: 'src/features/catalogue/ProductPage.tsx', signedIn: true },
    } satisfies RouteHandle,
    loader: productOffersLoader,
    lazy: async () => ({
      Component: (await loadChunk(() => import('./ProductPage'))).ProductOffersPage,
    }),
  },
];
