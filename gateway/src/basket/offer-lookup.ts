/**
 * Reads offers a change adds, at their branch, as sold now (past the public catalogue cache, as
 * the basket re-check does): in the sellable's list at the branch, else in the branch's stokvel
 * list (stokvel offers are listed there only). The request's loaders read each list once.
 */
import type { RestOffer } from '@shopfront/legacy-api';
import type { Loaders } from '../loaders/index.js';
import { emptyWhenNotFound } from '../upstream/not-found.js';
import type { LineChange } from './rules.js';

export async function lookUpOffers(
  changes: readonly LineChange[],
  loaders: Loaders,
): Promise<Map<number, RestOffer>> {
  const found = await Promise.all(
    changes.map(async ({ offerId, sellableId, supplierId }) => {
      if (sellableId === null || supplierId === null) return null;
      const listed = await emptyWhenNotFound(
        loaders.liveSellableOffers.load({ id: sellableId, supplierId }),
      );
      const offer =
        listed.find((candidate) => candidate.id === offerId) ??
        (await emptyWhenNotFound(loaders.liveStokvelOffers.load(supplierId))).find(
          (candidate) => candidate.id === offerId,
        );
      // An offer of another branch or sellable than the line says is not the line's offer.
      return offer && offer.supplier.id === supplierId ? offer : null;
    }),
  );
  return new Map(
    found.flatMap((offer): Array<[number, RestOffer]> => (offer ? [[offer.id, offer]] : [])),
  );
}
