/**
 * Cache identity for every entity of the schema, and how paged fields merge. Value objects with no
 * identity of their own (opening hours, quantity rules, comparison lines) live inside their parent.
 */
import type { TypePolicies } from '@apollo/client';
import { orderTypePolicies } from './order-type-policies';
import { nextPagePolicy } from './pagination';

const byId = { keyFields: ['id'] } as const;
const embedded = { keyFields: false } as const;

export const typePolicies: TypePolicies = {
  ...orderTypePolicies,
  Query: {
    fields: {
      offerSearch: nextPagePolicy(['query', 'supplierId', 'perPage', 'exactly']),
      nearbyProductSearch: nextPagePolicy(
        ['query', 'lat', 'lon', 'radiusKm', 'perPage', 'exactly'],
        'packs',
      ),
      nearbyOffers: nextPagePolicy(['list', 'lat', 'lon', 'radiusKm', 'perPage']),
      // A category's next page of products (Category.productPage below) is written by an answer
      // of its own: it adds to the category the page holds instead of replacing it.
      category: { merge: true },
      // One comparison per basket contents, position and dispatch choice: switching between
      // collect and deliver, or coming back to an unchanged basket, reads the cache; a changed
      // basket is a new key and is asked for. The cart id only names where it is saved.
      basketComparison: { keyArgs: ['items', 'location', 'dispatch'] },
      // The one basket (keyFields below), whichever answer wrote it: a change's answer when the
      // page's first read of the basket failed (offline at start) is the basket all the same.
      basket: {
        read: (existing, { toReference }) => existing ?? toReference({ __typename: 'Basket' }),
      },
    },
  },
  ShopConfig: { keyFields: [] },
  // The profile lives inside its account and merges into it.
  Profile: { keyFields: false, merge: true },
  Supplier: byId,
  Agency: byId,
  Product: byId,
  Sellable: byId,
  Offer: byId,
  Brand: byId,
  Pack: byId,
  Unit: byId,
  Banner: byId,
  Leaflet: byId,
  Cart: byId,
  // One basket per shopper, so one per cache whatever its id (signing in or out drops it: the
  // account's session.ts); every basket answer replaces its lines whole.
  Basket: { keyFields: [], fields: { lines: { merge: false } } },
  BasketLine: embedded,
  // One cart compares differently for collection and for delivery: each answer stays inside the
  // field that asked (see keyArgs above) rather than merging into one object per cart. Within
  // that field the list (BasketComparison) and one branch's lines (BasketComparisonBranch, its
  // `basket` field keyed by supplierId) merge, so neither replaces the other.
  BasketComparison: { keyFields: false, merge: true },
  BasketComparisonDebug: { keyFields: ['cartId'] },
  // Scoped to the branch asked for (or every branch): a category's products and counts, a
  // product's "from" price and a sample product's offers differ per scope under one id, so each
  // answer is kept inside the field that asked (keyed by its supplierId argument), never merged.
  Category: { keyFields: false, fields: { productPage: nextPagePolicy(['perPage'], 'products') } },
  ProductSummary: embedded,
  ProductOffers: embedded,
  // Value objects: no identity, stored inside their parent.
  GeoPoint: embedded,
  OpeningHours: embedded,
  BankDetails: embedded,
  CategoryPathEntry: embedded,
  Correlation: embedded,
  ComboItem: embedded,
  QuantityRule: embedded,
  OfferSearchResult: embedded,
  // A product's cheapest offer and branch depend on the search's place and radius.
  NearbyProductSearchResult: embedded,
  NearbyProduct: embedded,
  NearbyOfferPage: embedded,
  NearbyOffer: embedded,
  Ads: embedded,
  CartLine: embedded,
  SupplierBasket: embedded,
  ComparedItem: embedded,
  CheapestBasket: embedded,
  CheapestBasketItem: embedded,
  ShopFeatures: embedded,
  ShopMeta: embedded,
  Theme: embedded,
  ShippingOption: embedded,
  // A branch's client configuration, asked with different fields by the checkout's settings and
  // by its delivery fees (BranchDelivery): the answers merge, so the later never leaves the
  // earlier incomplete (a server-rendered dispatch step was a skeleton when the fees answered last).
  ClientConfig: { keyFields: false, merge: true },
  // A page of the order history has no identity; the open-orders check asks for the newest page
  // too (fewer fields): the two answers merge, so neither leaves the other's incomplete (which
  // would send the history's query to the network again).
  OrderPage: { keyFields: false, merge: true },
};
