import type { ShopFeaturesResolvers } from '../../generated/resolvers-types.js';
import { shippingProvider } from './enums.js';

export const ShopFeatures: ShopFeaturesResolvers = {
  demoStation: (features) => features.demo_station,
  multiSupplier: (features) => features.multi_supplier,
  debtorCards: (features) => features.debtor_cards,
  /** Options with a provider the schema does not know are left out. */
  shipping: (features) =>
    features.shipping.filter((option) => shippingProvider(option.name) !== null),
};
