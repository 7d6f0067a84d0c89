/**
 * Id lookups over the state's arrays, built once per state object and rebuilt when a list grows
 * (imports add offers, manager calls add leaflets). Records are shared, so in-place changes show.
 */
import type {
  CategoryRecord,
  OfferRecord,
  ProductRecord,
  SellableRecord,
  SimState,
  SupplierRecord,
} from './types.js';

export interface Lookup {
  sellables: Map<number, SellableRecord>;
  products: Map<number, ProductRecord>;
  offers: Map<number, OfferRecord>;
  offersBySellable: Map<number, OfferRecord[]>;
  offersBySupplier: Map<number, OfferRecord[]>;
  sellablesByProduct: Map<number, SellableRecord[]>;
  categories: Map<number, CategoryRecord>;
  suppliers: Map<number, SupplierRecord>;
  /** Root category of every category. */
  rootOf: Map<number, number>;
}

const cache = new WeakMap<SimState, { size: string; lookup: Lookup }>();

function group<T>(items: T[], key: (item: T) => number): Map<number, T[]> {
  const map = new Map<number, T[]>();
  for (const item of items) {
    const k = key(item);
    const list = map.get(k);
    if (list) list.push(item);
    else map.set(k, [item]);
  }
  return map;
}

export function lookup(state: SimState): Lookup {
  const size = `${state.offers.length}:${state.sellables.length}:${state.products.length}`;
  const cached = cache.get(state);
  if (cached && cached.size === size) return cached.lookup;
  const categories = new Map(state.categories.map((category) => [category.id, category]));
  const rootOf = new Map<number, number>();
  for (const category of state.categories) {
    let current: CategoryRecord | undefined = category;
    while (current && current.parentId !== null) current = categories.get(current.parentId);
    rootOf.set(category.id, current?.id ?? category.id);
  }
  const result: Lookup = {
    sellables: new Map(state.sellables.map((sellable) => [sellable.id, sellable])),
    products: new Map(state.products.map((product) => [product.id, product])),
    offers: new Map(state.offers.map((offer) => [offer.id, offer])),
    offersBySellable: group(state.offers, (offer) => offer.sellableId),
    offersBySupplier: group(state.offers, (offer) => offer.supplierId),
    sellablesByProduct: group(state.sellables, (sellable) => sellable.productId),
    categories,
    suppliers: new Map(state.suppliers.map((supplier) => [supplier.id, supplier])),
    rootOf,
  };
  cache.set(state, { size, lookup: result });
  return result;
}
