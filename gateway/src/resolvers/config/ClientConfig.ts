import type { ClientConfigResolvers } from '../../generated/resolvers-types.js';
import { paymentProviders, shippingProvider } from './enums.js';

export const ClientConfig: ClientConfigResolvers = {
  bagPriceInCents: (config) => config.bag_price_in_cents,
  shipping: (config) => config.shipping.filter((option) => shippingProvider(option.name) !== null),
  dispatch: (config) =>
    config.dispatch.filter((option) => shippingProvider(option.shipping_provider) !== null),
  paymentGatewayProviders: (config) => paymentProviders(config.payment_gateway.providers),
  paymentProviders: (config) => paymentProviders(config.payment_providers),
  minimumOrderInCents: (config) => config.min_order_in_cents,
};
