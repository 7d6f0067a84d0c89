/**
 * Price comparison mode (no branch chosen): the same legacy call fanned out to the nearest open
 * branches near the shopper, a bounded number at a time for the whole request. Each branch call
 * goes through the request's loaders, so the shared response cache answers repeats and one request
 * never asks a branch twice. The query cost rule counts these calls (pipeline/query-limits.ts).
 */
import pLimit, { type LimitFunction } from 'p-limit';
import type { RestCategory, RestOffer, RestSupplier } from '@shopfront/legacy-api';
import type { GatewayContext } from '../../context.js';
import type { SuppliersNearKey } from '../../loaders/catalogue.js';
import type { OfferSearchResponse, SupplierOfferList } from '../../upstream/catalogue-api.js';
import { UpstreamError } from '../../upstream/errors.js';
import type { CallBudget } from './call-budget.js';
import { buyableNow, productFacts } from './product-facts.js';

/** Branch calls in flight at once for one request, however many nearby fields it holds. */
export const NEARBY_CONCURRENCY = 4;

/** Branches one nearby field asks at most: the nearest open ones (a wide radius may hold hundreds). */
export const NEARBY_MAX_BRANCHES = 20;

/**
 * Legacy calls one nearby product search makes at most, its `@upstream(calls:)` in the schema:
 * the branch list and a search per branch, then the listed products' own offers (one call each,
 * most relevant first) with the calls left; a product past them takes its facts from the branch
 * pages. With a handful of branches near, every listed product reads its own; with 20, none does.
 */
export const NEARBY_SEARCH_CALLS = 1 + NEARBY_MAX_BRANCHES;

/** One limiter per request, shared by its nearby fields. */
const requestLimits = new WeakMap<GatewayContext, LimitFunction>();

function limitOf(ctx: GatewayContext): LimitFunction {
  let limit = requestLimits.get(ctx);
  if (!limit) {
    limit = pLimit(NEARBY_CONCURRENCY);
    requestLimits.set(ctx, limit);
  }
  return limit;
}

/** The nearest open branches near a point, nearest first. */
async function openBranches(
  near: SuppliersNearKey,
  ctx: GatewayContext,
  exceptSupplierId?: number,
): Promise<RestSupplier[]> {
  const branches = await ctx.loaders.suppliersNear.load(near);
  return branches
    .filter((branch) => !branch.disabled && branch.id !== exceptSupplierId)
    .slice(0, NEARBY_MAX_BRANCHES);
}

/**
 * `work` for every branch, at most NEARBY_CONCURRENCY at a time per request, results in branch order. A branch
 * whose legacy call fails counts as having nothing (an offers fetch failure
 * gives an empty list), so one failing branch does not hide the others.
 */
function perBranch<T>(
  ctx: GatewayContext,
  branches: RestSupplier[],
  work: (branch: RestSupplier) => Promise<T>,
  empty: T,
): Promise<T[]> {
  const limit = limitOf(ctx);
  return Promise.all(
    branches.map((branch) =>
      limit(async () => {
        try {
          return await work(branch);
        } catch (error) {
          if (error instanceof UpstreamError) return empty;
          throw error;
        }
      }),
    ),
  );
}

export interface NearbyProductParent {
  id: number;
  name: string;
  cheapestOffer: RestOffer;
  cheapestAt: RestSupplier;
  branchCount: number;
}

/** One pack (sellable) of a listed product, with facts from its offers at the searched branches. */
export interface NearbyPackParent {
  id: number;
  productId: number;
  cheapestOffer: RestOffer;
  cheapestAt: RestSupplier;
  branchCount: number;
}

export interface NearbyProductSearchParent {
  products: NearbyProductParent[];
  /** The packs of `products` the branch pages hold, grouped by product in their order. */
  packs: NearbyPackParent[];
  nextPage: number | null;
  suggestedCategories: RestCategory[];
  /** What was searched: "did you mean" starts from it. */
  query: string;
  /** What is left of the field's legacy calls, for "did you mean" (its words, when not held). */
  budget: CallBudget;
  /** The confident correction these products were found for, when the words typed found nothing. */
  showingResultsFor?: string | null;
}

/** Product of an offer: the sellable's product, else the offer itself stands for one. */
function productOf(offer: RestOffer): { id: number; name: string } {
  const product = offer.sellable.product;
  return product ?? { id: offer.sellable.product_id ?? offer.id, name: offer.name };
}

interface Found {
  id: number;
  name: string;
  /** Best position at any branch: each branch answers most relevant first. */
  rank: number;
  /** The offers the branch pages held, the fallback when the product's own offers fail. */
  offers: RestOffer[];
  /** Each of those offers' position on its branch's page. */
  ranks: Map<number, number>;
}

/**
 * The packs (sellables) of a product the branch pages hold, most relevant first (best position at
 * any branch), each with facts from its own offers at the searched branches.
 */
function packsOf(
  product: Found,
  offers: readonly RestOffer[],
  searched: ReadonlyMap<number, RestSupplier>,
  now: Date,
): NearbyPackParent[] {
  const ranked = new Map<number, number>();
  for (const offer of product.offers) {
    const rank = ranked.get(offer.sellable.id);
    ranked.set(offer.sellable.id, Math.min(rank ?? Infinity, product.ranks.get(offer.id) ?? 0));
  }
  const packs: Array<NearbyPackParent & { rank: number }> = [];
  for (const [sellableId, rank] of ranked) {
    const facts = productFacts(
      offers.filter((offer) => offer.sellable.id === sellableId),
      searched,
      now,
    );
    if (facts) packs.push({ id: sellableId, productId: product.id, rank, ...facts });
  }
  return packs
    .sort(
      (a, b) => a.rank - b.rank || a.cheapestOffer.price_in_cents - b.cheapestOffer.price_in_cents,
    )
    .map(({ rank: _rank, ...pack }) => pack);
}

/** Products of the branch pages, each once, most relevant first. */
function rankProducts(pages: OfferSearchResponse[]): Found[] {
  const found = new Map<number, Found>();
  for (const page of pages) {
    page.offers.forEach((offer, rank) => {
      const product = productOf(offer);
      const seen = found.get(product.id);
      if (!seen)
        found.set(product.id, {
          ...product,
          rank,
          offers: [offer],
          ranks: new Map([[offer.id, rank]]),
        });
      else {
        seen.rank = Math.min(seen.rank, rank);
        seen.offers.push(offer);
        seen.ranks.set(offer.id, Math.min(seen.ranks.get(offer.id) ?? Infinity, rank));
      }
    });
  }
  const cheapest = (p: Found) => Math.min(...p.offers.map((o) => o.price_in_cents));
  return [...found.values()].sort((a, b) => a.rank - b.rank || cheapest(a) - cheapest(b));
}

/** Every offer of the product (the product page's list), with the branch pages' ones added. */
async function offersOf(product: Found, ctx: GatewayContext): Promise<RestOffer[]> {
  try {
    const all = await ctx.loaders.productOffers.load({ id: product.id, supplierId: null });
    const ids = new Set(all.offers.map((offer) => offer.id));
    return [...all.offers, ...product.offers.filter((offer) => !ids.has(offer.id))];
  } catch (error) {
    if (error instanceof UpstreamError) return product.offers;
    throw error;
  }
}

export interface NearbySearchArgs {
  query: string;
  near: SuppliersNearKey;
  page: number;
  perPage: number;
  /** Leave this branch out (the chosen branch, when looking for what it does not sell). */
  exceptSupplierId?: number;
}

/** The fewest products a page of a nearby search lists, when it has them. */
const MIN_PAGE = 10;

/**
 * Each branch's page of the search, merged into at most `perPage` products, each with facts read
 * from its own offers at the searched branches while `budget` lasts (else from the branch pages):
 * the branch list, at most NEARBY_MAX_BRANCHES search calls (those the budget allows, nearest
 * first) and the product calls left, never more than the budget.
 */
export async function nearbyProductSearch(
  args: NearbySearchArgs,
  ctx: GatewayContext,
  budget: CallBudget,
): Promise<NearbyProductSearchParent> {
  if (!budget.take())
    return {
      query: args.query,
      products: [],
      packs: [],
      nextPage: null,
      suggestedCategories: [],
      budget,
    };
  const open = await openBranches(args.near, ctx, args.exceptSupplierId);
  const branches = open.slice(0, budget.left);
  budget.spend(branches.length);
  // A product is described from its own offers (its branch count and cheapest price exact, not
  // read off the branches' pages) while calls are left: a page lists no more products than the
  // calls left can read, the most relevant first. It lists at least MIN_PAGE, so a correction
  // searched on what the first try left still shows its products (those past the calls
  // described from the branches' pages).
  const listing = Math.min(args.perPage, Math.max(budget.left, MIN_PAGE));
  const pages = await perBranch(
    ctx,
    branches,
    (branch) =>
      ctx.loaders.offerSearch.load({
        query: args.query,
        supplierId: branch.id,
        page: args.page,
        perPage: args.perPage,
      }),
    { offers: [], nextPage: null, suggestedCategories: [] },
  );
  const searched = new Map(branches.map((branch) => [branch.id, branch]));
  const now = new Date();
  const limit = limitOf(ctx);
  const listed = await Promise.all(
    rankProducts(pages)
      .slice(0, listing)
      .map((product) => {
        // Decided in rank order, before any call starts: the most relevant products read first.
        const read = budget.take();
        return limit(async () => {
          const offers = read ? await offersOf(product, ctx) : product.offers;
          const facts =
            productFacts(offers, searched, now) ?? productFacts(product.offers, searched, now);
          if (!facts) return null;
          return {
            product: { id: product.id, name: product.name, ...facts },
            packs: packsOf(product, offers, searched, now),
          };
        });
      }),
  );
  const found = listed.filter((entry) => entry !== null);
  const products = found.map((entry) => entry.product);
  const more = pages.some((page) => page.nextPage !== null);
  return {
    query: args.query,
    budget,
    products,
    packs: found.flatMap((entry) => entry.packs),
    nextPage: more ? args.page + 1 : null,
    suggestedCategories: products.length
      ? []
      : (pages.find((page) => page.suggestedCategories.length)?.suggestedCategories ?? []),
  };
}

export interface NearbyOfferParent {
  offer: RestOffer;
  supplier: RestSupplier;
  /** How many of the branches list the item (more than 1 only in a list of each item once). */
  branchCount: number;
}

/**
 * Lists whose items are the same everywhere they are sold: a combo is one bundle, listed once at
 * its cheapest branch instead of once per branch.
 */
const ONCE_EACH: ReadonlySet<SupplierOfferList> = new Set(['combos']);

/** The entries, cheapest first, each item once when `onceEach` (the first is the cheapest). */
function listed(
  entries: Array<{ offer: RestOffer; supplier: RestSupplier }>,
  onceEach: boolean,
): NearbyOfferParent[] {
  const sorted = [...entries].sort(
    (a, b) =>
      a.offer.price_in_cents - b.offer.price_in_cents ||
      (a.supplier.distance ?? 0) - (b.supplier.distance ?? 0) ||
      a.offer.id - b.offer.id,
  );
  if (!onceEach) return sorted.map((entry) => ({ ...entry, branchCount: 1 }));
  // The price an item is listed at: one anybody can pay now (not a stokvel price, which applies
  // only from its minimum; in stock and running), else the cheapest of all.
  const now = new Date();
  const rank = ({ offer }: { offer: RestOffer }) =>
    (offer.stokvel ? 2 : 0) + (buyableNow(offer, now) ? 0 : 1);
  const items = new Map<number, NearbyOfferParent & { branches: Set<number> }>();
  for (const entry of sorted) {
    const item = items.get(entry.offer.sellable.id);
    if (!item) {
      const branches = new Set([entry.supplier.id]);
      items.set(entry.offer.sellable.id, { ...entry, branchCount: 0, branches });
      continue;
    }
    item.branches.add(entry.supplier.id);
    if (rank(entry) < rank(item)) Object.assign(item, entry);
  }
  return [...items.values()]
    .map(({ branches, ...item }) => ({ ...item, branchCount: branches.size }))
    .sort(
      (a, b) =>
        a.offer.price_in_cents - b.offer.price_in_cents ||
        (a.supplier.distance ?? 0) - (b.supplier.distance ?? 0),
    );
}

export interface NearbyOfferPageParent {
  offers: NearbyOfferParent[];
  nextPage: number | null;
  total: number;
}

export async function nearbyOffers(
  args: { list: SupplierOfferList; near: SuppliersNearKey; page: number; perPage: number },
  ctx: GatewayContext,
): Promise<NearbyOfferPageParent> {
  const branches = await openBranches(args.near, ctx);
  const lists = await perBranch(
    ctx,
    branches,
    (branch) => ctx.loaders.supplierOffers.load({ list: args.list, supplierId: branch.id }),
    [] as RestOffer[],
  );
  const all = listed(
    lists.flatMap((offers, b) =>
      offers.map((offer) => ({ offer, supplier: branches[b] as RestSupplier })),
    ),
    ONCE_EACH.has(args.list),
  );
  const start = (args.page - 1) * args.perPage;
  return {
    offers: all.slice(start, start + args.perPage),
    nextPage: start + args.perPage < all.length ? args.page + 1 : null,
    total: all.length,
  };
}
