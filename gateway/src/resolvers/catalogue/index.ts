/** Catalogue domain: suppliers, categories, products, offers and their value types. */
import type { Resolvers } from '../../generated/resolvers-types.js';
import { Agency } from './Agency.js';
import { BankDetails } from './BankDetails.js';
import { Banner } from './Banner.js';
import { Brand } from './Brand.js';
import { Category } from './Category.js';
import { ComboItem } from './ComboItem.js';
import { Correlation } from './Correlation.js';
import { Leaflet } from './Leaflet.js';
import {
  NearbyOffer,
  NearbyOfferPage,
  NearbyPack,
  NearbyProduct,
  NearbyProductSearchResult,
} from './NearbyResults.js';
import { Offer } from './Offer.js';
import { OfferSearchResult } from './OfferSearchResult.js';
import { OpeningHours } from './OpeningHours.js';
import { Product } from './Product.js';
import { ProductOffers } from './ProductOffers.js';
import { ProductSummary } from './ProductSummary.js';
import { Query } from './Query.js';
import { Sellable } from './Sellable.js';
import { Supplier } from './Supplier.js';

export const catalogueResolvers: Resolvers = {
  Query,
  Supplier,
  OpeningHours,
  BankDetails,
  Agency,
  Category,
  Product,
  ProductSummary,
  ProductOffers,
  Sellable,
  Brand,
  ComboItem,
  Correlation,
  Offer,
  OfferSearchResult,
  NearbyProductSearchResult,
  NearbyPack,
  NearbyProduct,
  NearbyOffer,
  NearbyOfferPage,
  Banner,
  Leaflet,
};
