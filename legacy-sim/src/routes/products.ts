/** Product routes: a product, its offers, sample products, a sellable's offers, offer search. */
import type { FastifyInstance } from 'fastify';
import type { RestCategory } from '@shopfront/legacy-api';
import type { SimContext } from '../context.js';
import { defineRoute } from '../lib/define-route.js';
import { badRequest, notFound } from '../lib/http-errors.js';
import { idParam, optionalNumber } from '../lib/query.js';
import { listedOffers } from '../rules/pricing.js';
import {
  productImage,
  productOffers,
  toRestCategory,
  toRestOffer,
  toRestProduct,
} from '../present/catalogue.js';
import { matchingCategories, relevance, tokenize } from '../rules/search.js';
import { lookup } from '../state/lookup.js';
import type { OfferRecord, ProductRecord } from '../state/types.js';

const SAMPLE_SIZE = 12;
const DEFAULT_PER_PAGE = 20;
const MAX_PER_PAGE = 100;
const V2_SEARCH_LIMIT = 200;

function knownSupplier(ctx: SimContext, supplierId: number | undefined): void {
  if (supplierId !== undefined && !lookup(ctx.state).suppliers.has(supplierId))
    throw notFound(`Supplier ${supplierId} not found`);
}

function findProduct(ctx: SimContext, rawId: string): ProductRecord {
  const id = idParam(rawId);
  const product = lookup(ctx.state).products.get(id);
  if (!product) throw notFound(`Product ${id} not found`);
  return product;
}

/** Offers of the sellables matching the query, most relevant first, then cheapest. */
function searchOffers(
  ctx: SimContext,
  query: string,
  supplierId: number | undefined,
): OfferRecord[] {
  if (!tokenize(query).length) throw badRequest('query is required');
  const index = lookup(ctx.state);
  const now = ctx.clock.now();
  const hits: Array<{ offer: OfferRecord; score: number }> = [];
  for (const sellable of ctx.state.sellables) {
    const product = index.products.get(sellable.productId);
    const brand = ctx.state.brands.find((b) => b.id === sellable.brandId)?.name ?? '';
    const category = product ? (index.categories.get(product.categoryId)?.name ?? '') : '';
    const score = relevance(query, {
      name: `${product?.name ?? ''} ${sellable.name}`,
      brand,
      category,
    });
    if (score <= 0) continue;
    const offers = listedOffers(index.offersBySellable.get(sellable.id) ?? [], now).filter(
      (offer) =>
        supplierId === undefined
          ? !index.suppliers.get(offer.supplierId)?.disabled
          : offer.supplierId === supplierId,
    );
    for (const offer of offers) hits.push({ offer, score });
  }
  return hits
    .sort(
      (a, b) =>
        b.score - a.score || a.offer.priceInCents - b.offer.priceInCents || a.offer.id - b.offer.id,
    )
    .map((hit) => hit.offer);
}

const SUGGESTED_CATEGORIES = 6;

/**
 * For an empty result: subcategories whose names match the query's words or synonyms, else the
 * top (root) categories.
 */
function suggestedCategories(ctx: SimContext, query: string): RestCategory[] {
  const matching = matchingCategories(query, ctx.state.categories);
  const picked = matching.length
    ? matching
    : ctx.state.categories.filter((category) => category.parentId === null);
  const index = lookup(ctx.state);
  return picked.slice(0, SUGGESTED_CATEGORIES).map((category) => {
    const count = ctx.state.products.filter((p) => p.categoryId === category.id).length;
    return toRestCategory(ctx, index.categories.get(category.id) ?? category, count);
  });
}

/** The legacy search reads at most 200 characters and refuses longer text. */
const MAX_SEARCH_LENGTH = 200;

function searchQuery(raw: string | undefined): string {
  const text = raw ?? '';
  if (text.length > MAX_SEARCH_LENGTH)
    throw badRequest(`query must be at most ${MAX_SEARCH_LENGTH} characters`);
  return text;
}

export function registerProductRoutes(app: FastifyInstance, ctx: SimContext): void {
  defineRoute(app, 'GET /catalog/v1/products/sample', ({ query }) => {
    const supplierId = optionalNumber(query.supplier_id, 'supplier_id');
    knownSupplier(ctx, supplierId);
    const withOffers = ctx.state.products
      .map((product) => ({ product, offers: productOffers(ctx, product, supplierId) }))
      .filter(({ offers }) => offers.length > 0);
    // An even spread over the catalogue, the same on every call.
    const step = Math.max(1, Math.floor(withOffers.length / SAMPLE_SIZE));
    const sample = withOffers.filter((_, i) => i % step === 0).slice(0, SAMPLE_SIZE);
    return {
      status: 'ok',
      resources: sample.map(({ product, offers }) => ({
        id: product.id,
        name: product.name,
        image_url: productImage(ctx, offers[0]?.sellableId ?? 0),
        offers: offers.map((offer) => toRestOffer(ctx, offer)),
      })),
    };
  });

  defineRoute(app, 'GET /catalog/v1/products/{id}', ({ params }) => ({
    status: 'ok',
    product: toRestProduct(ctx, findProduct(ctx, params.id)),
  }));

  defineRoute(app, 'GET /catalog/v1/products/{id}/offers', ({ params, query }) => {
    const product = findProduct(ctx, params.id);
    const supplierId = optionalNumber(query.supplier_id, 'supplier_id');
    knownSupplier(ctx, supplierId);
    const rest = toRestProduct(ctx, product);
    return {
      status: 'ok',
      product_offers: {
        id: product.id,
        name: product.name,
        image_url: rest.image_url,
        offers: productOffers(ctx, product, supplierId).map((offer) => toRestOffer(ctx, offer)),
      },
    };
  });

  defineRoute(app, 'GET /catalog/v1/sellables/{id}/offers', ({ params, query }) => {
    const id = idParam(params.id);
    const supplierId = optionalNumber(query.supplier_id, 'supplier_id');
    knownSupplier(ctx, supplierId);
    const index = lookup(ctx.state);
    if (!index.sellables.has(id)) throw notFound(`Sellable ${id} not found`);
    const offers = listedOffers(index.offersBySellable.get(id) ?? [], ctx.clock.now()).filter(
      (offer) => supplierId === undefined || offer.supplierId === supplierId,
    );
    return { status: 'ok', resources: offers.map((offer) => toRestOffer(ctx, offer)) };
  });

  defineRoute(app, 'GET /catalog/v1/offers/search', ({ query }) => {
    const supplierId = optionalNumber(query.supplier_id, 'supplier_id');
    knownSupplier(ctx, supplierId);
    const page = optionalNumber(query.page, 'page') ?? 1;
    const perPage = optionalNumber(query.per_page, 'per_page') ?? DEFAULT_PER_PAGE;
    if (!Number.isInteger(page) || page < 1) throw badRequest('page must be 1 or more');
    if (!Number.isInteger(perPage) || perPage < 1 || perPage > MAX_PER_PAGE)
      throw badRequest(`per_page must be between 1 and ${MAX_PER_PAGE}`);
    const all = searchOffers(ctx, searchQuery(query.query), supplierId);
    const slice = all.slice((page - 1) * perPage, page * perPage);
    return {
      status: all.length ? 'ok' : 'not_found',
      offers: slice.map((offer) => toRestOffer(ctx, offer)),
      pagination: {
        page,
        per_page: perPage,
        next_page: page * perPage < all.length ? page + 1 : null,
        total: all.length,
      },
      ...(all.length ? {} : { suggested_categories: suggestedCategories(ctx, query.query ?? '') }),
    };
  });

  defineRoute(app, 'GET /catalog/v2/offers/search', ({ query }) => {
    const supplierId = optionalNumber(query.supplier_id, 'supplier_id');
    knownSupplier(ctx, supplierId);
    const all = searchOffers(ctx, searchQuery(query.query), supplierId).slice(0, V2_SEARCH_LIMIT);
    return {
      status: all.length ? 'ok' : 'not_found',
      offers: all.map((offer) => toRestOffer(ctx, offer)),
      ...(all.length ? {} : { suggested_categories: suggestedCategories(ctx, query.query ?? '') }),
    };
  });
}
