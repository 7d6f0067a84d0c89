/**
 * The screens the page-data benchmark loads, each twice: as the web client loads it through the
 * gateway (its real operations, from the web's persisted-operations manifest), and as the legacy client
 * loads it from the REST API (the calls the legacy client makes for that screen, in waves: a wave starts
 * when the calls it depends on have answered). docs/benchmarks.md explains each sequence.
 */

/** Ids of the seeded data at Mzansi Fresh Parow, and the shop's default position. */
export const PAROW = '101';
export const CATEGORY = '1';
export const PRODUCT = '1';
export const HERE = { latitude: -33.8999547, longitude: 18.5701029 };
export const BASKET = [
  { offerId: '100001', quantity: 2 },
  { offerId: '100065', quantity: 1 },
];

/** What the signed-in shopper has on both sides when a screen loads. */
export interface Fixture {
  /** Legacy: the auth token and user id from sign in; the cart id from the first sync. */
  token: string;
  userId: string;
  legacyCartId: string;
  /** Gateway: the legacy cart id of the shopper's basket (`Basket.cartId`). */
  cartId: string;
  /** An order of the shopper's (for the order screens). */
  orderId: string;
}

export interface GraphqlCall {
  operation: string;
  variables: (fixture: Fixture) => Record<string, unknown>;
}

export interface RestCall {
  /** The legacy route key, as the simulator counts it. */
  route: string;
  path: (fixture: Fixture) => string;
  body?: (fixture: Fixture) => unknown;
}

export interface Screen {
  name: string;
  /** The web route it stands for. */
  route: string;
  signedIn: boolean;
  /** The web client's requests, in waves. */
  gateway: GraphqlCall[][];
  /** The legacy client's REST calls, in waves. */
  legacy: RestCall[][];
  /** Web operations this screen needs; the screen is left out (and says so) while one is missing. */
  requires?: string[];
}

export const SUPPLIER_ROUTE = 'GET /catalog/v1/suppliers/{id}';

/** Navigation guard 1: the current supplier is refreshed on every navigation. */
const refreshSupplier: RestCall = {
  route: SUPPLIER_ROUTE,
  path: () => `/catalog/v1/suppliers/${PAROW}`,
};
const selectedSupplier: GraphqlCall = {
  operation: 'SelectedSupplier',
  variables: () => ({ id: PAROW }),
};

export const SCREENS: Screen[] = [
  {
    name: 'home',
    route: '/',
    signedIn: false,
    gateway: [
      [
        selectedSupplier,
        { operation: 'HomePage', variables: () => ({ supplierId: PAROW }) },
        { operation: 'RootCategories', variables: () => ({ supplierId: PAROW }) },
      ],
    ],
    legacy: [
      [
        refreshSupplier,
        {
          route: 'GET /catalog/v1/categories',
          path: () => `/catalog/v1/categories?supplier_id=${PAROW}`,
        },
        { route: 'GET /api/v2/banners', path: () => `/api/v2/banners?supplier_id=${PAROW}` },
        {
          route: 'GET /catalog/v1/products/sample',
          path: () => `/catalog/v1/products/sample?supplier_id=${PAROW}`,
        },
      ],
    ],
  },
  {
    name: 'category',
    route: `/category/${CATEGORY}`,
    signedIn: false,
    gateway: [
      [
        selectedSupplier,
        {
          operation: 'CategoryPage',
          variables: () => ({ id: CATEGORY, supplierId: PAROW }),
        },
      ],
    ],
    legacy: [
      [
        refreshSupplier,
        {
          route: 'GET /catalog/v1/categories/{id}',
          path: () => `/catalog/v1/categories/${CATEGORY}?supplier_id=${PAROW}`,
        },
        {
          route: 'GET /catalog/v1/categories/{id}/banners',
          path: () => `/catalog/v1/categories/${CATEGORY}/banners?supplier_id=${PAROW}`,
        },
      ],
    ],
  },
  {
    name: 'product',
    route: `/product/${PRODUCT}`,
    signedIn: false,
    gateway: [
      [
        selectedSupplier,
        { operation: 'ProductPage', variables: () => ({ id: PRODUCT, supplierId: PAROW }) },
      ],
    ],
    legacy: [
      [
        refreshSupplier,
        {
          route: 'GET /catalog/v1/products/{id}',
          path: () => `/catalog/v1/products/${PRODUCT}?supplier_id=${PAROW}`,
        },
        {
          route: 'GET /catalog/v1/products/{id}/offers',
          path: () => `/catalog/v1/products/${PRODUCT}/offers?supplier_id=${PAROW}`,
        },
      ],
    ],
  },
  {
    name: 'search',
    route: '/search?q=maize',
    signedIn: false,
    gateway: [
      [
        selectedSupplier,
        {
          operation: 'OfferSearch',
          variables: () => ({ query: 'maize', supplierId: PAROW, page: 1, perPage: 20 }),
        },
      ],
    ],
    legacy: [
      [
        refreshSupplier,
        {
          route: 'GET /catalog/v1/offers/search',
          path: () =>
            `/catalog/v1/offers/search?query=maize&supplier_id=${PAROW}&page=1&per_page=20`,
        },
      ],
    ],
  },
  {
    name: 'basket comparison',
    route: '/basket/compare',
    signedIn: true,
    // The web saves and compares the basket in one query, for the shopper's dispatch choice; the
    // gateway adds the nearby branches (closed notices, distances) to rank them.
    gateway: [
      [
        {
          operation: 'BasketComparison',
          variables: (fixture) => ({
            cartId: fixture.cartId,
            items: BASKET,
            location: HERE,
            dispatch: 'COLLECT',
          }),
        },
      ],
    ],
    legacy: [
      [
        {
          route: 'POST /shopit/v1/compare/sync',
          path: () => '/shopit/v1/compare/sync',
          body: (fixture) => ({
            cart: {
              id: Number(fixture.legacyCartId),
              items: BASKET.map((line) => ({ offer_id: Number(line.offerId), qty: line.quantity })),
              location: HERE,
            },
            lat: HERE.latitude,
            lon: HERE.longitude,
          }),
        },
        {
          route: 'GET /catalog/v1/suppliers/distance_from',
          path: () =>
            `/catalog/v1/suppliers/distance_from?lat=${HERE.latitude}&lon=${HERE.longitude}&distance=50`,
        },
      ],
    ],
  },
];

/** Order screens: in the list once the web client has their operations. */
export const ORDER_SCREENS: Screen[] = [
  {
    name: 'order history',
    route: '/orders',
    signedIn: true,
    requires: ['OrderHistory'],
    gateway: [[{ operation: 'OrderHistory', variables: () => ({ page: 1, perPage: 10 }) }]],
    legacy: [
      [
        {
          route: 'GET /api/v1/users/{user_id}/orders',
          path: (fixture) => `/api/v1/users/${fixture.userId}/orders?page=1&per_page=10`,
        },
      ],
    ],
  },
  {
    name: 'order detail',
    route: '/orders/{id}',
    signedIn: true,
    requires: ['OrderDetail'],
    gateway: [[{ operation: 'OrderDetail', variables: (fixture) => ({ id: fixture.orderId }) }]],
    legacy: [
      [
        {
          route: 'GET /api/v1/orders/{order_id}',
          path: (fixture) => `/api/v1/orders/${fixture.orderId}`,
        },
      ],
    ],
  },
];
