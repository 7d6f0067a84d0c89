// What a product page and a category grid read from the gateway, against the simulator: one offer
// per item at each branch (a running special stands in for the shelf price it undercuts, which
// it carries as its struck-through price), a category's products each with the offer a card adds
// in one tap, and each combo once in the nearby combos list, at its cheapest branch.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStack, type TestStack } from '../support/stack';

const DEFAULT_POSITION = { lat: -33.8999547, lon: 18.5701029 };

interface RawOffer {
  id: number;
  promo: boolean;
  stokvel: boolean;
  price_in_cents: number;
  sellable: { id: number };
  supplier: { id: number };
}

interface PageOffer {
  id: string;
  priceInCents: number;
  basePriceInCents: number;
  promo: boolean;
  sellable: { id: string };
  supplier: { id: string };
}

const pairOf = (sellableId: string | number, supplierId: string | number) =>
  `${sellableId}@${supplierId}`;

describe('the shape of product offers', () => {
  let stack: TestStack;

  beforeAll(async () => {
    stack = await startStack({ CACHE_TTL_SECONDS: '0' });
  });
  afterAll(async () => {
    await stack.close();
  });

  /** A product whose special and shelf price the legacy API lists side by side at one branch. */
  async function productWithSpecialBesideShelfPrice(): Promise<{ id: number; raw: RawOffer[] }> {
    for (let id = 1; id <= 321; id += 1) {
      const response = await fetch(`${stack.sim.url}/catalog/v1/products/${id}/offers`);
      const raw = ((await response.json()) as { product_offers: { offers: RawOffer[] } })
        .product_offers.offers;
      const promos = raw.filter((offer) => offer.promo);
      const shelved = promos.some((promo) =>
        raw.some(
          (other) =>
            !other.promo &&
            pairOf(other.sellable.id, other.supplier.id) ===
              pairOf(promo.sellable.id, promo.supplier.id),
        ),
      );
      if (shelved) return { id, raw };
    }
    throw new Error('No seeded product has a special beside its shelf price');
  }

  it('lists one offer per item at each branch: the special, with the shelf price it undercuts', async () => {
    const { id, raw } = await productWithSpecialBesideShelfPrice();
    const result = await stack.graphql<{ product: { offers: PageOffer[] } }>(
      `query ($id: ID!) { product(id: $id) {
        offers { id priceInCents basePriceInCents promo sellable { id } supplier { id } }
      } }`,
      { id: String(id) },
    );
    expect(result.errors).toBeUndefined();
    const offers = result.data!.product.offers;
    const pairs = offers.map((offer) => pairOf(offer.sellable.id, offer.supplier.id));
    expect(new Set(pairs).size).toBe(pairs.length);
    expect(new Set(pairs)).toEqual(
      new Set(raw.map((offer) => pairOf(offer.sellable.id, offer.supplier.id))),
    );

    const shelfOf = (offer: PageOffer) =>
      raw.find(
        (other) =>
          !other.promo &&
          pairOf(other.sellable.id, other.supplier.id) ===
            pairOf(offer.sellable.id, offer.supplier.id),
      );
    const special = offers.find((offer) => offer.promo && shelfOf(offer))!;
    const shelf = shelfOf(special)!;
    expect(special.priceInCents).toBeLessThan(shelf.price_in_cents);
    expect(special.basePriceInCents).toBe(shelf.price_in_cents);
  });

  it('gives each product of a category the offer its card adds in one tap: pack, branch and price', async () => {
    const result = await stack.graphql<{
      category: {
        products: Array<{
          id: string;
          fromPriceInCents: number | null;
          cheapestOffer: {
            priceInCents: number;
            outOfStock: boolean;
            sellable: { pack: string; productId: string };
            supplier: { name: string };
          } | null;
        }>;
      };
    }>(
      `{ category(id: "19") { products { id fromPriceInCents cheapestOffer {
          priceInCents outOfStock sellable { pack productId } supplier { name } } } } }`,
    );
    expect(result.errors).toBeUndefined();
    const products = result.data!.category.products;
    expect(products.length).toBeGreaterThan(3);
    for (const product of products) {
      const offer = product.cheapestOffer!;
      expect(offer.sellable.productId).toBe(product.id);
      expect(offer.sellable.pack).toMatch(/\d+ l$/);
      expect(offer.supplier.name).not.toBe('');
      expect(offer.outOfStock).toBe(false);
      expect(offer.priceInCents).toBeGreaterThanOrEqual(product.fromPriceInCents!);
    }
  });

  it("answers a branch's category with that branch's offers", async () => {
    const result = await stack.graphql<{
      category: { products: Array<{ cheapestOffer: { supplier: { id: string } } | null }> };
    }>(
      `{ category(id: "19", supplierId: "201") { products { cheapestOffer { supplier { id } } } } }`,
    );
    expect(result.errors).toBeUndefined();
    const suppliers = result.data!.category.products.map((p) => p.cheapestOffer?.supplier.id);
    expect(suppliers.length).toBeGreaterThan(3);
    expect(new Set(suppliers)).toEqual(new Set(['201']));
  });

  it('lists each combo once near the shopper, at its cheapest branch, with how many branches have it', async () => {
    const result = await stack.graphql<{
      nearbyOffers: {
        total: number;
        offers: Array<{
          branchCount: number;
          offer: { priceInCents: number; stokvel: boolean; sellable: { id: string } };
          supplier: { id: string };
        }>;
      };
    }>(
      `query ($lat: Float!, $lon: Float!) {
        nearbyOffers(list: COMBOS, lat: $lat, lon: $lon, perPage: 100) {
          total offers { branchCount offer { priceInCents stokvel sellable { id } } supplier { id } }
        }
      }`,
      DEFAULT_POSITION,
    );
    expect(result.errors).toBeUndefined();
    const { offers, total } = result.data!.nearbyOffers;
    const combos = offers.map((entry) => entry.offer.sellable.id);
    expect(new Set(combos).size).toBe(combos.length);
    expect(total).toBe(combos.length);
    expect(combos.length).toBeGreaterThanOrEqual(10);
    expect(Math.max(...offers.map((entry) => entry.branchCount))).toBeGreaterThan(1);
    expect(offers.filter((entry) => entry.offer.stokvel)).toEqual([]);

    // The branch named is the cheapest of those that list the combo at a price anybody pays now
    // (a stokvel price applies only from its minimum quantity).
    const first = offers[0]!;
    const everywhere = await Promise.all(
      ['101', '102', '103', '201', '202', '301', '302', '303', '304'].map(async (id) => {
        const response = await fetch(`${stack.sim.url}/catalog/v1/suppliers/${id}/combos`);
        const body = (await response.json()) as { resources?: RawOffer[] };
        return (body.resources ?? []).filter(
          (offer) => String(offer.sellable.id) === first.offer.sellable.id && !offer.stokvel,
        );
      }),
    );
    const prices = everywhere.flat().map((offer) => offer.price_in_cents);
    expect(first.offer.priceInCents).toBe(Math.min(...prices));
  });
});
