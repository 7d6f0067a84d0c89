import { preloadQuery } from '../../apollo/client';
import { getSelectedSupplier } from '../../core/selected-supplier';
import { ActivePromotionsDocument } from './ActivePromotions.generated';
import { AllPromotionsDocument } from './AllPromotions.generated';
import { CombosDocument } from './Combos.generated';
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

export type PromotionsLoaderData = ReturnType<typeof promotionsLoader>;
export type LeafletPromotionsLoaderData = ReturnType<typeof leafletPromotionsLoader>;
export type StokvelLoaderData = ReturnType<typeof stokvelLoader>;
export type CombosLoaderData = ReturnType<typeof combosLoader>;
