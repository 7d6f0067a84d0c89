/** Configuration resources: the shopfront config, client config and checkout config. */
import type { RestStatus } from './common.js';

/** A shipping (delivery) option and the payment providers allowed with it. */
export interface RestShippingOption {
  /** e.g. `PICUP` (the delivery provider) or `manual_delivery`. */
  name: string;
  /** e.g. `['DEBTORCARD', 'PAYGATE']`. */
  payment_options: string[];
}

export interface RestFeatures {
  /** Agency mode (pick one branch) when true; market mode (compare suppliers) when false. */
  agency: boolean;
  demo_station: boolean;
  combos: boolean;
  multi_supplier: boolean;
  stokvel: boolean;
  /** Delivery options; empty when the shop only offers collection. */
  shipping: RestShippingOption[];
  /** Debtor cards (store credit accounts) offered. */
  debtor_cards: boolean;
}

export interface RestMeta {
  title: string;
  description: string;
  country_iso2: string;
  currency_symbol: string;
  currency_iso: string;
  default_position: { latitude: number; longitude: number };
  locale: string;
  facebook_url: string | null;
  website_url: string | null;
  support_chat_url: string | null;
}

/** Theme colours as `#RRGGBB`, each with the text colour to use on it. */
export interface RestTheme {
  primary: string;
  secondary: string;
  accent: string;
  error: string;
  info: string;
  success: string;
  warning: string;
  promotion: string;
  primary_text: string;
  secondary_text: string;
  accent_text: string;
  error_text: string;
  info_text: string;
  success_text: string;
  warning_text: string;
  promotion_text: string;
}

export interface RestShopfrontConfigBody {
  api_host: string;
  features: RestFeatures;
  meta: RestMeta;
  theme: RestTheme;
  promotion_carousel: boolean;
  product_page_variant: 'default' | 'compact';
  /** Demo-station mode only: extra CSS, logo and icon. */
  custom_css: string | null;
  logo_url: string | null;
  icon_url: string | null;
}

/** `GET /shopfront_config`: `status: 'not_found'` means no config. */
export interface RestShopfrontConfigResponse {
  status: RestStatus;
  config: { config: RestShopfrontConfigBody } | null;
}

export interface RestDispatchOption {
  /** `collect` or `deliver`. */
  method: 'collect' | 'deliver';
  /** e.g. `collect`, `PICUP`, `manual_delivery`. */
  shipping_provider: string;
  shipping_cost_in_cents: number;
}

/** `GET /shopit/v1/client_config.json` (optionally per supplier): a raw JSON document. */
export interface RestClientConfig {
  bags: boolean;
  bag_price_in_cents: number;
  shipping: RestShippingOption[];
  dispatch: RestDispatchOption[];
  /** Online payment gateway settings shown to the client. */
  payment_gateway: { providers: string[]; return_url: string | null };
  /** Every payment provider this shop (or supplier) accepts. */
  payment_providers: string[];
  min_order_in_cents: number;
}

export interface RestCheckoutConfig {
  /** Where checkout calls go; null logs an error in the old client. */
  api_endpoint: string | null;
  supplier_id: number | null;
  discount_codes_enabled: boolean;
  min_order_in_cents: number;
  bag_price_in_cents: number;
  payment_providers: string[];
  shipping_providers: string[];
}

export interface RestCheckoutConfigResponse {
  status: RestStatus;
  checkout_config: RestCheckoutConfig;
}
