import type { AddressResolvers } from '../../generated/resolvers-types.js';
import { parseAddress } from './address-text.js';

export const Address: AddressResolvers = {
  id: (address) => String(address.id),
  streetAddress: (address) => parseAddress(address.formatted).streetAddress,
  unit: (address) => parseAddress(address.formatted).unit,
  complex: (address) => parseAddress(address.formatted).complex,
  deliveryInstructions: (address) => parseAddress(address.formatted).deliveryInstructions,
  location: (address) => ({ latitude: address.latitude, longitude: address.longitude }),
  bridgeId: (address) => (address.bridge_id === null ? null : String(address.bridge_id)),
  bridgeName: (address) => address.bridge_name,
  createdAt: (address) => address.created_at,
};
