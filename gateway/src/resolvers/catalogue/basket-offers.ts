/**
 * `Query.basketOffers`: a stored basket's offers as their branches sell them now. An offer is
 * looked up in its sellable's list at its branch; stokvel offers are not in that list (the
 * legacy API lists them per branch), so what is not found there is looked up in the branch's
 * stokvel list. Only an offer in neither is reported gone. Both are read live, past the public
 * catalogue cache: a line that sold out a moment ago must show so on the basket, not the stock
 * of a minute ago.
 */
import type { BasketOfferRefInput } from '../../generated/resolvers-types.js';
import type { Loaders } from '../../loaders/index.js';
import { badUserInput, parseLegacyId } from '../errors.js';
import { emptyWhenNotFound } from '../../upstream/not-found.js';

/**
 * Items one request may re-check, however many fields ask: the legacy API has no read of several
 * offers at once, so each item costs up to 2 calls (its sellable's list, the branch's stokvel list)
 * and the upstream-call estimate counts this many for a list sent as a variable (the field's
 * `@listSize(assumedSize:)` in the schema).
 */
export const MAX_BASKET_OFFERS = 10;

/** Items asked for so far by each request (its loaders live exactly as long as it does). */
const itemsAsked = new WeakMap<Loaders, number>();

export async function basketOffers(items: readonly BasketOfferRefInput[], loaders: Loaders) {
  const asked = (itemsAsked.get(loaders) ?? 0) + items.length;
  if (asked > MAX_BASKET_OFFERS)
    throw badUserInput(`at most ${MAX_BASKET_OFFERS} items in one request`, 'items');
  itemsAsked.set(loaders, asked);
  const refs = items.map((item, index) => ({
    offerId: parseLegacyId(item.offerId, `items[${index}].offerId`),
    sellableId: parseLegacyId(item.sellableId, `items[${index}].sellableId`),
    supplierId: parseLegacyId(item.supplierId, `items[${index}].supplierId`),
  }));
  // The loaders dedupe within the request: one read per sellable and branch, one stokvel list
  // per branch.
  return Promise.all(
    refs.map(async (ref, index) => {
      const listed = await emptyWhenNotFound(
        loaders.liveSellableOffers.load({ id: ref.sellableId, supplierId: ref.supplierId }),
      );
      const offer =
        listed.find((candidate) => candidate.id === ref.offerId) ??
        (await emptyWhenNotFound(loaders.liveStokvelOffers.load(ref.supplierId))).find(
          (candidate) => candidate.id === ref.offerId,
        );
      return { offerId: items[index]!.offerId, offer: offer ?? null };
    }),
  );
}
