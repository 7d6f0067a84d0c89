/**
 * Parent types of catalogue resolvers (codegen `mappers`): the legacy REST shapes, plus the
 * supplier scope a nested field needs when the REST object does not carry it.
 */
import type { SuppliersNearKey } from '../../loaders/catalogue.js';
import type { CallBudget } from './call-budget.js';
import type {
  RestCategory,
  RestCategoryDetail,
  RestLeaflet,
  RestOffer,
  RestProduct,
  RestProductSummary,
  RestSupplier,
  RestSupplierSummary,
} from '@shopfront/legacy-api';

/** A full branch, or the short one embedded in offers and comparisons (the rest loads lazily). */
export type SupplierParent = RestSupplier | RestSupplierSummary;

/** The supplier a category or product was asked for (null: the whole shop). */
export interface SupplierScope {
  scopeSupplierId: number | null;
}

/** A category from a list (root categories, subcategories) or the detail call. */
export type CategoryParent = (RestCategory | RestCategoryDetail) & SupplierScope;

export type ProductParent = RestProduct & SupplierScope;

/**
 * A product as a category lists it, at the category's supplier (its card's offer is read there),
 * with the category names whose offer searches hold its offers (listing-offers.ts).
 */
export type ProductSummaryParent = RestProductSummary &
  SupplierScope & { listedUnder?: readonly string[] };

/** A page of offer search, whichever API generation answered. */
export interface OfferSearchPage {
  offers: RestOffer[];
  nextPage: number | null;
  /** Only when nothing matched (see `RestOfferSearchResponse.suggested_categories`). */
  suggestedCategories: RestCategory[];
  /** The supplier searched; suggested categories are shown as stocked there. */
  scopeSupplierId?: number | null;
  /** What was searched, page 1 first: "did you mean" and "sold elsewhere" start from it. */
  search?: { query: string; page: number };
  /** The confident correction these offers were found for, when the words typed found nothing. */
  showingResultsFor?: string | null;
  /** What is left of `offerSearch`'s legacy calls, for "did you mean" and "sold elsewhere". */
  budget?: CallBudget;
}

/**
 * A leaflet; `near` is the point and radius of `leafletsNear`, whose one branch list names every
 * leaflet's supplier without a call per supplier.
 */
export type LeafletParent = RestLeaflet & { near?: SuppliersNearKey };
