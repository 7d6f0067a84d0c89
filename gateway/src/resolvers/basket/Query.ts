import type { GeoPointInput, QueryResolvers } from '../../generated/resolvers-types.js';
import { requireShopper } from '../../loaders/basket.js';
import type { CompareArgs } from '../../upstream/cart-api.js';
import { checkLocation } from '../checkout/inputs.js';
import { parseLegacyId } from '../errors.js';

function compareArgs(cartId: string, location?: GeoPointInput | null): CompareArgs {
  const point = location ? checkLocation(location, 'location') : null;
  return {
    cartId: parseLegacyId(cartId, 'cartId'),
    lat: point?.latitude ?? null,
    lon: point?.longitude ?? null,
  };
}

export const Query: QueryResolvers = {
  basketComparison: (_parent, { cartId, location }, { session, loaders }) => {
    requireShopper(session);
    return loaders.basketComparison.load(compareArgs(cartId, location));
  },

  basketComparisonDebug: (_parent, { cartId, location }, { session, loaders }) => {
    requireShopper(session);
    return loaders.basketComparisonDebug.load(compareArgs(cartId, location));
  },
};
