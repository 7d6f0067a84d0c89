/** Catalogue resources of the legacy REST API (`/catalog/v1/...`, `/api/v2/...`). */
import type { RestDateTime, RestPagination, RestStatus } from './common.js';

/** Opening hours of a branch for one day of the week. */
export interface RestSupplierHours {
  dayname: string;
  formatted_hours: string;
}

/** A supplier branch: a store with a location, opening hours and bank details. */
export interface RestSupplier {
  id: number;
  name: string;
  image_url: string;
  lat: number;
  lon: number;
  /** Base URL of the branch's own API in agency mode, or null when it uses the shared host. */
  api_endpoint: string | null;
  /** Distance from the queried point in km; only set by distance queries. */
  distance: number | null;
  closed_text: string | null;
  disabled: boolean;
  hours: RestSupplierHours[];
  formatted_address: string;
  bank_name: string;
  bank_branch: string;
  bank_account: string;
  bank_account_name: string;
  bank_account_type: string;
  /** Public key of the card payment provider (yoco) for this branch. */
  yoco_public_key: string;
}

/** The short supplier embedded in offers, order lists and comparisons. */
export interface RestSupplierSummary {
  id: number;
  name: string;
  image_url: string;
}

/** A store group owning branches. */
export interface RestAgency {
  id: number;
  name: string;
  image_url: string;
  suppliers: RestSupplier[];
}

export interface RestBrand {
  id: number;
  name: string;
  image_url: string;
}

/** A banner image linking to a category, product or offer (`target_type`). */
export interface RestBanner {
  id: number;
  title: string;
  image_url: string;
  target_id: number | null;
  target_type: 'category' | 'product' | 'offer' | 'url' | null;
}

/** `GET /api/v2/ads`: banners for carousels and popups shown once. */
export interface RestAds {
  banners: RestBanner[];
  popups: RestBanner[];
}

/** A category of the catalogue tree. Root entries carry child and product counts. */
export interface RestCategory {
  id: number;
  name: string;
  image_url: string;
  parent_id: number | null;
  categories_count?: number;
  products_count?: number;
}

/** A product as listed in a category. */
export interface RestProductSummary {
  id: number;
  name: string;
  image_url: string;
  /** Lowest current offer price at the asked supplier (or across suppliers), null when none. */
  from_price_in_cents: number | null;
}

/** `GET /catalog/v1/categories/{id}`: the category with its children and products. */
export interface RestCategoryDetail extends RestCategory {
  categories: RestCategory[];
  products: RestProductSummary[];
  /** Root-to-here path for breadcrumbs. */
  catalog_path: Array<{ id: number; name: string }>;
}

/** One item of a combo: a sellable with the quantity included. */
export interface RestComboItem {
  id: number;
  name: string;
  image_url: string;
  combo_qty: number;
}

export interface RestCorrelation {
  id: number;
  name: string;
  position: number;
  relation_id: number;
  relation_name: string;
}

/** A buyable variant of a product: a brand, pack and unit with a barcode. */
export interface RestSellable {
  id: number;
  barcode: string;
  name: string;
  brand: RestBrand | null;
  brand_id: number | null;
  product: { id: number; name: string } | null;
  product_id: number | null;
  /** e.g. `6 x 1 l`, `Each`, `Per kg`. */
  pack: string;
  pack_id: number;
  /** e.g. `l`, `kg`, `g`, `each`. */
  unit: string;
  unit_id: number;
  /** Amount of `unit` in one pack, e.g. 1 for 1 l, 2.5 for 2.5 kg. */
  measurement: number;
  image_url: string;
  image_lg_url: string;
  catalog_paths: string[];
  /** Items of a combo; empty for ordinary sellables. */
  combo_items: RestComboItem[];
  correlations: RestCorrelation[];
}

/** A supplier's price for a sellable, with validity, stock and per-kg rules. */
export interface RestOffer {
  id: number;
  name: string;
  /** Display price, e.g. `R 24.99`. */
  price: string;
  price_in_cents: number;
  /** Price before a promotion or stokvel saving. */
  base_price_in_cents: number;
  price_updated_at: RestDateTime;
  start_at: RestDateTime | null;
  end_at: RestDateTime | null;
  created_at: RestDateTime;
  published: boolean;
  promo: boolean;
  stokvel: boolean;
  /** Least quantity for the stokvel (bulk) price; null for ordinary offers. */
  stokvel_min_qty: number | null;
  out_of_stock_at: RestDateTime | null;
  out_of_stock_streak: number;
  low_stock_label: string | null;
  low_stock_string: string | null;
  per_kg: boolean;
  per_kg_conversion_rate: number | null;
  per_kg_qty_min: number | null;
  per_kg_qty_step: number | null;
  per_kg_symbol: string | null;
  root_category_name: string;
  sellable: RestSellable;
  supplier: RestSupplierSummary;
}

/** A product with every variant, as the product page shows it. */
export interface RestProduct {
  id: number;
  name: string;
  image_url: string;
  visibility: 'visible' | 'hidden';
  brands: RestBrand[];
  packs: Array<{ id: number; name: string }>;
  relations: RestCorrelation[];
  units: Array<{ id: number; name: string; measurement: number }>;
  sellables: RestSellable[];
  product_types: string[];
  catalog_paths: string[];
}

/** A product's offers (per supplier in market mode). */
export interface RestProductOffers {
  id: number;
  image_url: string;
  name: string;
  offers: RestOffer[];
}

/** A supplier's leaflet (catalogue PDF or image) valid between two dates. */
export interface RestLeaflet {
  id: number;
  name: string;
  title: string;
  url: string;
  supplier_id: number;
  /** Absent from leaflets sent only in the older form (`start_on`, `end_on`). */
  start_at?: RestDateTime;
  end_at?: RestDateTime;
  /** Older model, still sent for old clients (and alone by some): days and the branch's point. */
  start_on?: string;
  end_on?: string;
  lat?: number;
  long?: number;
}

/** A collection or delivery slot: `value` is sent back at checkout, `text` is shown. */
export interface RestTimeslot {
  value: string;
  text: string;
}

export interface RestOfferSearchResponse {
  status: RestStatus;
  offers: RestOffer[];
  pagination: RestPagination;
  /**
   * Only when nothing matched: categories whose names match a word of the query (or its Afrikaans
   * synonym), else the top categories, so the client can show a helpful empty result.
   */
  suggested_categories?: RestCategory[];
}

/** The v2 search: every match at once, no paging. */
export interface RestOfferSearchV2Response {
  status: RestStatus;
  offers: RestOffer[];
  /**
   * Only when nothing matched: categories whose names match a word of the query (or its Afrikaans
   * synonym), else the top categories, so the client can show a helpful empty result.
   */
  suggested_categories?: RestCategory[];
}
