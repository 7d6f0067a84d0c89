/**
 * `Query.basket` and the basket's changes: thin over the request's ShopperBasket
 * (basket/shopper-basket.ts), which knows whose basket it is and where it lives.
 */
import type { ShopperBasket } from '../../basket/shopper-basket.js';
import type { LineChange } from '../../basket/rules.js';
import { round5, MAX_QUANTITY } from '../../basket/rules.js';
import type { StoredBasket } from '../../basket/types.js';
import type {
  BasketLineInput,
  MutationResolvers,
  QueryResolvers,
} from '../../generated/resolvers-types.js';
import { badUserInput, parseLegacyId } from '../errors.js';
import type { BasketParent } from './parents.js';

/** The most lines one change may name. */
const MAX_CHANGE_LINES = 200;

/** The basket as stored; its lines as sold now read once, when a field asks. */
function parentOf(basket: ShopperBasket, stored: StoredBasket): BasketParent {
  return { stored, current: () => basket.current() };
}

/** A changed basket: already as sold now (the change read its offers). */
function changed(stored: StoredBasket): BasketParent {
  return { stored, current: () => Promise.resolve(stored) };
}

export function lineChanges(lines: readonly BasketLineInput[]): LineChange[] {
  if (lines.length > MAX_CHANGE_LINES) {
    throw badUserInput(`input.lines may hold at most ${MAX_CHANGE_LINES} lines`, 'input.lines');
  }
  return lines.map((line, index) => {
    const where = `input.lines[${index}]`;
    const quantity = round5(line.quantity);
    if (!Number.isFinite(quantity) || quantity < 0 || quantity > MAX_QUANTITY) {
      throw badUserInput(`${where}.quantity must be 0 to ${MAX_QUANTITY}`, `${where}.quantity`);
    }
    const seen = line.seenPriceInCents ?? null;
    if (seen !== null && seen < 0) {
      throw badUserInput(
        `${where}.seenPriceInCents must not be negative`,
        `${where}.seenPriceInCents`,
      );
    }
    return {
      offerId: parseLegacyId(line.offerId, `${where}.offerId`),
      sellableId:
        line.sellableId == null ? null : parseLegacyId(line.sellableId, `${where}.sellableId`),
      supplierId:
        line.supplierId == null ? null : parseLegacyId(line.supplierId, `${where}.supplierId`),
      quantity,
      seenPriceInCents: seen,
    };
  });
}

export const basketQuery: Pick<QueryResolvers, 'basket'> = {
  basket: async (_parent, _args, { basket }) => parentOf(basket, await basket.stored()),
};

export const basketMutations: Pick<
  MutationResolvers,
  'setBasketLines' | 'replaceBasket' | 'clearBasket' | 'acceptBasketPrices'
> = {
  setBasketLines: async (_parent, { input }, { basket }) => {
    const result = await basket.change(lineChanges(input.lines), false);
    return { basket: changed(result.basket), errors: result.errors };
  },
  replaceBasket: async (_parent, { input }, { basket }) => {
    const result = await basket.change(lineChanges(input.lines), true);
    return { basket: changed(result.basket), errors: result.errors };
  },
  clearBasket: async (_parent, _args, { basket }) => ({
    basket: changed(await basket.clear()),
    errors: [],
  }),
  acceptBasketPrices: async (_parent, _args, { basket }) => ({
    basket: changed(await basket.acceptPrices()),
    errors: [],
  }),
};
