import type { RestCartSyncRequest } from '@shopfront/legacy-api';
import type { CartLineInput, GeoPointInput } from '../../generated/resolvers-types.js';
import { cartLines, checkLocation } from '../checkout/inputs.js';
import { parseLegacyId } from '../errors.js';

/** The legacy request that saves a basket (creating it when `cartId` is omitted). */
export function syncRequest(
  input: {
    cartId?: string | null;
    items: readonly CartLineInput[];
    location?: GeoPointInput | null;
  },
  prefix = 'input.',
): RestCartSyncRequest {
  const request: RestCartSyncRequest = { items: cartLines(input.items, `${prefix}items`) };
  if (input.cartId != null) request.id = parseLegacyId(input.cartId, `${prefix}cartId`);
  if (input.location) request.location = checkLocation(input.location, `${prefix}location`);
  return request;
}
