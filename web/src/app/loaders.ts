/**
 * Route loaders. Each starts its route's queries with Apollo's `preloadQuery` as soon as the
 * navigation starts, in parallel with the route's chunk (the loaders are static, the components
 * lazy), instead of after the chunk has loaded and rendered. Screens that read the result with
 * `useReadQuery` get the query reference from `useLoaderData`; the others find the answer in
 * flight or in the cache when their own `useQuery` runs (the link deduplicates the request).
 * Loaders never wait for an answer: the screen shows its skeleton while it comes.
 */
import type { LoaderFunctionArgs } from 'react-router';
import { apolloClient, preloadQuery } from '../apollo/client';
import { ActivePromotionsDocument } from '../features/offers/ActivePromotions.generated';
import { AddressBookDocument } from '../features/addresses/AddressBook.generated';
import { AgenciesDocument } from '../features/suppliers/Agencies.generated';
import { AllPromotionsDocument } from '../features/offers/AllPromotions.generated';
import { CategoryPageDocument } from '../features/catalogue/CategoryPage.generated';
import { CombosDocument } from '../features/offers/Combos.generated';
import { HomePageDocument } from '../features/home/HomePage.generated';
import { DebtorCardsPageDocument } from '../features/debtorcards/DebtorCardsPage.generated';
import { OfferSearchDocument } from '../features/search/OfferSearch.generated';
import { OrderDetailDocument } from '../features/orders/OrderDetail.generated';
import { ProfilePageDocument } from '../features/account/ProfilePage.generated';
import { ProductPageDocument } from '../features/catalogue/ProductPage.generated';
import { ShopConfigDocument } from './config/ShopConfig.generated';
import { StokvelOffersDocument } from '../features/offers/StokvelOffers.generated';
import { SEARCH_PAGE_SIZE } from '../features/search/page-size';
import { getSelectedSupplier } from '../features/suppliers/selected-supplier';

/** The root: the shop configuration starts loading at once; nothing waits for it. */
export function rootLoader() {
  return { config: preloadQuery(ShopConfigDocument, { errorPolicy: 'all' }) };
}

export function homeLoader() {
  const supplierId = getSelectedSupplier()?.id;
  const mode = apolloClient.readQuery({ query: ShopConfigDocument })?.shopConfig?.mode;
  // In agency mode the home page asks for a branch first.
  if (mode === 'AGENCY' && !supplierId) return null;
  preloadQuery(HomePageDocument, { variables: { supplierId } });
  return null;
}

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

/** The offer lists of the chosen branch (none without a branch: the page asks for one). */
function branchLoader(
  document:
    | typeof ActivePromotionsDocument
    | typeof AllPromotionsDocument
    | typeof StokvelOffersDocument
    | typeof CombosDocument,
) {
  return () => {
    const supplierId = getSelectedSupplier()?.id;
    if (supplierId) preloadQuery(document, { variables: { supplierId } });
    return null;
  };
}

export const promotionsLoader = branchLoader(ActivePromotionsDocument);
export const leafletPromotionsLoader = branchLoader(AllPromotionsDocument);
export const stokvelLoader = branchLoader(StokvelOffersDocument);
export const combosLoader = branchLoader(CombosDocument);

export function agenciesLoader() {
  return { queryRef: preloadQuery(AgenciesDocument, { errorPolicy: 'all' }) };
}

export type AgenciesLoaderData = ReturnType<typeof agenciesLoader>;

export function orderLoader({ params }: LoaderFunctionArgs) {
  preloadQuery(OrderDetailDocument, { variables: { id: params.id ?? '' } });
  return null;
}

export function searchLoader({ request }: LoaderFunctionArgs) {
  const query = (new URL(request.url).searchParams.get('q') ?? '').trim();
  const supplierId = getSelectedSupplier()?.id;
  // Price comparison searches the nearby branches: that waits for the shopper's position.
  if (query && supplierId) {
    preloadQuery(OfferSearchDocument, {
      variables: {
        query,
        supplierId,
        page: 1,
        perPage: SEARCH_PAGE_SIZE,
      },
    });
  }
  return null;
}

export function profileLoader() {
  preloadQuery(ProfilePageDocument);
  return null;
}

export function addressBookLoader() {
  preloadQuery(AddressBookDocument);
  return null;
}

export function debtorCardsLoader() {
  preloadQuery(DebtorCardsPageDocument);
  return null;
}

/** Routes whose data depends on what the screen asks (position, typed text, basket): none yet. */
export function noDataLoader() {
  return null;
}
