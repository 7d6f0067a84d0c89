import type { NearbyOfferList, QueryResolvers } from '../../generated/resolvers-types.js';
import type { SupplierOfferList } from '../../upstream/catalogue-api.js';
import type { GatewayContext } from '../../context.js';
import { badUserInput, parseLegacyId } from '../errors.js';
import { basketOffers } from './basket-offers.js';
import { CallBudget } from './call-budget.js';
import { correctedSearch, searchWords } from './corrected-search.js';
import { NEARBY_SEARCH_CALLS, nearbyOffers, nearbyProductSearch } from './nearby.js';
import { emptyWhenNotFound, nullWhenNotFound } from '../../upstream/not-found.js';
import { onePerItem } from './one-per-item.js';
import { checkPaging } from './paging.js';
import { OFFER_SEARCH_CALLS, searchOnePerItem } from './search-one-per-item.js';

const DEFAULT_PER_PAGE = 20;
/** The legacy search refuses longer text (400): refused here first, with a clear message. */
export const MAX_SEARCH_LENGTH = 200;

/** The words to search: checked as typed, then with sizes written the catalogue's way. */
function searchText(query: string): string {
  const text = query.trim();
  if (!text) throw badUserInput('query must not be empty', 'query');
  if (text.length > MAX_SEARCH_LENGTH)
    throw badUserInput(`query must be at most ${MAX_SEARCH_LENGTH} characters`, 'query');
  return searchWords(text, MAX_SEARCH_LENGTH);
}

/** Checks a point and radius; returns the radius as the loader key wants it. */
function checkPoint(lat: number, lon: number, radiusKm?: number | null): number | null {
  if (lat < -90 || lat > 90) throw badUserInput('lat must be between -90 and 90', 'lat');
  if (lon < -180 || lon > 180) throw badUserInput('lon must be between -180 and 180', 'lon');
  if (radiusKm != null && !(radiusKm > 0 && radiusKm <= 500)) {
    throw badUserInput('radiusKm must be more than 0 and at most 500', 'radiusKm');
  }
  return radiusKm ?? null;
}

const NEARBY_LISTS: Record<NearbyOfferList, SupplierOfferList> = {
  PROMOTIONS: 'promotions',
  ACTIVE_PROMOTIONS: 'promotions_active',
  STOKVEL: 'stokvel',
  ACTIVE_STOKVEL: 'stokvel_active',
  COMBOS: 'combos',
};

const optionalSupplier = (supplierId?: string | null): number | null =>
  supplierId == null ? null : parseLegacyId(supplierId, 'supplierId');

const supplierOffers =
  (list: SupplierOfferList) =>
  (_parent: unknown, { supplierId }: { supplierId: string }, { loaders }: GatewayContext) =>
    emptyWhenNotFound(
      loaders.supplierOffers.load({ list, supplierId: parseLegacyId(supplierId, 'supplierId') }),
    );

export const Query: QueryResolvers = {
  suppliersNear: (_parent, { lat, lon, radiusKm }, { loaders }) =>
    loaders.suppliersNear.load({ lat, lon, radiusKm: checkPoint(lat, lon, radiusKm) }),

  supplier: (_parent, { id }, { loaders }) =>
    nullWhenNotFound(loaders.supplier.load(parseLegacyId(id, 'id'))),

  agencies: (_parent, _args, { loaders }) => loaders.agencies.load('all'),

  categories: async (_parent, { supplierId }, { loaders }) => {
    const scopeSupplierId = optionalSupplier(supplierId);
    const categories = await loaders.rootCategories.load({ supplierId: scopeSupplierId });
    return categories.map((category) => ({ ...category, scopeSupplierId }));
  },

  category: async (_parent, { id, supplierId }, { loaders }) => {
    const key = { id: parseLegacyId(id, 'id'), supplierId: optionalSupplier(supplierId) };
    const category = await nullWhenNotFound(loaders.category.load(key));
    return category && { ...category, scopeSupplierId: key.supplierId };
  },

  product: async (_parent, { id, supplierId }, { loaders }) => {
    const key = { id: parseLegacyId(id, 'id'), supplierId: optionalSupplier(supplierId) };
    const product = await nullWhenNotFound(loaders.product.load(key));
    return product && { ...product, scopeSupplierId: key.supplierId };
  },

  sampleProducts: (_parent, { supplierId }, { loaders }) =>
    loaders.sampleProducts.load({ supplierId: optionalSupplier(supplierId) }),

  sellableOffers: (_parent, { sellableId, supplierId }, { loaders }) =>
    emptyWhenNotFound(
      loaders.sellableOffers.load({
        id: parseLegacyId(sellableId, 'sellableId'),
        supplierId: optionalSupplier(supplierId),
      }),
    ),

  basketOffers: (_parent, { items }, { loaders }) => basketOffers(items, loaders),

  offerSearch: async (_parent, { query, supplierId, page, perPage, exactly }, context) => {
    const text = searchText(query);
    checkPaging(page, perPage);
    const scopeSupplierId = optionalSupplier(supplierId);
    // One budget for the search, its correction and the result's `elsewhere` and "did you mean".
    const budget = new CallBudget(OFFER_SEARCH_CALLS);
    const { result, showingResultsFor } = await correctedSearch(
      { query: text, page: page ?? 1, exactly: exactly ?? false },
      (words, pageToRead) =>
        searchOnePerItem(
          {
            query: words,
            supplierId: scopeSupplierId,
            page: pageToRead,
            perPage: perPage ?? DEFAULT_PER_PAGE,
          },
          context,
          budget,
        ),
      (found) => found.offers.length === 0,
      context.catalogueWords,
      budget,
    );
    return {
      ...result,
      scopeSupplierId,
      search: { query: text, page: page ?? 1 },
      showingResultsFor,
      budget,
    };
  },

  nearbyProductSearch: async (
    _parent,
    { query, lat, lon, radiusKm, page, perPage, exactly },
    context,
  ) => {
    const text = searchText(query);
    checkPaging(page, perPage);
    const near = { lat, lon, radiusKm: checkPoint(lat, lon, radiusKm) };
    // One budget for the search, its correction and "did you mean": the field's declared calls.
    const budget = new CallBudget(NEARBY_SEARCH_CALLS);
    const { result, showingResultsFor } = await correctedSearch(
      { query: text, page: page ?? 1, exactly: exactly ?? false },
      (words, pageToRead) =>
        nearbyProductSearch(
          { query: words, near, page: pageToRead, perPage: perPage ?? DEFAULT_PER_PAGE },
          context,
          budget,
        ),
      (found) => found.products.length === 0,
      context.catalogueWords,
      budget,
    );
    // "Did you mean" starts from the words typed, not from a correction that found nothing.
    return { ...result, query: text, showingResultsFor };
  },

  nearbyOffers: (_parent, { list, lat, lon, radiusKm, page, perPage }, context) => {
    checkPaging(page, perPage);
    return nearbyOffers(
      {
        list: NEARBY_LISTS[list],
        near: { lat, lon, radiusKm: checkPoint(lat, lon, radiusKm) },
        page: page ?? 1,
        perPage: perPage ?? DEFAULT_PER_PAGE,
      },
      context,
    );
  },

  promotions: supplierOffers('promotions'),
  activePromotions: supplierOffers('promotions_active'),
  stokvelOffers: supplierOffers('stokvel'),
  activeStokvelOffers: supplierOffers('stokvel_active'),
  // A running special is listed beside the shelf price it undercuts: one card per combo, the
  // offer the shopper pays now, so Add adds the price shown.
  combos: async (parent, args, context) =>
    onePerItem(await supplierOffers('combos')(parent, args, context)),

  leaflets: (_parent, { supplierId }, { loaders }) =>
    loaders.supplierLeaflets.load(parseLegacyId(supplierId, 'supplierId')),

  leafletsNear: async (_parent, { lat, lon, radiusKm }, { loaders }) => {
    const near = { lat, lon, radiusKm: checkPoint(lat, lon, radiusKm) };
    const leaflets = await loaders.leafletsNear.load(near);
    return leaflets.map((leaflet) => ({ ...leaflet, near }));
  },

  ads: (_parent, { supplierId }, { loaders }) =>
    loaders.ads.load({ supplierId: optionalSupplier(supplierId) }),

  banners: (_parent, { supplierId }, { loaders }) =>
    loaders.banners.load({ supplierId: optionalSupplier(supplierId) }),
};
