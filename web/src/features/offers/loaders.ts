import type { LoaderFunctionArgs } from 'react-router';
import { getPosition } from '../../core/position';
import { contextOf, type QueryPreloader } from '../../core/request-context';
import { ActivePromotionsDocument } from './ActivePromotions.generated';
import { AllPromotionsDocument } from './AllPromotions.generated';
import { CombosDocument } from './Combos.generated';
import { firstLeafletRadiusKm } from './leaflet-radius';
import { LeafletsNearDocument } from './LeafletsNear.generated';
import { StokvelOffersDocument } from './StokvelOffers.generated';

/** The offer lists of the chosen branch (none without a branch: the page asks for one). */
function branchQuery<TRef>(
  args: Args,
  start: (preloadQuery: QueryPreloader, supplierId: string) => TRef,
): { queryRef: TRef | null } {
  const { preloadQuery, branch } = contextOf(args);
  const supplierId = branch()?.id;
  return { queryRef: supplierId ? start(preloadQuery, supplierId) : null };
}

type Args = Pick<LoaderFunctionArgs, 'context'>;

const branchList = { errorPolicy: 'all' } as const;

export const promotionsLoader = (args: Args) =>
  branchQuery(args, (preloadQuery, supplierId) =>
    preloadQuery(ActivePromotionsDocument, { variables: { supplierId }, ...branchList }),
  );
export const leafletPromotionsLoader = (args: Args) =>
  branchQuery(args, (preloadQuery, supplierId) =>
    preloadQuery(AllPromotionsDocument, { variables: { supplierId }, ...branchList }),
  );
export const stokvelLoader = (args: Args) =>
  branchQuery(args, (preloadQuery, supplierId) =>
    preloadQuery(StokvelOffersDocument, { variables: { supplierId }, ...branchList }),
  );
export const combosLoader = (args: Args) =>
  branchQuery(args, (preloadQuery, supplierId) =>
    preloadQuery(CombosDocument, { variables: { supplierId }, ...branchList }),
  );

/**
 * The leaflets near the shopper within the page's first radius, asked as soon as the position is
 * known (at once for a place the shopper chose; the device is asked once per visit, as the page
 * would): the page's own query, with the same variables, then reads the answer from the cache.
 */
export function leafletsLoader(args: Args) {
  const { client, stores } = contextOf(args);
  void getPosition(stores)
    .then(({ lat, lon }) =>
      client.query({
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
