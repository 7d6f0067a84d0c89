/** Server carts, comparison across suppliers and validation (`/cart/v1/...`, `/api/v1/cart/...`). */
import type { RestOffer, RestSupplierSummary } from './catalogue.js';
import type { RestStatus } from './common.js';

/** An offer and quantity as the client sends them (quantity already times the conversion rate). */
export interface RestCartLine {
  offer_id: number;
  qty: number;
  /**
   * The price the client last showed for this offer. When sent and no longer current, validation
   * flags the line `updated` and answers `previous_price_in_cents`.
   */
  price_in_cents?: number;
}

export interface RestCart {
  id: number;
  items: Array<{ offer: RestOffer; qty: number }>;
  /** Set while the cart edits an existing order. */
  proxy_order_id: number | null;
  location: { latitude: number; longitude: number } | null;
}

export interface RestCartSyncRequest {
  /** Omit to create a cart. */
  id?: number;
  items: RestCartLine[];
  location?: { latitude: number; longitude: number };
}

export interface RestCartResponse {
  status: RestStatus;
  cart: RestCart;
}

/** One line of a supplier's basket in a comparison. */
export interface RestComparedItem {
  sellable_id: number;
  qty: number;
  /** The supplier's offer for the sellable, or null when it does not stock it. */
  offer: RestOffer | null;
  price_in_cents: number;
  total_in_cents: number;
  /** The unit price is more than the threshold above the cheapest supplier's. */
  unit_price_over_threshold: boolean;
}

/** One supplier's price for the whole basket. */
export interface RestComparedBasket {
  supplier: RestSupplierSummary;
  items: RestComparedItem[];
  subtotal_in_cents: number;
  /** Delivery to the compared point; null when the branch cannot deliver there (collection only). */
  shipping_cost_in_cents: number | null;
  total_in_cents: number;
  /** How much more than the cheapest basket, in percent (0 for the cheapest). */
  total_vs_cheapest_variance_percent: number;
  /** This basket's total as a percentage of the cheapest (100 for the cheapest). */
  percent_value_vs_cheapest: number;
  /** Spelling as the legacy API sends it. */
  unit_price_varience_over_threshold_count: number;
  /** True when every item is stocked, so the totals compare like with like. */
  direct_overall_calculation: boolean;
  missing_items_count: number;
}

export interface RestCompareResponse {
  status: RestStatus;
  cart_id: number;
  /** Threshold used for `unit_price_over_threshold`, in percent. */
  unit_price_threshold_percent: number;
  /** Cheapest first. */
  baskets: RestComparedBasket[];
}

export interface RestCompareDebugResponse {
  status: RestStatus;
  cart_id: number;
  /** The cheapest price per item across all suppliers, mixed. */
  cheapest_basket: {
    items: Array<{ qty: number; sellable_id: number; price_in_cents: number; supplier_id: number }>;
    total_in_cents: number;
  };
  baskets: RestComparedBasket[];
}

/** `POST /shopit/v1/compare/sync`: sync the cart and compare it in one call. */
export interface RestCompareSyncRequest {
  cart: RestCartSyncRequest;
  lat: number;
  lon: number;
}

export interface RestCompareSyncResponse {
  status: RestStatus;
  cart: RestCart;
  /** Threshold used for `unit_price_over_threshold`, in percent (as in `GET /cart/v1/compare`). */
  unit_price_threshold_percent: number;
  comparisons: RestComparedBasket[];
}

export interface RestCartValidationRequest {
  cart: {
    items: RestCartLine[];
    supplier_id: number;
    requires_shipping: boolean;
    /** `collect` when there is no shipping, else e.g. `PICUP`. */
    shipping_provider: string;
    shipping_lat: number | null;
    shipping_lon: number | null;
    discount_code: string | null;
    /** A timeslot `value`. */
    collection_date: string | null;
    requires_bags: boolean;
    bag_qty: number;
    payment_provider: string | null;
  };
  user: { id: number };
}

export interface RestValidatedItem {
  offer_id: number;
  qty: number;
  price_in_cents: number;
  /** The price the client last saw, when it changed. */
  previous_price_in_cents: number | null;
  out_of_stock: boolean;
  /** The price changed since the offer was read. */
  updated: boolean;
  /** The offer's end date passed. */
  expired: boolean;
}

export interface RestCartValidation {
  updated: boolean;
  out_of_stock: boolean;
  /** e.g. `Minimum order amount is R10`. */
  total_error: string | null;
  /** e.g. `Collect date is no longer available, choose another`. */
  dispatch_error: string | null;
  items: RestValidatedItem[];
  credit_in_cents: number;
  discount_code: string | null;
  discount_codes_enabled: boolean;
  discount_code_error: string | null;
  discount_in_cents: number;
  subtotal_in_cents: number;
  shipping_cost_in_cents: number;
  bag_total_in_cents: number;
  stokvel: boolean;
  stokvel_errors: string[];
  total_in_cents: number;
}

export interface RestCartValidationResponse {
  status: RestStatus;
  validation: RestCartValidation;
}

export interface RestValidatePicksRequest {
  items: RestCartLine[];
}

export interface RestValidatePicksResponse {
  status: RestStatus;
  items: RestValidatedItem[];
}
