import type { ShippingOptionResolvers } from '../../generated/resolvers-types.js';
import { paymentProviders, shippingProvider } from './enums.js';

/** Parents are filtered to known providers by the lists that hold them. */
export const ShippingOption: ShippingOptionResolvers = {
  provider: (option) => {
    const provider = shippingProvider(option.name);
    if (provider === null) throw new Error(`Unknown shipping provider "${option.name}"`);
    return provider;
  },
  paymentOptions: (option) => paymentProviders(option.payment_options),
};
