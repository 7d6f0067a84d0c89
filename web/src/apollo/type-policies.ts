/**
 * Cache identity for every entity of the schema, and how paged fields merge. Value objects with no
 * identity of their own (opening hours, quantity rules, comparison lines) live inside their parent.
 */
import type { TypePolicies } from '@apollo/client';
import { accountTypePolicies } from '../features/account/type-policies';
import { nextPagePolicy } from './pagination';

const byId = { keyFields: ['id'] } as const;
const embedded = { keyFields: false } as const;

export const typePolicies: TypePolicies = {
  ...accountTypePolicies,
  Query: {
    fields: {
      offerSearch: nextPagePolicy(['query', 'supplierId', 'perPage']),
    },
  },
  ShopConfig: { keyFields: [] },
  Supplier: byId,
  Agency: byId,
  Category: byId,
  Product: byId,
  ProductOffers: byId,
  ProductSummary: byId,
  Sellable: byId,
  Offer: byId,
  Brand: byId,
  Pack: byId,
  Unit: byId,
  Banner: byId,
  Leaflet: byId,
  Cart: byId,
  BasketComparison: { keyFields: ['cartId'] },
  BasketComparisonDebug: { keyFields: ['cartId'] },
  // Value objects: no identity, stored inside their parent.
  GeoPoint: embedded,
  OpeningHours: embedded,
  BankDetails: embedded,
  CategoryPathEntry: embedded,
  Correlation: embedded,
  ComboItem: embedded,
  QuantityRule: embedded,
  OfferSearchResult: embedded,
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
};
