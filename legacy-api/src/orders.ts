/** Orders, modifications, reviews and their lists (`/api/v1/orders/...`, v2, `/cart/v1/order`). */
import type { RestAddress } from './account.js';
import type { RestCartLine } from './cart.js';
import type { RestDateTime, RestPagination, RestStatus } from './common.js';

export type RestOrderStatus =
  | 'pending'
  | 'preparing'
  | 'stock_short'
  | 'ready_for_collection'
  | 'ready_for_delivery'
  | 'collected'
  | 'out_for_delivery'
  | 'delivered'
  | 'cancelled'
  | 'abandoned'
  | 'pending_payment'
  | 'payment_processing';

export type RestPaymentStatus = 'pending_payment' | 'underpaid' | 'overpaid' | 'paid';

/** Online: paygate, shop2shop, moya, yoco. Offline: offline_eft, cash, debtorcard. */
export type RestPaymentProvider =
  'paygate' | 'shop2shop' | 'moya' | 'yoco' | 'offline_eft' | 'cash' | 'debtorcard';

export interface RestOrderEvent {
  timestamp: RestDateTime;
  /** e.g. `order_placed`, `payment_received`, `preparing`, `stock_short`, `collected`. */
  name: string;
  message: string;
}

export interface RestOrderItem {
  id: number;
  barcode: string;
  brand: string | null;
  name: string;
  image_url: string;
  offer_id: number;
  sellable_id: number;
  pack: string;
  /** Quantity supplied (after packing); equals qty_ordered until packed. */
  qty: number;
  qty_ordered: number;
  formatted_qty: string;
  formatted_qty_ordered: string;
  supplier_id: number;
  total: string;
  total_in_cents: number;
  unit: string;
  unit_price: string;
  unit_price_in_cents: number;
  base_price_in_cents: number;
  per_kg: boolean;
  /** The packer could not supply the full quantity. */
  stock_short: boolean;
  packed_at: RestDateTime | null;
}

export interface RestOrder {
  id: number;
  /** Shown to shoppers and on invoices, e.g. `SF-10042`. */
  reference: string;
  user_id: number;
  status: RestOrderStatus;
  payment_status: RestPaymentStatus;
  stock_short: boolean;
  collection_date: string | null;
  formatted_collection_date: string | null;
  created_at: RestDateTime;
  reviewed_at: RestDateTime | null;
  review: { rating: number; comment: string | null } | null;
  order_events: RestOrderEvent[];
  order_items: RestOrderItem[];
  provider: RestPaymentProvider | null;
  requires_shipping: boolean;
  shipping_provider: string;
  dispatch_method: 'collect' | 'deliver';
  /** Display text of the dispatch, e.g. `Collect` or `Deliver with PICUP`. */
  dispatch: string;
  shipping_status: 'stock_short' | 'pending_payment' | 'collected' | 'delivered' | null;
  shipping_price_in_cents: number;
  shipping_address: RestAddress | null;
  subtotal_in_cents: number;
  discount_code: string | null;
  discount_in_cents: number;
  credit_in_cents: number;
  supplier_id: number;
  supplier_name: string;
  supplier_address: string;
  total: string;
  total_in_cents: number;
  /** What is still to pay: total less successful payments (negative when overpaid). */
  payable_balance_in_cents: number;
  debtorcard_balance: number | null;
  requires_bags: boolean;
  bag_qty: number;
  bag_total_in_cents: number;
  pdf_invoice_url: string | null;
}

/** The v2 order: items under `items`, money in cents only, supplier embedded. */
export interface RestOrderV2 extends Omit<
  RestOrder,
  'order_items' | 'total' | 'supplier_name' | 'supplier_address'
> {
  items: Array<Omit<RestOrderItem, 'total' | 'unit_price'>>;
  supplier: { id: number; name: string; formatted_address: string };
}

export interface RestOrderResponse {
  status: RestStatus;
  order: RestOrder;
  messages?: string[];
}

export interface RestOrderV2Response {
  status: RestStatus;
  order: RestOrderV2;
}

export interface RestOrdersIndexResponse {
  status: RestStatus;
  orders: RestOrder[];
  pagination: RestPagination;
}

export interface RestOrdersV2IndexResponse {
  status: RestStatus;
  orders: RestOrderV2[];
  pagination: RestPagination;
}

export interface RestIncompleteOrdersResponse {
  status: RestStatus;
  orders: RestOrder[];
}

export interface RestIncompleteOrdersV2Response {
  status: RestStatus;
  orders: RestOrderV2[];
}

/** The cart part of a register-order request. */
export interface RestRegisterCart {
  items: RestCartLine[];
  /** Set when re-registering an order being edited. */
  order_id: number | null;
  provider: RestPaymentProvider;
  supplier_id: number;
  discount_code: string | null;
  shipping_address: Pick<RestAddress, 'id' | 'formatted' | 'latitude' | 'longitude'> | null;
  shopit: boolean;
  requires_shipping: boolean;
  dispatch: 'collect' | 'deliver';
  requires_bags: boolean;
  bag_qty: number;
  collection_date: string | null;
  stokvel: boolean;
  is_demo: boolean;
  credit_in_cents: number;
  facebook: boolean;
  shipping_provider: string;
  tracking_cookies: Record<string, string>;
}

export interface RestRegisterOrderRequest {
  cart: RestRegisterCart;
  user: { id: number };
}

export interface RestOrderModification {
  action: 'add' | 'update' | 'accept' | 'remove';
  order_item_id?: number;
  qty?: number;
  /** For `add`. */
  item?: RestCartLine;
}

export interface RestModificationsRequest {
  modifications: RestOrderModification[];
}

export interface RestModificationsValidationResponse {
  status: RestStatus;
  out_of_stock: boolean;
  updated: boolean;
  /** e.g. `Minimum order amount is R10` or the new total exceeds what was paid. */
  payable_amount_error: string | null;
  notice: string | null;
  order: RestOrder;
  modifications: RestOrderModification[];
}

export interface RestReviewRequest {
  review: { order_id: number; rating: number; comment: string | null };
}

export interface RestOrderPrepareJob {
  order_id: number;
  order_reference: string;
  order_items: RestOrderItem[];
  agent_name: string;
  requires_bags: boolean;
  bag_price_in_cents: number;
  order_subtotal_in_cents: number;
  order_total_in_cents: number;
  requires_shipping: boolean;
  provider: RestPaymentProvider | null;
  debtor_card_number: string | null;
  data: Record<string, unknown>;
}

export interface RestPrepareResponse {
  status: RestStatus;
  job: RestOrderPrepareJob;
}

/** `POST /order/v1/sync`: replace an editable order's lines (newer generation of modify). */
export interface RestOrderSyncRequest {
  order_id: number;
  items: RestCartLine[];
}
