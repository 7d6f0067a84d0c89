/**
 * Per-request loaders of the catalogue domain (public data). Every key holds every argument of its
 * upstream call, supplier included, so two fields asking the same thing share one call and two
 * different things never share one.
 */
import type DataLoader from 'dataloader';
import type {
  RestAds,
  RestAgency,
  RestBanner,
  RestCategory,
  RestCategoryDetail,
  RestLeaflet,
  RestOffer,
  RestProduct,
  RestProductOffers,
  RestSupplier,
  RestTimeslot,
} from '@shopfront/legacy-api';
import type {
  OfferSearchArgs,
  OfferSearchResponse,
  Origin,
  SupplierOfferList,
  TimeslotArgs,
} from '../upstream/catalogue-api.js';
import { branchLoader } from './branches.js';
import type { LoaderRecipes } from './lazy.js';
import { perKey } from './per-key.js';
import type { ShopConfigLoader, SupplierKey, SupplierOrigins } from './shared.js';

export { perKey } from './per-key.js';
export type { SupplierKey } from './shared.js';

export interface SuppliersNearKey {
  lat: number;
  lon: number;
  radiusKm: number | null;
}

/** An id asked for at a supplier (null: the whole shop). */
export interface AtSupplierKey {
  id: number;
  supplierId: number | null;
}

export interface SupplierOffersKey {
  list: SupplierOfferList;
  supplierId: number;
}

export interface CatalogueLoaders extends SupplierOrigins {
  suppliersNear: DataLoader<SuppliersNearKey, RestSupplier[], string>;
  supplier: DataLoader<number, RestSupplier>;
  agencies: DataLoader<'all', RestAgency[]>;
  /** Root categories of a supplier (null: the whole shop). */
  rootCategories: DataLoader<SupplierKey, RestCategory[], string>;
  category: DataLoader<AtSupplierKey, RestCategoryDetail, string>;
  categoryBanners: DataLoader<AtSupplierKey, RestBanner[], string>;
  product: DataLoader<AtSupplierKey, RestProduct, string>;
  productOffers: DataLoader<AtSupplierKey, RestProductOffers, string>;
  sampleProducts: DataLoader<SupplierKey, RestProductOffers[], string>;
  sellableOffers: DataLoader<AtSupplierKey, RestOffer[], string>;
  /** `sellableOffers` read past the public cache (the basket re-check's live stock). */
  liveSellableOffers: DataLoader<AtSupplierKey, RestOffer[], string>;
  offerSearch: DataLoader<OfferSearchArgs, OfferSearchResponse, string>;
  supplierOffers: DataLoader<SupplierOffersKey, RestOffer[], string>;
  /** A branch's stokvel list read past the public cache. */
  liveStokvelOffers: DataLoader<number, RestOffer[]>;
  supplierLeaflets: DataLoader<number, RestLeaflet[]>;
  leafletsNear: DataLoader<SuppliersNearKey, RestLeaflet[], string>;
  ads: DataLoader<SupplierKey, RestAds, string>;
  banners: DataLoader<SupplierKey, RestBanner[], string>;
  timeslots: DataLoader<TimeslotArgs, RestTimeslot[], string>;
}

/** A loader by id at a supplier, calling that supplier's origin (its own API in agency mode). */
function atSupplier<V>(
  all: Pick<CatalogueLoaders, 'supplierOrigin'>,
  load: (id: number, supplierId: number | null, origin: Origin) => Promise<V>,
): DataLoader<AtSupplierKey, V, string> {
  return perKey(async ({ id, supplierId }: AtSupplierKey) =>
    load(id, supplierId, await all.supplierOrigin(supplierId)),
  );
}

export const catalogueRecipes: LoaderRecipes<
  CatalogueLoaders,
  CatalogueLoaders & ShopConfigLoader
> = {
  suppliersNear: ({ upstream }) =>
    perKey(({ lat, lon, radiusKm }: SuppliersNearKey) =>
      upstream.catalogue.suppliersNear(lat, lon, radiusKm ?? undefined),
    ),
  supplier: branchLoader,
  supplierOrigin: (_context, all) => async (supplierId) => {
    if (supplierId === null) return null;
    // Only agency mode sends a supplier's calls to its own api_endpoint. In
    // market mode the lookup would be one more upstream call per branch, in sequence before the
    // real one, whose answer is never used; the shop-wide configuration (cached, shared by every
    // branch and request) says which mode applies. Without it, the lookup decides as before.
    const market = await all.shopConfig.load('shop').then(
      (config) => config !== null && !config.features.agency,
      () => false,
    );
    return market ? null : (await all.supplier.load(supplierId)).api_endpoint;
  },
  agencies: ({ upstream }) => perKey(() => upstream.catalogue.agencies()),
  rootCategories: ({ upstream }, all) =>
    perKey(async ({ supplierId }: SupplierKey) =>
      upstream.catalogue.rootCategories(supplierId, await all.supplierOrigin(supplierId)),
    ),
  category: ({ upstream }, all) =>
    atSupplier(all, (id, supplierId, origin) =>
      upstream.catalogue.category(id, supplierId, origin),
    ),
  categoryBanners: ({ upstream }, all) =>
    atSupplier(all, (id, supplierId, origin) =>
      upstream.catalogue.categoryBanners(id, supplierId, origin),
    ),
  product: ({ upstream }, all) =>
    atSupplier(all, (id, supplierId, origin) => upstream.catalogue.product(id, supplierId, origin)),
  productOffers: ({ upstream }, all) =>
    atSupplier(all, (id, supplierId, origin) =>
      upstream.catalogue.productOffers(id, supplierId, origin),
    ),
  sampleProducts: ({ upstream }, all) =>
    perKey(async ({ supplierId }: SupplierKey) =>
      upstream.catalogue.sampleProducts(supplierId, await all.supplierOrigin(supplierId)),
    ),
  sellableOffers: ({ upstream }, all) =>
    atSupplier(all, (id, supplierId, origin) =>
      upstream.catalogue.sellableOffers(id, supplierId, origin),
    ),
  liveSellableOffers: ({ upstream }, all) =>
    atSupplier(all, (id, supplierId, origin) =>
      upstream.catalogue.sellableOffers(id, supplierId, origin, true),
    ),
  liveStokvelOffers: ({ upstream }, all) =>
    perKey(async (supplierId: number) =>
      upstream.catalogue.supplierOffers(
        'stokvel',
        supplierId,
        await all.supplierOrigin(supplierId),
        true,
      ),
    ),
  offerSearch: ({ upstream }, all) =>
    perKey(async (args: OfferSearchArgs) =>
      upstream.catalogue.offerSearch(args, await all.supplierOrigin(args.supplierId)),
    ),
  supplierOffers: ({ upstream }, all) =>
    perKey(async ({ list, supplierId }: SupplierOffersKey) =>
      upstream.catalogue.supplierOffers(list, supplierId, await all.supplierOrigin(supplierId)),
    ),
  supplierLeaflets: ({ upstream }, all) =>
    perKey(async (supplierId: number) =>
      upstream.catalogue.supplierLeaflets(supplierId, await all.supplierOrigin(supplierId)),
    ),
  leafletsNear: ({ upstream }) =>
    perKey(({ lat, lon, radiusKm }: SuppliersNearKey) =>
      upstream.catalogue.leafletsNear(lat, lon, radiusKm),
    ),
  ads: ({ upstream }, all) =>
    perKey(async ({ supplierId }: SupplierKey) =>
      upstream.catalogue.ads(supplierId, await all.supplierOrigin(supplierId)),
    ),
  banners: ({ upstream }, all) =>
    perKey(async ({ supplierId }: SupplierKey) =>
      upstream.catalogue.banners(supplierId, await all.supplierOrigin(supplierId)),
    ),
  timeslots: ({ upstream }, all) =>
    perKey(async (args: TimeslotArgs) =>
      upstream.catalogue.timeslots(args, await all.supplierOrigin(args.supplierId)),
    ),
};
