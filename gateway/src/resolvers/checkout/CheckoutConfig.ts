import type { CheckoutConfigResolvers } from '../../generated/resolvers-types.js';
import { paymentProviders, shippingProviders } from '../config/enums.js';

export const CheckoutConfig: CheckoutConfigResolvers = {
  supplier: (config, _args, { loaders }) =>
    config.supplier_id === null ? null : loaders.supplier.load(config.supplier_id),
  // A config without api_endpoint turns checkout off for the branch: say so in the logs, with the
  // request id, so a shopper's "checkout unavailable" can be traced to the legacy config.
  available: (config, _args, { log, requestId }) => {
    if (config.api_endpoint !== null) return true;
    log.warn(
      { supplierId: config.supplier_id, requestId },
      'checkout config has no api_endpoint: checkout is not available',
    );
    return false;
  },
  discountCodesEnabled: (config) => config.discount_codes_enabled,
  minimumOrderInCents: (config) => config.min_order_in_cents,
  bagPriceInCents: (config) => config.bag_price_in_cents,
  paymentProviders: (config) => paymentProviders(config.payment_providers),
  shippingProviders: (config) => shippingProviders(config.shipping_providers),
};
