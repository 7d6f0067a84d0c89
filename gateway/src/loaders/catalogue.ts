/**
 * Per-request loaders of the catalogue domain (public data). Every key holds every argument of its
 * upstream call, supplier included, so two fields asking the same thing share one call and two
 * different things never share one.
 */
import DataLoader from 'dataloader';
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
import type { Upstream } from '../upstream/index.js';
import { loadEach } from './load-each.js';

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

/**
 * A supplier, or null for the whole shop. Wrapped in an object because DataLoader refuses a bare
 * null key.
 */
export interface SupplierKey {
  supplierId: number | null;
}

export interface SupplierOffersKey {
  list: SupplierOfferList;
  supplierId: number;
}

export interface CatalogueLoaders {
  suppliersNear: DataLoader<SuppliersNearKey, RestSupplier[], string>;
  supplier: DataLoader<number, RestSupplier>;
  /** Base URL of a supplier's own API (agency mode), or null for the configured legacy API. */
  supplierOrigin(supplierId: number | null): Promise<Origin>;
  agencies: DataLoader<'all', RestAgency[]>;
  /** Root categories of a supplier (null: the whole shop). */
  rootCategories: DataLoader<SupplierKey, RestCategory[], string>;
  category: DataLoader<AtSupplierKey, RestCategoryDetail, string>;
  categoryBanners: DataLoader<AtSupplierKey, RestBanner[], string>;
  product: DataLoader<AtSupplierKey, RestProduct, string>;
  productOffers: DataLoader<AtSupplierKey, RestProductOffers, string>;
  sampleProducts: DataLoader<SupplierKey, RestProductOffers[], string>;
  sellableOffers: DataLoader<AtSupplierKey, RestOffer[], string>;
  offerSearch: DataLoader<OfferSearchArgs, OfferSearchResponse, string>;
  supplierOffers: DataLoader<SupplierOffersKey, RestOffer[], string>;
  supplierLeaflets: DataLoader<number, RestLeaflet[]>;
  leafletsNear: DataLoader<SuppliersNearKey, RestLeaflet[], string>;
  ads: DataLoader<SupplierKey, RestAds, string>;
  banners: DataLoader<SupplierKey, RestBanner[], string>;
  timeslots: DataLoader<TimeslotArgs, RestTimeslot[], string>;
}

/** A loader that calls once per distinct key, keys compared by value. */
export function perKey<K, V>(load: (key: K) => Promise<V>): DataLoader<K, V, string> {
  return new DataLoader<K, V, string>((keys) => loadEach(keys, load), {
    cacheKeyFn: (key) => JSON.stringify(key),
  });
}

export function createCatalogueLoaders(upstream: Upstream): CatalogueLoaders {
  const api = upstream.catalogue;
  const supplier = perKey((id: number) => api.supplier(id));
  const supplierOrigin = async (supplierId: number | null): Promise<Origin> =>
    supplierId === null ? null : (await supplier.load(supplierId)).api_endpoint;
  const atSupplier = <V>(
    load: (id: number, supplierId: number | null, origin: Origin) => Promise<V>,
  ) =>
    perKey(async ({ id, supplierId }: AtSupplierKey) =>
      load(id, supplierId, await supplierOrigin(supplierId)),
    );

  return {
    suppliersNear: perKey(({ lat, lon, radiusKm }: SuppliersNearKey) =>
      api.suppliersNear(lat, lon, radiusKm ?? undefined),
    ),
    supplier,
    supplierOrigin,
    agencies: perKey(() => api.agencies()),
    rootCategories: perKey(async ({ supplierId }: SupplierKey) =>
      api.rootCategories(supplierId, await supplierOrigin(supplierId)),
    ),
    category: atSupplier((id, supplierId, origin) => api.category(id, supplierId, origin)),
    categoryBanners: atSupplier((id, supplierId, origin) =>
      api.categoryBanners(id, supplierId, origin),
    ),
    product: atSupplier((id, supplierId, origin) => api.product(id, supplierId, origin)),
    productOffers: atSupplier((id, supplierId, origin) =>
      api.productOffers(id, supplierId, origin),
    ),
    sampleProducts: perKey(async ({ supplierId }: SupplierKey) =>
      api.sampleProducts(supplierId, await supplierOrigin(supplierId)),
    ),
    sellableOffers: atSupplier((id, supplierId, origin) =>
      api.sellableOffers(id, supplierId, origin),
    ),
    offerSearch: perKey(async (args: OfferSearchArgs) =>
      api.offerSearch(args, await supplierOrigin(args.supplierId)),
    ),
    supplierOffers: perKey(async ({ list, supplierId }: SupplierOffersKey) =>
      api.supplierOffers(list, supplierId, await supplierOrigin(supplierId)),
    ),
    supplierLeaflets: perKey(async (supplierId: number) =>
      api.supplierLeaflets(supplierId, await supplierOrigin(supplierId)),
    ),
    leafletsNear: perKey(({ lat, lon, radiusKm }: SuppliersNearKey) =>
      api.leafletsNear(lat, lon, radiusKm),
    ),
    ads: perKey(async ({ supplierId }: SupplierKey) =>
      api.ads(supplierId, await supplierOrigin(supplierId)),
    ),
    banners: perKey(async ({ supplierId }: SupplierKey) =>
      api.banners(supplierId, await supplierOrigin(supplierId)),
    ),
    timeslots: perKey(async (args: TimeslotArgs) =>
      api.timeslots(args, await supplierOrigin(args.supplierId)),
    ),
  };
}
