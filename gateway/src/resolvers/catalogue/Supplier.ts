import type { RestSupplier } from '@shopfront/legacy-api';
import type { GatewayContext } from '../../context.js';
import type { SupplierResolvers } from '../../generated/resolvers-types.js';
import type { SupplierParent } from './parents.js';

/** The whole branch: as given, or loaded when the parent is the short form inside an offer. */
function full(supplier: SupplierParent, { loaders }: GatewayContext): Promise<RestSupplier> {
  return 'formatted_address' in supplier
    ? Promise.resolve(supplier)
    : loaders.supplier.load(supplier.id);
}

export const Supplier: SupplierResolvers = {
  id: (supplier) => String(supplier.id),
  imageUrl: (supplier) => supplier.image_url,
  location: async (supplier, _args, context) => {
    const { lat, lon } = await full(supplier, context);
    return { latitude: lat, longitude: lon };
  },
  distanceKm: (supplier) => ('distance' in supplier ? supplier.distance : null),
  formattedAddress: async (supplier, _args, context) =>
    (await full(supplier, context)).formatted_address,
  disabled: async (supplier, _args, context) => (await full(supplier, context)).disabled,
  closedText: async (supplier, _args, context) =>
    (await full(supplier, context)).closed_text || null,
  openingHours: async (supplier, _args, context) => (await full(supplier, context)).hours,
  bankDetails: (supplier, _args, context) => full(supplier, context),
  cardPaymentPublicKey: async (supplier, _args, context) =>
    (await full(supplier, context)).yoco_public_key,
};
