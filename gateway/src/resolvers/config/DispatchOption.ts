import { DispatchMethod, type DispatchOptionResolvers } from '../../generated/resolvers-types.js';
import { shippingProvider } from './enums.js';

/** Parents are filtered to known providers by `ClientConfig.dispatch`. */
export const DispatchOption: DispatchOptionResolvers = {
  method: (option) =>
    option.method === 'deliver' ? DispatchMethod.Deliver : DispatchMethod.Collect,
  shippingProvider: (option) => {
    const provider = shippingProvider(option.shipping_provider);
    if (provider === null)
      throw new Error(`Unknown shipping provider "${option.shipping_provider}"`);
    return provider;
  },
  shippingCostInCents: (option) => option.shipping_cost_in_cents,
};
