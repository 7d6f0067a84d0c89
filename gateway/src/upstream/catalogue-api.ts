/**
 * The catalogue API family (`/catalog/v1/...`, `/api/v2/...`): suppliers, categories, products,
 * offers, promotions, leaflets, ads and timeslots. Every call is public: it never sends a token,
 * so the shared client may cache it. Calls for one supplier take that supplier's `api_endpoint`
 * (agency mode) as `origin`; null uses the configured legacy API.
 */
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
import type { LegacyClient } from './legacy-client.js';

/** Which generation answers offer search: v1 pages by `next_page`, v2 returns every match. */
export type OfferSearchGeneration = 'v1' | 'v2';

export interface CatalogueApiOptions {
  offerSearch?: OfferSearchGeneration;
}

/** Base URL of a supplier's own API, or null for the configured legacy API. */
export type Origin = string | null;

export interface OfferSearchArgs {
  query: string;
  supplierId: number | null;
  page: number;
  perPage: number;
}

export interface OfferSearchResponse {
  offers: RestOffer[];
  nextPage: number | null;
  /** Offers matched on every page together (v1's `pagination.total`), when the answer says it. */
  total?: number;
  /** Only when nothing matched: categories to suggest instead. */
  suggestedCategories: RestCategory[];
}

export interface TimeslotArgs {
  supplierId: number;
  requiresShipping: boolean | null;
  stokvel: boolean | null;
  paymentProvider: string | null;
  shippingProvider: string | null;
  shippingLat: number | null;
  shippingLon: number | null;
}

/** The supplier-scoped offer lists, by the last segment of their path. */
export type SupplierOfferList =
  'combos' | 'promotions' | 'promotions_active' | 'stokvel' | 'stokvel_active';

const optional = <T>(value: T | null): T | undefined => value ?? undefined;

export class CatalogueApi {
  readonly offerSearchGeneration: OfferSearchGeneration;

  constructor(
    private readonly client: LegacyClient,
    options: CatalogueApiOptions = {},
  ) {
    this.offerSearchGeneration = options.offerSearch ?? 'v1';
  }

  async suppliersNear(lat: number, lon: number, radiusKm?: number): Promise<RestSupplier[]> {
    const response = await this.client.call('GET /catalog/v1/suppliers/distance_from', {
      query: { lat, lon, distance: radiusKm },
    });
    return response.resources;
  }

  /** `live` skips the public cache: the branch as it is now (open or closed). */
  async supplier(id: number, live = false): Promise<RestSupplier> {
    const response = await this.client.call('GET /catalog/v1/suppliers/{id}', {
      params: { id: String(id) },
      ...(live ? { cache: false as const } : {}),
    });
    return response.supplier;
  }

  async agencies(): Promise<RestAgency[]> {
    const response = await this.client.call('GET /api/v2/agencies', {});
    return response.resources;
  }

  async rootCategories(supplierId: number | null, origin: Origin): Promise<RestCategory[]> {
    const response = await this.client.call('GET /catalog/v1/categories', {
      query: { supplier_id: optional(supplierId) },
      origin,
    });
    return response.resources;
  }

  async category(
    id: number,
    supplierId: number | null,
    origin: Origin,
  ): Promise<RestCategoryDetail> {
    const response = await this.client.call('GET /catalog/v1/categories/{id}', {
      params: { id: String(id) },
      query: { supplier_id: optional(supplierId) },
      origin,
    });
    return response.category;
  }

  async categoryBanners(
    id: number,
    supplierId: number | null,
    origin: Origin,
  ): Promise<RestBanner[]> {
    const response = await this.client.call('GET /catalog/v1/categories/{id}/banners', {
      params: { id: String(id) },
      query: { supplier_id: optional(supplierId) },
      origin,
    });
    return response.resources;
  }

  async product(id: number, supplierId: number | null, origin: Origin): Promise<RestProduct> {
    const response = await this.client.call('GET /catalog/v1/products/{id}', {
      params: { id: String(id) },
      query: { supplier_id: optional(supplierId) },
      origin,
    });
    return response.product;
  }

  async productOffers(
    id: number,
    supplierId: number | null,
    origin: Origin,
  ): Promise<RestProductOffers> {
    const response = await this.client.call('GET /catalog/v1/products/{id}/offers', {
      params: { id: String(id) },
      query: { supplier_id: optional(supplierId) },
      origin,
    });
    return response.product_offers;
  }

  async sampleProducts(supplierId: number | null, origin: Origin): Promise<RestProductOffers[]> {
    const response = await this.client.call('GET /catalog/v1/products/sample', {
      query: { supplier_id: optional(supplierId) },
      origin,
    });
    return response.resources;
  }

  /** `live` skips the public cache: stock and price as the branch holds them this moment. */
  async sellableOffers(
    id: number,
    supplierId: number | null,
    origin: Origin,
    live = false,
  ): Promise<RestOffer[]> {
    const response = await this.client.call('GET /catalog/v1/sellables/{id}/offers', {
      params: { id: String(id) },
      query: { supplier_id: optional(supplierId) },
      origin,
      ...(live ? { cache: false as const } : {}),
    });
    return response.resources;
  }

  /** One page of search, from the configured generation (v2 answers everything on page 1). */
  async offerSearch(args: OfferSearchArgs, origin: Origin): Promise<OfferSearchResponse> {
    if (this.offerSearchGeneration === 'v2') {
      if (args.page > 1) return { offers: [], nextPage: null, suggestedCategories: [] };
      const response = await this.client.call('GET /catalog/v2/offers/search', {
        query: { query: args.query, supplier_id: optional(args.supplierId) },
        origin,
      });
      return {
        offers: response.offers,
        nextPage: null,
        suggestedCategories: response.suggested_categories ?? [],
      };
    }
    const response = await this.client.call('GET /catalog/v1/offers/search', {
      query: {
        query: args.query,
        supplier_id: optional(args.supplierId),
        page: args.page,
        per_page: args.perPage,
      },
      origin,
    });
    return {
      offers: response.offers,
      nextPage: response.pagination.next_page,
      total: response.pagination.total,
      suggestedCategories: response.suggested_categories ?? [],
    };
  }

  /** `live` skips the public cache, as for `sellableOffers`. */
  async supplierOffers(
    list: SupplierOfferList,
    supplierId: number,
    origin: Origin,
    live = false,
  ): Promise<RestOffer[]> {
    const params = { id: String(supplierId) };
    if (live && list === 'stokvel') {
      const response = await this.client.call('GET /catalog/v1/suppliers/{id}/stokvel', {
        params,
        origin,
        cache: false,
      });
      return response.resources;
    }
    const response =
      list === 'combos'
        ? await this.client.call('GET /catalog/v1/suppliers/{id}/combos', { params, origin })
        : list === 'promotions'
          ? await this.client.call('GET /catalog/v1/suppliers/{id}/promotions', { params, origin })
          : list === 'promotions_active'
            ? await this.client.call('GET /catalog/v1/suppliers/{id}/promotions_active', {
                params,
                origin,
              })
            : list === 'stokvel'
              ? await this.client.call('GET /catalog/v1/suppliers/{id}/stokvel', { params, origin })
              : await this.client.call('GET /catalog/v1/suppliers/{id}/stokvel_active', {
                  params,
                  origin,
                });
    return response.resources;
  }

  async supplierLeaflets(supplierId: number, origin: Origin): Promise<RestLeaflet[]> {
    const response = await this.client.call('GET /catalog/v1/suppliers/{id}/leaflets', {
      params: { id: String(supplierId) },
      origin,
    });
    return response.resources;
  }

  async leafletsNear(lat: number, lon: number, radiusKm: number | null): Promise<RestLeaflet[]> {
    const response = await this.client.call('GET /api/v2/leaflets', {
      query: { lat, lon, radius: optional(radiusKm) },
    });
    return response.resources;
  }

  async ads(supplierId: number | null, origin: Origin): Promise<RestAds> {
    const response = await this.client.call('GET /api/v2/ads', {
      query: { supplier_id: optional(supplierId) },
      origin,
    });
    return response.ads;
  }

  async banners(supplierId: number | null, origin: Origin): Promise<RestBanner[]> {
    const response = await this.client.call('GET /api/v2/banners', {
      query: { supplier_id: optional(supplierId) },
      origin,
    });
    return response.resources;
  }

  /** Slots change as they fill up: always live, never from the cache. */
  async timeslots(args: TimeslotArgs, origin: Origin): Promise<RestTimeslot[]> {
    const response = await this.client.call('GET /catalog/v1/suppliers/{id}/timeslots', {
      params: { id: String(args.supplierId) },
      query: {
        requires_shipping: optional(args.requiresShipping),
        stokvel: optional(args.stokvel),
        provider: optional(args.paymentProvider),
        shipping_provider: optional(args.shippingProvider),
        shipping_lat: optional(args.shippingLat),
        shipping_lon: optional(args.shippingLon),
      },
      origin,
      cache: false,
    });
    return response.resources;
  }
}
