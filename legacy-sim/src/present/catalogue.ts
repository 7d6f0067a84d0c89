/** Turns catalogue records into the REST shapes of the contract (snake_case, absolute image URLs). */
import type {
  RestBrand,
  RestCategory,
  RestLeaflet,
  RestOffer,
  RestProduct,
  RestProductSummary,
  RestSellable,
  RestSupplier,
  RestSupplierSummary,
} from '@shopfront/legacy-api';
import type { SimContext } from '../context.js';
import { formatRand } from '../lib/money.js';
import { dateSast, isoSast } from '../lib/time.js';
import { isLive, listedOffers } from '../rules/pricing.js';
import { lookup } from '../state/lookup.js';
import type {
  CategoryRecord,
  LeafletRecord,
  OfferRecord,
  ProductRecord,
  SellableRecord,
  SupplierRecord,
} from '../state/types.js';

export function toRestSupplier(
  ctx: SimContext,
  seed: SupplierRecord,
  distance: number | null,
): RestSupplier {
  const agency = ctx.state.agencies.find((candidate) => candidate.id === seed.agencyId);
  return {
    id: seed.id,
    name: seed.name,
    image_url: ctx.publicUrl(`/media/suppliers/${seed.id}.svg`),
    lat: seed.lat,
    lon: seed.lon,
    api_endpoint: null,
    distance,
    closed_text: seed.closedText,
    disabled: seed.disabled,
    hours: seed.hours,
    formatted_address: formattedAddress(seed),
    bank_name: seed.bankName,
    bank_branch: seed.bankBranch,
    bank_account: seed.bankAccount,
    bank_account_name: `${agency?.name ?? seed.name} (Pty) Ltd`,
    bank_account_type: 'Cheque',
    yoco_public_key: `pk_test_sim_${seed.id}`,
  };
}

export function formattedAddress(seed: SupplierRecord): string {
  return `${seed.street}, ${seed.suburb}, Cape Town, ${seed.postalCode}`;
}

export function toSupplierSummary(ctx: SimContext, supplierId: number): RestSupplierSummary {
  const supplier = lookup(ctx.state).suppliers.get(supplierId);
  return {
    id: supplierId,
    name: supplier?.name ?? 'Unknown branch',
    image_url: ctx.publicUrl(`/media/suppliers/${supplierId}.svg`),
  };
}

export function toRestBrand(ctx: SimContext, brandId: number | null): RestBrand | null {
  const brand = ctx.state.brands.find((candidate) => candidate.id === brandId);
  return brand
    ? { id: brand.id, name: brand.name, image_url: ctx.publicUrl(`/media/brands/${brand.id}.svg`) }
    : null;
}

/** `Pantry Staples/Maize Meal & Porridge` */
export function catalogPath(ctx: SimContext, categoryId: number): string {
  return pathTo(ctx, categoryId)
    .map((category) => category.name)
    .join('/');
}

export function pathTo(ctx: SimContext, categoryId: number): CategoryRecord[] {
  const { categories } = lookup(ctx.state);
  const path: CategoryRecord[] = [];
  let current = categories.get(categoryId);
  while (current) {
    path.unshift(current);
    current = current.parentId === null ? undefined : categories.get(current.parentId);
  }
  return path;
}

export function rootCategoryName(ctx: SimContext, categoryId: number): string {
  const root = lookup(ctx.state).rootOf.get(categoryId);
  return lookup(ctx.state).categories.get(root ?? categoryId)?.name ?? '';
}

export function productImage(ctx: SimContext, sellableId: number, large = false): string {
  return ctx.publicUrl(`/media/products/${sellableId}${large ? '-lg' : ''}.svg`);
}

export function toRestSellable(ctx: SimContext, sellable: SellableRecord): RestSellable {
  const index = lookup(ctx.state);
  const product = index.products.get(sellable.productId);
  const siblings = (index.sellablesByProduct.get(sellable.productId) ?? []).filter(
    (other) => other.id !== sellable.id,
  );
  return {
    id: sellable.id,
    barcode: sellable.barcode,
    name: sellable.name,
    brand: toRestBrand(ctx, sellable.brandId),
    brand_id: sellable.brandId,
    product: product ? { id: product.id, name: product.name } : null,
    product_id: product?.id ?? null,
    pack: sellable.pack,
    pack_id: sellable.packId,
    unit: sellable.unit,
    unit_id: sellable.unitId,
    measurement: sellable.measurement,
    image_url: productImage(ctx, sellable.id),
    image_lg_url: productImage(ctx, sellable.id, true),
    catalog_paths: product ? [catalogPath(ctx, product.categoryId)] : [],
    combo_items: sellable.comboItems.map((item) => {
      const part = index.sellables.get(item.sellableId);
      return {
        id: item.sellableId,
        name: part?.name ?? '',
        image_url: productImage(ctx, item.sellableId),
        combo_qty: item.qty,
      };
    }),
    correlations: siblings.map((other, position) => ({
      id: other.id,
      name: other.name,
      position,
      relation_id: 1,
      relation_name: 'Other sizes and brands',
    })),
  };
}

export function lowStockString(offer: OfferRecord): string | null {
  return offer.stock !== null && offer.stock > 0 ? `Only ${offer.stock} left` : null;
}

export function toRestOffer(ctx: SimContext, offer: OfferRecord): RestOffer {
  const index = lookup(ctx.state);
  const sellable = index.sellables.get(offer.sellableId);
  if (!sellable) throw new Error(`Offer ${offer.id} has no sellable`);
  const product = index.products.get(sellable.productId);
  const perKg = sellable.perKg;
  return {
    id: offer.id,
    name: sellable.name,
    price: formatRand(offer.priceInCents),
    price_in_cents: offer.priceInCents,
    base_price_in_cents: offer.basePriceInCents,
    price_updated_at: isoSast(offer.priceUpdatedAt),
    start_at: offer.startAt === null ? null : isoSast(offer.startAt),
    end_at: offer.endAt === null ? null : isoSast(offer.endAt),
    created_at: isoSast(offer.createdAt),
    published: offer.published,
    promo: offer.promo,
    stokvel: offer.stokvel,
    stokvel_min_qty: offer.stokvelMinQty,
    out_of_stock_at: offer.outOfStockAt === null ? null : isoSast(offer.outOfStockAt),
    out_of_stock_streak: offer.outOfStockStreak,
    low_stock_label: offer.stock !== null && offer.stock > 0 ? 'Low stock' : null,
    low_stock_string: lowStockString(offer),
    per_kg: perKg,
    per_kg_conversion_rate: perKg ? 1 : null,
    per_kg_qty_min: perKg ? (offer.perKgQtyMin ?? 0.25) : null,
    per_kg_qty_step: perKg ? (offer.perKgQtyStep ?? 0.05) : null,
    per_kg_symbol: perKg ? 'kg' : null,
    root_category_name: product ? rootCategoryName(ctx, product.categoryId) : '',
    sellable: toRestSellable(ctx, sellable),
    supplier: toSupplierSummary(ctx, offer.supplierId),
  };
}

export function toRestProduct(ctx: SimContext, product: ProductRecord): RestProduct {
  const index = lookup(ctx.state);
  const sellables = index.sellablesByProduct.get(product.id) ?? [];
  const brands = [...new Set(sellables.map((s) => s.brandId))]
    .map((brandId) => toRestBrand(ctx, brandId))
    .filter((brand) => brand !== null);
  const packs = [...new Map(sellables.map((s) => [s.packId, s.pack])).entries()];
  const units = [...new Map(sellables.map((s) => [s.unitId, s])).values()];
  const first = sellables[0];
  return {
    id: product.id,
    name: product.name,
    image_url: first ? productImage(ctx, first.id) : ctx.publicUrl(`/media/products/0.svg`),
    visibility: 'visible',
    brands,
    packs: packs.map(([id, name]) => ({ id, name })),
    relations: [],
    units: units.map((s) => ({ id: s.unitId, name: s.unit, measurement: s.measurement })),
    sellables: sellables.map((sellable) => toRestSellable(ctx, sellable)),
    product_types: [product.productType],
    catalog_paths: [catalogPath(ctx, product.categoryId)],
  };
}

/** The offers of a product's sellables, at one supplier or (market mode) every enabled one. */
export function productOffers(
  ctx: SimContext,
  product: ProductRecord,
  supplierId: number | undefined,
): OfferRecord[] {
  const index = lookup(ctx.state);
  const now = ctx.clock.now();
  const sellables = index.sellablesByProduct.get(product.id) ?? [];
  return sellables.flatMap((sellable) =>
    listedOffers(index.offersBySellable.get(sellable.id) ?? [], now).filter((offer) =>
      supplierId === undefined
        ? !index.suppliers.get(offer.supplierId)?.disabled
        : offer.supplierId === supplierId,
    ),
  );
}

export function toProductSummary(
  ctx: SimContext,
  product: ProductRecord,
  supplierId: number | undefined,
): RestProductSummary {
  const offers = productOffers(ctx, product, supplierId);
  const first = lookup(ctx.state).sellablesByProduct.get(product.id)?.[0];
  return {
    id: product.id,
    name: product.name,
    image_url: first ? productImage(ctx, first.id) : '',
    from_price_in_cents: offers.length ? Math.min(...offers.map((o) => o.priceInCents)) : null,
  };
}

export function toRestCategory(
  ctx: SimContext,
  category: CategoryRecord,
  productCount: number,
): RestCategory {
  const children = ctx.state.categories.filter((child) => child.parentId === category.id);
  return {
    id: category.id,
    name: category.name,
    image_url: ctx.publicUrl(`/media/categories/${category.id}.svg`),
    parent_id: category.parentId,
    categories_count: children.length,
    products_count: productCount,
  };
}

export function toRestLeaflet(ctx: SimContext, leaflet: LeafletRecord): RestLeaflet {
  const supplier = lookup(ctx.state).suppliers.get(leaflet.supplierId);
  return {
    id: leaflet.id,
    name: leaflet.name,
    title: leaflet.title,
    url: ctx.publicUrl(`/media/leaflets/${leaflet.id}.${leaflet.format}`),
    supplier_id: leaflet.supplierId,
    start_at: isoSast(leaflet.startAt),
    end_at: isoSast(leaflet.endAt),
    start_on: dateSast(leaflet.startAt),
    end_on: dateSast(leaflet.endAt),
    ...(supplier ? { lat: supplier.lat, long: supplier.lon } : {}),
  };
}

export { isLive };
