import type { MutationResolvers } from '../../generated/resolvers-types.js';
import { notYours, requireViewer } from '../account/auth.js';
import { accountErrors } from '../account/errors.js';
import { checkLocation } from '../checkout/inputs.js';
import { parseLegacyId } from '../errors.js';
import { legacyLine } from './inputs.js';

export const Mutation: MutationResolvers = {
  addAddress: async (_parent, { input }, { session, upstream, loaders }) => {
    const viewer = requireViewer(session);
    const location = checkLocation(input.location, 'input.location');
    const result = await upstream.account.addAddress(viewer, {
      formatted: legacyLine(input),
      latitude: location.latitude,
      longitude: location.longitude,
    });
    if (!result.ok) return { address: null, errors: accountErrors(result.messages) };
    loaders.addresses.clear(viewer.userId);
    return { address: result.value, errors: [] };
  },

  updateAddress: async (_parent, { input }, { session, upstream, loaders }) => {
    const viewer = requireViewer(session);
    const addressId = parseLegacyId(input.addressId, 'input.addressId');
    const formatted = legacyLine(input);
    const location = input.location ? checkLocation(input.location, 'input.location') : null;
    const old = (await loaders.addresses.load(viewer.userId)).find(
      (address) => address.id === addressId,
    );
    if (!old) throw notYours('address');
    // No change in place upstream: save the new one first, so a failure never loses the address.
    const saved = await upstream.account.addAddress(viewer, {
      formatted,
      latitude: location?.latitude ?? old.latitude,
      longitude: location?.longitude ?? old.longitude,
    });
    if (!saved.ok)
      return { address: null, replacedAddressId: null, errors: accountErrors(saved.messages) };
    loaders.addresses.clear(viewer.userId);
    const removed = await upstream.account.deleteAddress(viewer, addressId).catch(() => null);
    return {
      address: saved.value,
      replacedAddressId: removed?.ok ? String(addressId) : null,
      errors: [],
    };
  },

  deleteAddress: async (_parent, { input }, { session, upstream, loaders }) => {
    const viewer = requireViewer(session);
    const addressId = parseLegacyId(input.addressId, 'input.addressId');
    // Ownership: only an id among the viewer's own addresses is ever sent on.
    const own = await loaders.addresses.load(viewer.userId);
    if (!own.some((address) => address.id === addressId)) throw notYours('address');
    const result = await upstream.account.deleteAddress(viewer, addressId);
    if (!result.ok) return { deletedAddressId: null, errors: accountErrors(result.messages) };
    loaders.addresses.clear(viewer.userId);
    return { deletedAddressId: String(addressId), errors: [] };
  },
};
