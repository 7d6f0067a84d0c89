/**
 * Generates the catalogue from the templates with a seeded PRNG: brands, products, barcoded
 * sellables, combos, and offers per branch (regular, promotions, stokvel) with stock levels.
 * Dates are relative to `now` at seed time; everything else is the same on every run.
 */
import { createPrng, type Prng } from '../lib/prng.js';
import { DAY_MS } from '../lib/time.js';
import type {
  AgencyRecord,
  BrandRecord,
  CategoryRecord,
  OfferRecord,
  ProductRecord,
  SellableRecord,
  SupplierRecord,
} from '../state/types.js';
import { COMBO_TEMPLATES, PRODUCT_TEMPLATES, resolveItem, type UnitName } from './products.js';

const UNIT_IDS: Record<UnitName, number> = { kg: 1, g: 2, l: 3, ml: 4, each: 5 };
export const COMBO_PACK_ID = 999;

export interface Catalogue {
  brands: BrandRecord[];
  products: ProductRecord[];
  sellables: SellableRecord[];
  offers: OfferRecord[];
}

/** EAN-13 with the South African prefix 600 and a valid check digit. */
export function barcodeFor(sellableId: number): string {
  const body = `600${String(sellableId * 7919)
    .padStart(9, '0')
    .slice(-9)}`;
  const sum = [...body].reduce((acc, digit, i) => acc + Number(digit) * (i % 2 === 0 ? 1 : 3), 0);
  return `${body}${(10 - (sum % 10)) % 10}`;
}

/** Shelf prices end in 99 cents. */
function shelfPrice(cents: number): number {
  return Math.max(99, Math.round(cents / 100) * 100 - 1);
}

function packIdFor(label: string, packIds: Map<string, number>): number {
  let id = packIds.get(label);
  if (id === undefined) {
    id = packIds.size + 1;
    packIds.set(label, id);
  }
  return id;
}

function buildProducts(prng: Prng): Omit<Catalogue, 'offers'> {
  const brands: BrandRecord[] = [];
  const brandIds = new Map<string, number>();
  const packIds = new Map<string, number>();
  const products: ProductRecord[] = [];
  const sellables: SellableRecord[] = [];
  const brandId = (name: string) => {
    let id = brandIds.get(name);
    if (id === undefined) {
      id = brands.length + 1;
      brandIds.set(name, id);
      brands.push({ id, name });
    }
    return id;
  };

  for (const template of PRODUCT_TEMPLATES) {
    for (const entry of template.items) {
      const item = resolveItem(template, entry);
      const product: ProductRecord = {
        id: products.length + 1,
        name: item.name,
        categoryId: template.categoryId,
        productType: template.productType,
      };
      products.push(product);
      const basePrice = prng.int(item.price[0], item.price[1]);
      const brandCount = template.brands.length > 1 && prng.chance(0.35) ? 2 : 1;
      const firstBrand = template.brands.length ? prng.int(0, template.brands.length - 1) : 0;
      const chosen: Array<string | null> = template.brands.length
        ? Array.from(
            { length: brandCount },
            (_, i) => template.brands[(firstBrand + i) % template.brands.length] ?? null,
          )
        : [null];
      const firstMeasurement = item.packs[0]?.[1] ?? 1;
      for (const brand of chosen) {
        const brandFactor = 0.92 + prng.next() * 0.18;
        for (const [pack, measurement] of item.packs) {
          const id = 1000 + sellables.length + 1;
          const scale = (measurement / firstMeasurement) ** 0.9;
          sellables.push({
            id,
            productId: product.id,
            brandId: brand ? brandId(brand) : null,
            name: template.perKg
              ? `${brand ? `${brand} ` : ''}${item.name} (per kg)`
              : `${brand ? `${brand} ` : ''}${item.name} ${pack}`,
            barcode: barcodeFor(id),
            pack,
            packId: packIdFor(pack, packIds),
            unit: item.unit,
            unitId: UNIT_IDS[item.unit],
            measurement,
            perKg: Boolean(template.perKg),
            referencePriceInCents: shelfPrice(basePrice * brandFactor * scale),
            comboItems: [],
          });
        }
      }
    }
  }

  for (const combo of COMBO_TEMPLATES) {
    const product: ProductRecord = {
      id: products.length + 1,
      name: combo.name,
      categoryId: combo.categoryId,
      productType: 'combo',
    };
    products.push(product);
    const comboItems = combo.items.map(([name, qty]) => {
      const itemProduct = products.find((candidate) => candidate.name === name);
      const sellable = sellables.find((candidate) => candidate.productId === itemProduct?.id);
      if (!sellable) throw new Error(`Combo ${combo.name}: no product named ${name}`);
      return { sellableId: sellable.id, qty };
    });
    const fullPrice = comboItems.reduce((sum, item) => {
      const sellable = sellables.find((candidate) => candidate.id === item.sellableId);
      return sum + (sellable?.referencePriceInCents ?? 0) * item.qty;
    }, 0);
    const id = 1000 + sellables.length + 1;
    sellables.push({
      id,
      productId: product.id,
      brandId: null,
      name: combo.name,
      barcode: barcodeFor(id),
      pack: 'Combo',
      packId: COMBO_PACK_ID,
      unit: 'each',
      unitId: UNIT_IDS.each,
      measurement: 1,
      perKg: false,
      referencePriceInCents: shelfPrice(fullPrice * 0.88),
      comboItems,
    });
  }
  return { brands, products, sellables };
}

function rootOf(categories: CategoryRecord[], categoryId: number): number {
  let current = categories.find((category) => category.id === categoryId);
  while (current && current.parentId !== null) {
    const parentId: number = current.parentId;
    current = categories.find((category) => category.id === parentId);
  }
  return current?.id ?? categoryId;
}

export function generateCatalogue(
  now: number,
  agencies: AgencyRecord[],
  suppliers: SupplierRecord[],
  categories: CategoryRecord[],
): Catalogue {
  const prng = createPrng(20_261_121);
  const { brands, products, sellables } = buildProducts(prng);
  const productsById = new Map(products.map((product) => [product.id, product]));
  const templateOf = new Map(
    PRODUCT_TEMPLATES.flatMap((template) =>
      template.items.map((item) => [resolveItem(template, item).name, template] as const),
    ),
  );
  const offers: OfferRecord[] = [];
  const day = (n: number) => now + n * DAY_MS;
  const addOffer = (offer: Omit<OfferRecord, 'id'>) =>
    offers.push({ id: 100_000 + offers.length + 1, ...offer });

  for (const supplier of suppliers) {
    const agency = agencies.find((candidate) => candidate.id === supplier.agencyId);
    if (!agency) continue;
    for (const sellable of sellables) {
      const product = productsById.get(sellable.productId);
      if (!product) continue;
      const root = rootOf(categories, product.categoryId);
      if (!agency.rootCategoryIds.includes(root)) continue;
      // Not every branch carries every line, so comparisons have gaps to report.
      if (!sellable.comboItems.length && prng.chance(0.07)) continue;
      const price = shelfPrice(
        sellable.referencePriceInCents * agency.priceFactor * (0.95 + prng.next() * 0.1),
      );
      const outOfStock = prng.chance(0.04);
      const lowStock = !outOfStock && prng.chance(0.06);
      const template = templateOf.get(product.name);
      const regular: Omit<OfferRecord, 'id'> = {
        sellableId: sellable.id,
        supplierId: supplier.id,
        priceInCents: price,
        basePriceInCents: price,
        priceUpdatedAt: day(-prng.int(1, 30)),
        startAt: null,
        endAt: null,
        createdAt: day(-120),
        published: true,
        promo: false,
        stokvel: false,
        stokvelMinQty: null,
        outOfStockAt: outOfStock ? day(-prng.int(1, 3)) : null,
        outOfStockStreak: outOfStock ? prng.int(1, 4) : 0,
        stock: lowStock ? prng.int(2, 4) : null,
        perKgQtyMin: template?.perKg?.min ?? null,
        perKgQtyStep: template?.perKg?.step ?? null,
      };
      addOffer(regular);

      // Promotions: some running, some starting later, some over.
      if (!outOfStock && prng.chance(0.05)) {
        const kind = prng.next();
        const [startAt, endAt] =
          kind < 0.6
            ? [day(-prng.int(1, 4)), day(prng.int(4, 14))]
            : kind < 0.85
              ? [day(prng.int(2, 5)), day(prng.int(10, 20))]
              : [day(-20), day(-prng.int(1, 3))];
        addOffer({
          ...regular,
          priceInCents: shelfPrice(price * (0.72 + prng.next() * 0.16)),
          priceUpdatedAt: startAt,
          startAt,
          endAt,
          promo: true,
          stock: null,
        });
      }

      // Stokvel bulk prices: bulk lines everywhere they are sold, some pantry lines at two groups.
      const bulk = root === 9;
      if (!outOfStock && (bulk || (agency.id !== 3 && root === 1 && prng.chance(0.08)))) {
        const upcoming = prng.chance(0.2);
        addOffer({
          ...regular,
          priceInCents: shelfPrice(price * (0.82 + prng.next() * 0.06)),
          startAt: upcoming ? day(3) : day(-10),
          endAt: upcoming ? day(40) : day(30),
          stokvel: true,
          stokvelMinQty: bulk ? 4 : prng.int(6, 12),
          stock: null,
        });
      }
    }
  }
  return { brands, products, sellables, offers };
}
