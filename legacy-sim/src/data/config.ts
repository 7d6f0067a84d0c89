/** The shop's configuration documents: shopfront config, client config (shop-wide and per branch). */
import type {
  RestClientConfig,
  RestShippingOption,
  RestShopfrontConfigBody,
} from '@shopfront/legacy-api';
import type { AgencyRecord } from '../state/types.js';

export const MIN_ORDER_IN_CENTS = 1_000;
export const BAG_PRICE_IN_CENTS = 150;
export const DEFAULT_POSITION = { latitude: -33.8999547, longitude: 18.5701029 };

export const ONLINE_PROVIDERS = ['paygate', 'shop2shop', 'moya', 'yoco'] as const;
export const OFFLINE_PROVIDERS = ['offline_eft', 'cash', 'debtorcard'] as const;

/**
 * Market mode compares prices across many suppliers (multi_supplier); agency mode makes the
 * shopper pick one branch.
 */
export type ShopMode = 'market' | 'agency';
export const SHOP_MODES: readonly ShopMode[] = ['market', 'agency'];

export function shopfrontConfig(
  apiHost: string,
  publicUrl: (path: string) => string,
  mode: ShopMode = 'market',
) {
  const body: RestShopfrontConfigBody = {
    api_host: apiHost,
    features: {
      agency: mode === 'agency',
      demo_station: false,
      combos: true,
      multi_supplier: mode === 'market',
      stokvel: true,
      shipping: SHIPPING_OPTIONS,
      debtor_cards: true,
    },
    meta: {
      title: 'Shopfront',
      description: 'Groceries and bulk buys from branches near you, compared and delivered.',
      country_iso2: 'ZA',
      currency_symbol: 'R',
      currency_iso: 'ZAR',
      default_position: DEFAULT_POSITION,
      locale: 'en',
      // Side panel links; the client hides the social link while data-free.
      facebook_url: 'https://www.facebook.com/shopfront.za',
      website_url: 'https://shopfront.co.za',
      support_chat_url: 'https://wa.me/27600000000',
    },
    theme: {
      primary: '#EF4060',
      secondary: '#1C7ED6',
      accent: '#F08C00',
      error: '#E11D48',
      info: '#1C7ED6',
      success: '#2F9E44',
      warning: '#F08C00',
      promotion: '#7048E8',
      primary_text: '#FFFFFF',
      secondary_text: '#FFFFFF',
      accent_text: '#1A1A1A',
      error_text: '#FFFFFF',
      info_text: '#FFFFFF',
      success_text: '#FFFFFF',
      warning_text: '#1A1A1A',
      promotion_text: '#FFFFFF',
    },
    promotion_carousel: true,
    product_page_variant: 'default',
    custom_css: null,
    logo_url: publicUrl('/media/brand/logo.svg'),
    icon_url: publicUrl('/media/brand/icon.svg'),
  };
  return body;
}

export const SHIPPING_OPTIONS: RestShippingOption[] = [
  { name: 'PICUP', payment_options: ['PAYGATE', 'SHOP2SHOP', 'MOYA', 'YOCO', 'DEBTORCARD'] },
  { name: 'manual_delivery', payment_options: ['OFFLINE_EFT', 'CASH', 'DEBTORCARD'] },
];

/** The shop-wide client config, or one branch's (its group decides delivery and bags). */
export function clientConfig(agency: AgencyRecord | null): RestClientConfig {
  const delivers = agency === null || agency.deliveryBaseInCents > 0;
  const shipping = delivers ? SHIPPING_OPTIONS : [];
  return {
    bags: true,
    bag_price_in_cents: BAG_PRICE_IN_CENTS,
    shipping,
    dispatch: [
      { method: 'collect', shipping_provider: 'collect', shipping_cost_in_cents: 0 },
      ...shipping.map((option) => ({
        method: 'deliver' as const,
        shipping_provider: option.name,
        shipping_cost_in_cents: agency?.deliveryBaseInCents ?? 4_500,
      })),
    ],
    payment_gateway: { providers: [...ONLINE_PROVIDERS], return_url: null },
    payment_providers: [...ONLINE_PROVIDERS, ...OFFLINE_PROVIDERS],
    min_order_in_cents: MIN_ORDER_IN_CENTS,
  };
}
