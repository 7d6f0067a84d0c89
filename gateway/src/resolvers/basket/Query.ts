import type { RestComparedBasket, RestSupplier } from '@shopfront/legacy-api';
import type { GatewayContext } from '../../context.js';
import type { GeoPointInput, QueryResolvers } from '../../generated/resolvers-types.js';
import { requireShopper } from '../../loaders/basket.js';
import type { CompareArgs } from '../../upstream/cart-api.js';
import { checkLocation } from '../checkout/inputs.js';
import { badUserInput, parseLegacyId } from '../errors.js';
import { asksOfferIdsOnly } from './offer-selection.js';
import { offersAsIdsText } from './offers-as-ids.js';
import type { BasketComparisonParent } from './parents.js';
import { rankWithOpenFirst } from './open-first.js';
import { syncRequest } from './sync-request.js';

/** The radius the legacy comparison looks for branches in. */
const COMPARE_RADIUS_KM = 50;

function compareArgs(cartId: string, location?: GeoPointInput | null): CompareArgs {
  const point = location ? checkLocation(location, 'location') : null;
  return {
    cartId: parseLegacyId(cartId, 'cartId'),
    lat: point?.latitude ?? null,
    lon: point?.longitude ?? null,
  };
}

/**
 * The compared branches in full, by id: one nearby-branch call (shared with the branch list) when
 * the shopper's position is known, else one lookup per branch (never per line).
 */
async function comparedBranches(
  ids: readonly number[],
  location: GeoPointInput | null | undefined,
  { loaders }: GatewayContext,
): Promise<Map<number, RestSupplier>> {
  const branches = location
    ? await loaders.suppliersNear.load({
        lat: location.latitude,
        lon: location.longitude,
        radiusKm: COMPARE_RADIUS_KM,
      })
    : await Promise.all(ids.map((id) => loaders.supplier.load(id)));
  return new Map(branches.map((branch) => [branch.id, branch]));
}

export const Query: QueryResolvers = {
  basketComparison: async (_parent, { cartId, items, location, dispatch }, context, info) => {
    const shopper = requireShopper(context.session);
    let comparison: BasketComparisonParent;
    if (items) {
      if (!location) throw badUserInput('Give the shopper’s location with the items.', 'location');
      const cart = syncRequest({ cartId, items, location }, '');
      const request = { cart, lat: location.latitude, lon: location.longitude };
      // Asked for offer ids only (the web's screen): the legacy answer's offers are read as ids,
      // most of its 1.3 MB at 100 lines never becomes objects, and the answer is reused for the
      // same basket's next questions (compared-answers.ts, docs/benchmarks.md).
      const response = asksOfferIdsOnly(info)
        ? await context.comparedAnswers.compare(
            shopper.authToken,
            cart,
            request.lat,
            request.lon,
            async () => {
              // The answer is kept as the cut text (compared-answers.ts), parsed per use.
              let text = '';
              await context.upstream.cart.syncAndCompare(request, shopper.authToken, (bytes) => {
                text = offersAsIdsText(bytes);
                return null;
              });
              return text;
            },
          )
        : await context.upstream.cart.syncAndCompare(request, shopper.authToken);
      comparison = {
        cart_id: response.cart.id,
        unit_price_threshold_percent: response.unit_price_threshold_percent,
        baskets: response.comparisons,
      };
    } else {
      if (cartId == null) throw badUserInput('Give the basket’s cartId or its items.', 'cartId');
      comparison = await context.loaders.basketComparison.load(compareArgs(cartId, location));
    }
    if (!dispatch) return comparison;
    const baskets = comparison.baskets as readonly RestComparedBasket[];
    const branches = await comparedBranches(
      baskets.map((basket) => basket.supplier.id),
      location,
      context,
    );
    return {
      ...comparison,
      dispatch,
      baskets: await rankWithOpenFirst(baskets, dispatch, branches, context),
    };
  },

  basketComparisonDebug: (_parent, { cartId, location }, { session, loaders }) => {
    requireShopper(session);
    return loaders.basketComparisonDebug.load(compareArgs(cartId, location));
  },
};
