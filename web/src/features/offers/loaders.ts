import { apolloClient, preloadQuery } from '../../apollo/client';
import { getPosition } from '../../core/position';
import { getSelectedSupplier } from '../../core/selected-supplier';
import { ActivePromotionsDocument } from './ActivePromotions.generated';
import { AllPromotionsDocument } from './AllPromotions.generated';
import { CombosDocument } from './Combos.generated';
import { firstLeafletRadiusKm } from './leaflet-radius';
import { LeafletsNearDocument } from './LeafletsNear.generated';
import { StokvelOffersDocument } from './StokvelOffers.generated';

/** The offer lists of the chosen branch (none without a branch: the page asks for one). */
function branchQuery<TRef>(start: (supplierId: string) => TRef): { queryRef: TRef | null } {
  const supplierId = getSelectedSupplier()?.id;
  return { queryRef: supplierId ? start(supplierId) : null };
}

const branchList = { errorPolicy: 'all' } as const;

export const promotionsLoader = () =>
  branchQuery((supplierId) =>
    preloadQuery(ActivePromotionsDocument, { variables: { supplierId }, ...branchList }),
  );
export const leafletPromotionsLoader = () =>
  branchQuery((supplierId) =>
    preloadQuery(AllPromotionsDocument, { variables: { supplierId }, ...branchList }),
  );
export const stokvelLoader = () =>
  branchQuery((supplierId) =>
    preloadQuery(StokvelOffersDocument, { variables: { supplierId }, ...branchList }),
  );
export const combosLoader = () =>
  branchQuery((supplierId) =>
    preloadQuery(CombosDocument, { variables: { supplierId }, ...branchList }),
  );

/**
 * The leaflets near the shopper within the page's first radius, asked as soon as the position is
 * known (at once for a place the shopper chose; the device is asked once per visit, as the page
 * would): the page's own query, with the same variables, then reads the answer from the cache.
 */
export function leafletsLoader() {
  void getPosition()
    .then(({ lat, lon }) =>
      apolloClient.query({
        query: LeafletsNearDocument,
        variables: { lat, lon, radiusKm: firstLeafletRadiusKm() },
      }),
    )
    .catch(() => undefined);
  return null;
}

export type PromotionsLoaderData = ReturnType<typeof promotionsLoader>;
export type LeafletPromotionsLoaderData = ReturnType<typeof leafletPromotionsLoader>;
export type StokvelLoaderData = ReturnType<typeof stokvelLoader>;
export type CombosLoaderData = ReturnType<typeof combosLoader>;
