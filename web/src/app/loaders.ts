/**
 * Route loaders. Each starts its route's queries with Apollo's `preloadQuery` as soon as the
 * navigation starts, in parallel with the route's chunk (the loaders are static, the components
 * lazy), instead of after the chunk has loaded and rendered. Each screen reads the query
 * reference from `useLoaderData` with `usePreloadedQuery`, so the request is made once, here.
 * Loaders never wait for an answer: the screen shows its skeleton while it comes. The shopper's
 * own data (orders, profile, addresses, cards) is shown from the cache and asked again
 * (`cache-and-network`): another tab or the branch may have changed it.
 */
import type { LoaderFunctionArgs } from 'react-router';
import { apolloClient, preloadQuery } from '../apollo/client';
import { adsInTime } from '../features/home/ads-in-time';
import { ActivePromotionsDocument } from '../features/offers/ActivePromotions.generated';
import { AddressBookDocument } from '../features/addresses/AddressBook.generated';
import { AgenciesDocument } from '../features/suppliers/Agencies.generated';
import { AllPromotionsDocument } from '../features/offers/AllPromotions.generated';
import { CategoryPageDocument } from '../features/catalogue/CategoryPage.generated';
import { CombosDocument } from '../features/offers/Combos.generated';
import { AdPopupsDocument } from '../features/home/AdPopups.generated';
import { HomePageDocument } from '../features/home/HomePage.generated';
import { RootCategoriesDocument } from '../features/catalogue/RootCategories.generated';
import { isDataFree } from './config/data-free';
import { DebtorCardsPageDocument } from '../features/debtorcards/DebtorCardsPage.generated';
import { OfferSearchDocument } from '../features/search/OfferSearch.generated';
import { OrderDetailDocument } from '../features/orders/OrderDetail.generated';
import { OrderHistoryDocument } from '../features/orders/OrderHistory.generated';
import { ORDERS_PAGE_SIZE } from '../features/orders/page-size';
import { ProfilePageDocument } from '../features/account/ProfilePage.generated';
import { ProductPageDocument } from '../features/catalogue/ProductPage.generated';
import { ShopConfigDocument } from './config/ShopConfig.generated';
import { StokvelOffersDocument } from '../features/offers/StokvelOffers.generated';
import { SEARCH_PAGE_SIZE } from '../features/search/page-size';
import { getSelectedSupplier } from '../features/suppliers/selected-supplier';
import { getCheckout } from '../features/checkout/checkout-store';

/** The root: the shop configuration starts loading at once; nothing waits for it. */
export function rootLoader() {
  return { config: preloadQuery(ShopConfigDocument, { errorPolicy: 'all' }) };
}

export function homeLoader() {
  const supplierId = getSelectedSupplier()?.id;
  const mode = apolloClient.readQuery({ query: ShopConfigDocument })?.shopConfig?.mode;
  // In agency mode the home page asks for a branch first.
  if (mode === 'AGENCY' && !supplierId) return { queryRef: null, adsRef: null, adsInTime: null };
  const variables = { supplierId: supplierId ?? null };
  // The categories start here too, so the top of the page can wait for its three answers and
  // appear at once: nothing above the categories moves after they show (no layout shift).
  void apolloClient.query({ query: RootCategoriesDocument, variables }).catch(() => undefined);
  const queryRef = preloadQuery(HomePageDocument, {
    variables: { supplierId },
    errorPolicy: 'all',
  });
  // Ads are pictures: none in data-free mode.
  const adsRef = isDataFree()
    ? null
    : preloadQuery(AdPopupsDocument, { variables, errorPolicy: 'all' });
  return { queryRef, adsRef, adsInTime: adsRef ? adsInTime(adsRef, queryRef) : null };
}

export type HomeLoaderData = ReturnType<typeof homeLoader>;

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
function branchQuery<TRef>(start: (supplierId: string) => TRef): { queryRef: TRef | null } {
  const supplierId = getSelectedSupplier()?.id;
  return { queryRef: supplierId ? start(supplierId) : null };
}

const branchList = { errorPolicy: 'all' } as const;

export const promotionsLoader = () =>
  branchQuery((supplierId) =>
    preloadQuery(ActivePromotionsDocument, { variables: { supplierId }, ...branchList }),
  );
export const leafletPromotionsLoader = () =>
  branchQuery((supplierId) =>
    preloadQuery(AllPromotionsDocument, { variables: { supplierId }, ...branchList }),
  );
export const stokvelLoader = () =>
  branchQuery((supplierId) =>
    preloadQuery(StokvelOffersDocument, { variables: { supplierId }, ...branchList }),
  );
export const combosLoader = () =>
  branchQuery((supplierId) =>
    preloadQuery(CombosDocument, { variables: { supplierId }, ...branchList }),
  );

export type PromotionsLoaderData = ReturnType<typeof promotionsLoader>;
export type LeafletPromotionsLoaderData = ReturnType<typeof leafletPromotionsLoader>;
export type StokvelLoaderData = ReturnType<typeof stokvelLoader>;
export type CombosLoaderData = ReturnType<typeof combosLoader>;

export function agenciesLoader() {
  return { queryRef: preloadQuery(AgenciesDocument, { errorPolicy: 'all' }) };
}

export type AgenciesLoaderData = ReturnType<typeof agenciesLoader>;

/** The shopper's own data: shown from the cache, and asked again (another tab may have changed it). */
const ownData = { fetchPolicy: 'cache-and-network', errorPolicy: 'all' } as const;

export function orderLoader({ params }: Pick<LoaderFunctionArgs, 'params'>) {
  return {
    queryRef: preloadQuery(OrderDetailDocument, {
      variables: { id: params.id ?? '' },
      ...ownData,
    }),
  };
}

export type OrderLoaderData = ReturnType<typeof orderLoader>;

/** The order just placed (`/checkout/payment`): none when no order is waiting for payment. */
export function checkoutPaymentLoader() {
  const { orderId } = getCheckout();
  return { queryRef: orderId ? orderLoader({ params: { id: orderId } }).queryRef : null };
}

export type PayOrderLoaderData = ReturnType<typeof checkoutPaymentLoader>;

/** The newest page of the order history; "Show more" asks for the next ones from the screen. */
export function orderHistoryLoader() {
  return {
    queryRef: preloadQuery(OrderHistoryDocument, {
      variables: { page: 1, perPage: ORDERS_PAGE_SIZE },
      ...ownData,
    }),
  };
}

export type OrderHistoryLoaderData = ReturnType<typeof orderHistoryLoader>;

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
  return { queryRef: preloadQuery(ProfilePageDocument, ownData) };
}

export function addressBookLoader() {
  return { queryRef: preloadQuery(AddressBookDocument, ownData) };
}

export function debtorCardsLoader() {
  return { queryRef: preloadQuery(DebtorCardsPageDocument, ownData) };
}

export type ProfileLoaderData = ReturnType<typeof profileLoader>;
export type AddressBookLoaderData = ReturnType<typeof addressBookLoader>;
export type DebtorCardsLoaderData = ReturnType<typeof debtorCardsLoader>;

/** Routes whose data depends on what the screen asks (position, typed text, basket): none yet. */
export function noDataLoader() {
  return null;
}
