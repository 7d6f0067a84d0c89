import type { MutationResolvers } from '../../generated/resolvers-types.js';
import { requireShopper } from '../../loaders/basket.js';
import { itemErrors } from '../checkout/errors.js';
import { cartLines } from '../checkout/inputs.js';
import { syncRequest } from './sync-request.js';

export const Mutation: MutationResolvers = {
  syncBasket: async (_parent, { input }, { session, upstream, comparedAnswers }) => {
    const shopper = requireShopper(session);
    const request = syncRequest(input);
    comparedAnswers.forget(shopper.authToken, request);
    const cart = await upstream.cart.sync(request, shopper.authToken);
    comparedAnswers.forget(shopper.authToken, request);
    return { cart, errors: [] };
  },

  syncAndCompareBasket: async (_parent, { input }, { session, upstream, comparedAnswers }) => {
    const shopper = requireShopper(session);
    const cart = syncRequest(input);
    comparedAnswers.forget(shopper.authToken, cart);
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
