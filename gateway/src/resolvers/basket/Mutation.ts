import type { RestCartSyncRequest } from '@shopfront/legacy-api';
import type { GeoPointInput, MutationResolvers } from '../../generated/resolvers-types.js';
import { requireShopper } from '../../loaders/basket.js';
import { itemErrors } from '../checkout/errors.js';
import { cartLines, checkLocation } from '../checkout/inputs.js';
import { parseLegacyId } from '../errors.js';

function syncRequest(input: {
  cartId?: string | null;
  items: Parameters<typeof cartLines>[0];
  location?: GeoPointInput | null;
}): RestCartSyncRequest {
  const request: RestCartSyncRequest = { items: cartLines(input.items, 'input.items') };
  if (input.cartId != null) request.id = parseLegacyId(input.cartId, 'input.cartId');
  if (input.location) request.location = checkLocation(input.location, 'input.location');
  return request;
}

export const Mutation: MutationResolvers = {
  syncBasket: async (_parent, { input }, { session, upstream }) => {
    const shopper = requireShopper(session);
    const cart = await upstream.cart.sync(syncRequest(input), shopper.authToken);
    return { cart, errors: [] };
  },

  syncAndCompareBasket: async (_parent, { input }, { session, upstream }) => {
    const shopper = requireShopper(session);
    const cart = syncRequest(input);
    const response = await upstream.cart.syncAndCompare(
      { cart, lat: input.location.latitude, lon: input.location.longitude },
      shopper.authToken,
    );
    return {
      cart: response.cart,
      unitPriceThresholdPercent: response.unit_price_threshold_percent,
      baskets: response.comparisons,
      errors: [],
    };
  },

  validatePicks: async (_parent, { input }, { session, upstream }) => {
    const shopper = requireShopper(session);
    const items = await upstream.cart.validatePicks(
      cartLines(input.items, 'input.items'),
      shopper.authToken,
    );
    return { items, errors: itemErrors(items) };
  },
};
