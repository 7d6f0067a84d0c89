import type { CheckoutConfigResolvers } from '../../generated/resolvers-types.js';
import { paymentProviders, shippingProviders } from '../config/enums.js';

export const CheckoutConfig: CheckoutConfigResolvers = {
  supplier: (config, _args, { loaders }) =>
    config.supplier_id === null ? null : loaders.supplier.load(config.supplier_id),
  available: (config) => config.api_endpoint !== null,
  discountCodesEnabled: (config) => config.discount_codes_enabled,
  minimumOrderInCents: (config) => config.min_order_in_cents,
  bagPriceInCents: (config) => config.bag_price_in_cents,
  paymentProviders: (config) => paymentProviders(config.payment_providers),
  shippingProviders: (config) => shippingProviders(config.shipping_providers),
};
