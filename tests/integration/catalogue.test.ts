/**
 * The catalogue through the gateway, against the real simulator over HTTP: data, error codes and
 * the exact upstream calls each operation makes. The public cache is off (TTL 0) so every call
 * reaches the simulator and counts; one test turns it on to show catalogue reads are cached.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { startStack, type TestStack } from '../support/stack';

const NO_CACHE = { CACHE_TTL_SECONDS: '0' };
const PAROW = '101';

describe('catalogue through the gateway', () => {
  let stack: TestStack;

  beforeAll(async () => {
    stack = await startStack(NO_CACHE);
  });
  afterAll(async () => {
    await stack.close();
  });
  beforeEach(async () => {
    await stack.resetCalls();
  });

  it('reads one branch with its bank details, null for an unknown one', async () => {
    const result = await stack.graphql<{
      supplier: {
        id: string;
        name: string;
        location: { latitude: number; longitude: number };
        distanceKm: number | null;
        openingHours: Array<{ day: string; hours: string }>;
        bankDetails: { bankName: string; accountNumber: string; accountType: string };
        cardPaymentPublicKey: string;
      };
      unknown: null;
    }>(`{
      supplier(id: "101") {
        id name location { latitude longitude } distanceKm openingHours { day hours }
        bankDetails { bankName accountNumber accountType } cardPaymentPublicKey
      }
      unknown: supplier(id: "999") { id }
    }`);

    expect(result.errors).toBeUndefined();
    expect(result.data?.supplier).toMatchObject({
      id: '101',
      name: 'Mzansi Fresh Parow',
      location: { latitude: -33.9001, longitude: 18.5832 },
      distanceKm: null,
      bankDetails: { bankName: 'First National Bank', accountType: 'Cheque' },
      cardPaymentPublicKey: 'pk_test_sim_101',
    });
    expect(result.data?.supplier.openingHours[0]).toEqual({
      day: 'Monday',
      hours: '07:30 - 19:00',
    });
    expect(result.data?.unknown).toBeNull();
    expect(await stack.calls()).toEqual({
      calls: { 'GET /catalog/v1/suppliers/{id}': 2 },
      total: 2,
    });
  });

  it('refuses a malformed id with BAD_USER_INPUT before calling upstream', async () => {
    const result = await stack.graphql(`{ supplier(id: "abc") { id } }`);
    expect(result.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect((await stack.calls()).total).toBe(0);
  });

  it('refuses non-canonical spellings of an id ("0x65" for 101) but takes the decimal one', async () => {
    const result = await stack.graphql<{ hex: { id: string } | null }>(
      `{ hex: supplier(id: "0x65") { id } }`,
    );
    expect(result.data?.hex).toBeNull();
    expect(result.errors?.[0]?.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      argument: 'id',
    });
    expect((await stack.calls()).total).toBe(0);

    const canonical = await stack.graphql<{ supplier: { id: string } | null }>(
      `{ supplier(id: "101") { id } }`,
    );
    expect(canonical.errors).toBeUndefined();
    expect(canonical.data?.supplier?.id).toBe('101');
  });

  it('lists agencies with their branches in one call', async () => {
    const result = await stack.graphql<{
      agencies: Array<{ name: string; suppliers: Array<{ id: string; name: string }> }>;
    }>(`{ agencies { id name imageUrl suppliers { id name formattedAddress } } }`);
    expect(result.errors).toBeUndefined();
    const names = result.data?.agencies.map((agency) => agency.name);
    expect(names).toEqual(expect.arrayContaining(['Mzansi Fresh', 'Boland Bulk', 'Kaap Spens']));
    const mzansi = result.data?.agencies.find((agency) => agency.name === 'Mzansi Fresh');
    expect(mzansi?.suppliers.map((supplier) => supplier.id)).toEqual(['101', '102', '103']);
    expect(await stack.calls()).toEqual({
      calls: { 'GET /api/v2/agencies': 1 },
      total: 1,
    });
  });

  it('shows a category with subcategories, products, breadcrumb and banners', async () => {
    const result = await stack.graphql<{
      category: {
        name: string;
        parentId: string | null;
        subcategories: Array<{ name: string }>;
        products: Array<{ id: string; name: string; fromPriceInCents: number | null }>;
        path: Array<{ id: string; name: string }>;
        banners: unknown[];
      };
    }>(
      `query ($supplierId: ID) {
        category(id: "1", supplierId: $supplierId) {
          name parentId subcategories { id name } products { id name imageUrl fromPriceInCents }
          path { id name } banners { id }
        }
      }`,
      { supplierId: PAROW },
    );

    expect(result.errors).toBeUndefined();
    const category = result.data?.category;
    expect(category?.name).toBe('Pantry Staples');
    expect(category?.parentId).toBeNull();
    expect(category?.subcategories.map((child) => child.name)).toContain('Maize Meal & Porridge');
    expect(category?.products[0]).toEqual({
      id: '1',
      name: 'Super Maize Meal',
      imageUrl: expect.stringMatching(/\/media\/products\/1001\.svg$/),
      fromPriceInCents: 4499,
    });
    expect(category?.path).toEqual([{ id: '1', name: 'Pantry Staples' }]);
    expect(await stack.calls()).toEqual({
      calls: {
        'GET /shopfront_config': 1,
        'GET /catalog/v1/categories/{id}': 1,
        'GET /catalog/v1/categories/{id}/banners': 1,
      },
      total: 3,
    });
  });

  it('pages a category’s products from its one detail call, in the order of the whole list', async () => {
    type Page = { products: Array<{ id: string }>; nextPage: number | null; totalCount: number };
    const result = await stack.graphql<{
      category: { products: Array<{ id: string }>; first: Page; second: Page; last: Page };
    }>(
      `query ($supplierId: ID) {
        category(id: "1", supplierId: $supplierId) {
          products { id }
          first: productPage { products { id } nextPage totalCount }
          second: productPage(page: 2, perPage: 20) { products { id } nextPage totalCount }
          last: productPage(page: 2, perPage: 40) { products { id } nextPage totalCount }
        }
      }`,
      { supplierId: PAROW },
    );

    expect(result.errors).toBeUndefined();
    const category = result.data!.category;
    const all = category.products.map((product) => product.id);
    expect(all.length).toBeGreaterThan(40);
    expect(category.first.products.map((product) => product.id)).toEqual(all.slice(0, 20));
    expect(category.first).toMatchObject({ nextPage: 2, totalCount: all.length });
    expect(category.second.products.map((product) => product.id)).toEqual(all.slice(20, 40));
    expect(category.last.products.map((product) => product.id)).toEqual(all.slice(40, 80));
    expect(category.last.nextPage).toBe(all.length > 80 ? 3 : null);
    expect((await stack.calls()).calls['GET /catalog/v1/categories/{id}']).toBe(1);
  });

  it('refuses a category page out of range as bad input', async () => {
    const result = await stack.graphql(
      `{ category(id: "1") { a: productPage(perPage: 101) { totalCount } } }`,
    );
    expect(result.errors?.[0]).toMatchObject({
      message: 'perPage must be from 1 to 100',
      extensions: { code: 'BAD_USER_INPUT' },
    });
    const zero = await stack.graphql(
      `{ category(id: "1") { productPage(page: 0) { totalCount } } }`,
    );
    expect(zero.errors?.[0]?.message).toBe('page must be 1 or more');
  });

  it('answers null for an unknown category', async () => {
    const result = await stack.graphql<{ category: null }>(`{ category(id: "99999") { id } }`);
    expect(result.errors).toBeUndefined();
    expect(result.data?.category).toBeNull();
  });

  it('loads each root category detail once when the home asks for subcategories', async () => {
    const result = await stack.graphql<{
      categories: Array<{ id: string; subcategories: Array<{ id: string }> }>;
    }>(`{ categories(supplierId: "101") { id subcategories { id name } } }`);
    expect(result.errors).toBeUndefined();
    const roots = result.data?.categories ?? [];
    expect(roots.length).toBeGreaterThan(3);
    expect(roots.every((root) => root.subcategories.length > 0)).toBe(true);
    expect(await stack.calls()).toEqual({
      calls: {
        'GET /shopfront_config': 1,
        'GET /catalog/v1/categories': 1,
        'GET /catalog/v1/categories/{id}': roots.length,
      },
      total: 2 + roots.length,
    });
  });

  it('shows a product with variants and every supplier’s offer, each supplier read once', async () => {
    const result = await stack.graphql<{
      product: {
        name: string;
        visible: boolean;
        brands: Array<{ name: string }>;
        packs: Array<{ id: string; name: string }>;
        sellables: Array<{ id: string; largeImageUrl: string; productId: string }>;
        offers: Array<{
          id: string;
          priceInCents: number;
          supplier: { id: string; name: string; formattedAddress: string };
        }>;
      };
    }>(`{
      product(id: "1") {
        name visible brands { name } packs { id name }
        sellables { id barcode pack unit measurement imageUrl largeImageUrl productId }
        offers { id priceInCents supplier { id name formattedAddress } }
      }
    }`);

    expect(result.errors).toBeUndefined();
    const product = result.data?.product;
    expect(product).toMatchObject({
      name: 'Super Maize Meal',
      visible: true,
      brands: [{ name: 'Ubuntu Mills' }],
      packs: [
        { id: '1', name: '2.5 kg' },
        { id: '2', name: '10 kg' },
      ],
    });
    expect(product?.sellables.map((sellable) => sellable.id)).toEqual(['1001', '1002']);
    expect(product?.sellables[0]?.largeImageUrl).toMatch(/^http/);
    const suppliers = new Set(product?.offers.map((offer) => offer.supplier.id));
    expect(suppliers.size).toBeGreaterThan(5);
    expect(product?.offers.find((offer) => offer.id === '100001')).toMatchObject({
      priceInCents: 4499,
      supplier: { id: '101', name: 'Mzansi Fresh Parow' },
    });

    const { calls } = await stack.calls();
    // More than two branches asked: every branch's details in one call, not one per branch.
    expect(calls).toEqual({
      'GET /catalog/v1/products/{id}': 1,
      'GET /catalog/v1/products/{id}/offers': 1,
      'GET /api/v2/agencies': 1,
    });
  });

  it('maps every offer field the basket needs, per-kg rules included', async () => {
    const result = await stack.graphql<{
      offerSearch: {
        offers: Array<{
          id: string;
          perKg: boolean;
          priceInCents: number;
          unitPriceInCents: number;
          priceUnit: string;
          outOfStock: boolean;
          quantityRule: {
            minimum: number;
            step: number;
            conversionRate: number;
            symbol: string | null;
            decimals: number;
          };
        }>;
      };
    }>(`{
      offerSearch(query: "mince", supplierId: "101", perPage: 50) {
        offers {
          id perKg priceInCents unitPriceInCents priceUnit outOfStock
          quantityRule { minimum step conversionRate symbol decimals }
        }
      }
    }`);
    expect(result.errors).toBeUndefined();
    const mince = result.data?.offerSearch.offers.find((offer) => offer.id === '100235');
    expect(mince).toEqual({
      id: '100235',
      perKg: true,
      priceInCents: 11099,
      unitPriceInCents: 11099,
      priceUnit: 'kg',
      outOfStock: false,
      quantityRule: { minimum: 0.25, step: 0.05, conversionRate: 1, symbol: 'kg', decimals: 3 },
    });
  });

  it('pages offer search by nextPage', async () => {
    const query = `query ($page: Int) {
      offerSearch(query: "maize", supplierId: "101", page: $page, perPage: 2) {
        offers { id name } nextPage
      }
    }`;
    type Page = { offerSearch: { offers: Array<{ id: string }>; nextPage: number | null } };
    const first = await stack.graphql<Page>(query);
    expect(first.errors).toBeUndefined();
    expect(first.data?.offerSearch.offers).toHaveLength(2);
    expect(first.data?.offerSearch.nextPage).toBe(2);

    const second = await stack.graphql<Page>(query, { page: first.data?.offerSearch.nextPage });
    expect(second.data?.offerSearch.nextPage).toBe(3);
    const firstIds = first.data?.offerSearch.offers.map((offer) => offer.id) ?? [];
    for (const offer of second.data?.offerSearch.offers ?? []) {
      expect(firstIds).not.toContain(offer.id);
    }
    expect((await stack.calls()).calls['GET /catalog/v1/offers/search']).toBe(2);
  });

  it('refuses an empty search and a bad page before calling upstream', async () => {
    const empty = await stack.graphql(`{ offerSearch(query: "  ") { nextPage } }`);
    expect(empty.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    const page = await stack.graphql(`{ offerSearch(query: "maize", page: 0) { nextPage } }`);
    expect(page.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    const perPage = await stack.graphql(`{ offerSearch(query: "x", perPage: 500) { nextPage } }`);
    expect(perPage.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect((await stack.calls()).total).toBe(0);
  });

  it('lists promotions, stokvel offers and combos of a supplier', async () => {
    const result = await stack.graphql<{
      promotions: Array<{ promo: boolean }>;
      activePromotions: Array<{
        promo: boolean;
        priceInCents: number;
        basePriceInCents: number;
        savingInCents: number;
        endAt: string;
      }>;
      stokvelOffers: Array<{ stokvel: boolean }>;
      activeStokvelOffers: Array<{ stokvel: boolean; stokvelMinQuantity: number | null }>;
      combos: Array<{
        name: string;
        sellable: { comboItems: Array<{ name: string; quantity: number }> };
      }>;
    }>(`{
      promotions(supplierId: "101") { id promo }
      activePromotions(supplierId: "101") { id promo priceInCents basePriceInCents savingInCents endAt }
      stokvelOffers(supplierId: "101") { id stokvel }
      activeStokvelOffers(supplierId: "101") { id stokvel stokvelMinQuantity }
      combos(supplierId: "101") { id name sellable { comboItems { id name quantity } } }
    }`);

    expect(result.errors).toBeUndefined();
    const data = result.data;
    expect(data?.promotions.length).toBeGreaterThan(data?.activePromotions.length ?? 0);
    expect(data?.promotions.every((offer) => offer.promo)).toBe(true);
    for (const offer of data?.activePromotions ?? []) {
      expect(offer.savingInCents).toBe(offer.basePriceInCents - offer.priceInCents);
      expect(offer.savingInCents).toBeGreaterThan(0);
      expect(offer.endAt).toMatch(/^\d{4}-\d\d-\d\dT/);
    }
    expect(data?.stokvelOffers.every((offer) => offer.stokvel)).toBe(true);
    expect(data?.activeStokvelOffers[0]?.stokvelMinQuantity).toBeGreaterThan(1);
    const braai = data?.combos.find((combo) => combo.name === 'Braai Pack Combo');
    expect(braai?.sellable.comboItems).toContainEqual({
      id: '1076',
      name: 'Lucky Catch Chakalaka Mild 410 g',
      quantity: 2,
    });
    expect(await stack.calls()).toEqual({
      calls: {
        'GET /shopfront_config': 1,
        'GET /catalog/v1/suppliers/{id}/promotions': 1,
        'GET /catalog/v1/suppliers/{id}/promotions_active': 1,
        'GET /catalog/v1/suppliers/{id}/stokvel': 1,
        'GET /catalog/v1/suppliers/{id}/stokvel_active': 1,
        'GET /catalog/v1/suppliers/{id}/combos': 1,
      },
      total: 6,
    });
  });

  it('lists leaflets by supplier and by radius, with their suppliers', async () => {
    const result = await stack.graphql<{
      leaflets: Array<{ name: string; url: string; supplier: { id: string } }>;
      leafletsNear: Array<{ id: string; supplier: { id: string; name: string } }>;
    }>(`{
      leaflets(supplierId: "101") { id name title url startAt endAt supplier { id } }
      leafletsNear(lat: -33.8999547, lon: 18.5701029, radiusKm: 5) {
        id supplier { id name }
      }
    }`);
    expect(result.errors).toBeUndefined();
    expect(result.data?.leaflets.map((leaflet) => leaflet.name)).toContain(
      'Mzansi Fresh Parow weekly specials',
    );
    expect(result.data?.leaflets.every((leaflet) => leaflet.supplier.id === '101')).toBe(true);
    const near = result.data?.leafletsNear ?? [];
    const supplierIds = new Set(near.map((leaflet) => leaflet.supplier.id));
    expect([...supplierIds].sort()).toEqual(['101', '301', '302']);
    expect(near.find((leaflet) => leaflet.supplier.id === '301')?.supplier.name).toBe(
      'Kaap Spens Goodwood',
    );
    expect(await stack.calls()).toEqual({
      calls: {
        // The branch of `leaflets` once; the nearby leaflets' branches from one branch list.
        'GET /catalog/v1/suppliers/{id}': 1,
        'GET /shopfront_config': 1,
        'GET /catalog/v1/suppliers/distance_from': 1,
        'GET /catalog/v1/suppliers/{id}/leaflets': 1,
        'GET /api/v2/leaflets': 1,
      },
      total: 5,
    });
  });

  it('shows ads (banners and popups) and home banners with typed targets', async () => {
    const result = await stack.graphql<{
      ads: {
        banners: Array<{ targetType: string | null; targetId: string | null }>;
        popups: Array<{ title: string; targetType: string | null }>;
      };
      banners: Array<{ id: string; title: string; targetType: string | null }>;
      sampleProducts: Array<{ name: string; offers: Array<{ supplier: { id: string } }> }>;
    }>(`{
      ads(supplierId: "101") {
        banners { id imageUrl targetId targetType } popups { id title targetType }
      }
      banners(supplierId: "101") { id title targetType }
      sampleProducts(supplierId: "101") { id name offers { id supplier { id } } }
    }`);
    expect(result.errors).toBeUndefined();
    expect(result.data?.ads.banners[0]).toEqual({
      id: '1',
      imageUrl: expect.stringMatching(/banners\/1\.svg$/),
      targetId: '23',
      targetType: 'CATEGORY',
    });
    expect(result.data?.ads.popups.map((popup) => popup.targetType)).toEqual([null, 'URL']);
    expect(result.data?.banners.length).toBeGreaterThan(0);
    expect(result.data?.sampleProducts[0]?.name).toBe('Super Maize Meal');
    expect(
      result.data?.sampleProducts.every((product) =>
        product.offers.every((offer) => offer.supplier.id === '101'),
      ),
    ).toBe(true);
    expect(await stack.calls()).toEqual({
      calls: {
        'GET /shopfront_config': 1,
        'GET /api/v2/ads': 1,
        'GET /api/v2/banners': 1,
        'GET /catalog/v1/products/sample': 1,
      },
      total: 4,
    });
  });

  it('reads the whole shop’s catalogue home without a supplier (market mode)', async () => {
    const result = await stack.graphql<{
      categories: Array<{ id: string }>;
      sampleProducts: Array<{ offers: Array<{ supplier: { id: string } }> }>;
      banners: Array<{ id: string }>;
      ads: { banners: Array<{ id: string }> };
    }>(`{
      categories { id } sampleProducts { id offers { id supplier { id } } }
      banners { id } ads { banners { id } }
    }`);
    expect(result.errors).toBeUndefined();
    expect(result.data?.categories.length).toBeGreaterThan(5);
    const suppliers = new Set(
      result.data?.sampleProducts.flatMap((product) =>
        product.offers.map((offer) => offer.supplier.id),
      ),
    );
    expect(suppliers.size).toBeGreaterThan(1);
    expect(result.data?.banners.length).toBeGreaterThan(0);
    expect(await stack.calls()).toEqual({
      calls: {
        'GET /catalog/v1/categories': 1,
        'GET /catalog/v1/products/sample': 1,
        'GET /api/v2/banners': 1,
        'GET /api/v2/ads': 1,
      },
      total: 4,
    });
  });

  it("gives each sample product's cheapest offer in stock, for cards that show only that", async () => {
    const result = await stack.graphql<{
      sampleProducts: Array<{
        id: string;
        cheapestOffer: { id: string; priceInCents: number; outOfStock: boolean } | null;
        offers: Array<{ id: string; priceInCents: number; outOfStock: boolean }>;
      }>;
    }>(`{
      sampleProducts {
        id
        cheapestOffer { id priceInCents outOfStock }
        offers { id priceInCents outOfStock }
      }
    }`);
    expect(result.errors).toBeUndefined();
    const products = result.data?.sampleProducts ?? [];
    expect(products.length).toBeGreaterThan(3);
    for (const product of products) {
      const inStock = product.offers.filter((offer) => !offer.outOfStock);
      const pool = inStock.length > 0 ? inStock : product.offers;
      const lowest = Math.min(...pool.map((offer) => offer.priceInCents));
      expect(product.cheapestOffer?.priceInCents).toBe(lowest);
      expect(product.cheapestOffer?.outOfStock).toBe(inStock.length === 0);
    }
    // Several branches' offers, one card each: the market home sends one offer per product.
    expect(products.some((product) => product.offers.length > 1)).toBe(true);
  });

  it('refuses a search longer than the legacy API reads, before calling it', async () => {
    const long = 'maize '.repeat(60);
    for (const query of [
      'query ($q: String!) { offerSearch(query: $q) { offers { id } } }',
      'query ($q: String!) { nearbyProductSearch(query: $q, lat: -33.9, lon: 18.57) { products { id } } }',
    ]) {
      const result = await stack.graphql(query, { q: long });
      expect(result.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
      expect(result.errors?.[0]?.message).toContain('at most 200 characters');
    }
    expect(await stack.calls()).toEqual({ calls: {}, total: 0 });
  });

  it('lists the offers of one sellable across suppliers', async () => {
    const result = await stack.graphql<{
      sellableOffers: Array<{ sellable: { id: string }; supplier: { id: string } }>;
    }>(`{ sellableOffers(sellableId: "1001") { id sellable { id } supplier { id } } }`);
    expect(result.errors).toBeUndefined();
    const offers = result.data?.sellableOffers ?? [];
    expect(offers.length).toBeGreaterThan(5);
    expect(offers.every((offer) => offer.sellable.id === '1001')).toBe(true);
    expect(new Set(offers.map((offer) => offer.supplier.id)).size).toBeGreaterThan(5);
    expect(offers).toContainEqual({
      id: '100001',
      sellable: { id: '1001' },
      supplier: { id: '101' },
    });
    expect(await stack.calls()).toEqual({
      calls: { 'GET /catalog/v1/sellables/{id}/offers': 1 },
      total: 1,
    });
  });

  it("re-checks a stored basket's offers at their branches: current state, or null when gone", async () => {
    const stokvel = await stack.graphql<{
      stokvelOffers: Array<{ id: string; sellable: { id: string } }>;
    }>(`{ stokvelOffers(supplierId: "101") { id sellable { id } } }`);
    const bulk = stokvel.data?.stokvelOffers[0];
    expect(bulk).toBeDefined();
    await stack.resetCalls();

    const result = await stack.graphql<{
      basketOffers: Array<{
        offerId: string;
        offer: { id: string; priceInCents: number; outOfStock: boolean; stokvel: boolean } | null;
      }>;
    }>(
      `query ($bulk: ID!, $bulkSellable: ID!) {
        basketOffers(items: [
          { offerId: "100001", sellableId: "1001", supplierId: "101" }
          { offerId: "999999", sellableId: "1001", supplierId: "101" }
          { offerId: $bulk, sellableId: $bulkSellable, supplierId: "101" }
        ]) { offerId offer { id priceInCents outOfStock stokvel } }
      }`,
      { bulk: bulk?.id, bulkSellable: bulk?.sellable.id },
    );
    expect(result.errors).toBeUndefined();
    const [kept, gone, stokvelLine] = result.data?.basketOffers ?? [];
    expect(kept).toMatchObject({ offerId: '100001', offer: { id: '100001', outOfStock: false } });
    expect(kept?.offer?.priceInCents).toBeGreaterThan(0);
    expect(gone).toEqual({ offerId: '999999', offer: null });
    // A stokvel offer is not in its sellable's list: found in the branch's stokvel list.
    expect(stokvelLine).toMatchObject({
      offerId: bulk?.id,
      offer: { id: bulk?.id, stokvel: true },
    });
    // The two lines of sellable 1001 share one read; the stokvel list is read once.
    const { calls } = await stack.calls();
    expect(calls['GET /catalog/v1/sellables/{id}/offers']).toBe(2);
    expect(Object.keys(calls).filter((route) => route.includes('stokvel'))).toHaveLength(1);
    expect(Object.values(calls).every((count) => count <= 2)).toBe(true);
  });

  it('refuses a basket re-check of more than 10 items (2 legacy calls each at most)', async () => {
    const items = Array.from({ length: 11 }, (_, index) => ({
      offerId: String(100001 + index),
      sellableId: '1001',
      supplierId: '101',
    }));
    const result = await stack.graphql(
      `query ($items: [BasketOfferRefInput!]!) { basketOffers(items: $items) { offerId } }`,
      { items },
    );
    expect(result.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(await stack.calls()).toEqual({ calls: {}, total: 0 });
  });

  it('counts the 10 items across every basketOffers field of one request', async () => {
    // Aliased copies, each with items of its own, made hundreds of legacy calls per request.
    const items = (first: number, count: number) =>
      Array.from(
        { length: count },
        (_, index) => `{ offerId: "100001", sellableId: "${first + index}", supplierId: "101" }`,
      ).join(' ');
    // Lists written in the operation count their own length: 5 + 6 items, 2 calls each, and the
    // branches' 3: within the upstream-call limit (25), so the resolver's own bound answers.
    const result = await stack.graphql<{ a: unknown[] | null; b: unknown[] | null }>(
      `{
        a: basketOffers(items: [${items(1001, 5)}]) { offerId }
        b: basketOffers(items: [${items(5001, 6)}]) { offerId }
      }`,
    );
    expect(result.errors?.map((error) => [error.path?.[0], error.extensions?.code])).toEqual([
      ['b', 'BAD_USER_INPUT'],
    ]);
    expect(result.errors?.[0]?.message).toContain('at most 10 items');
    // The field is non-null: the refused copy takes the whole answer with it.
    expect(result.data ?? null).toBeNull();
  });

  it('refuses aliased basket re-checks past the upstream-call limit before any call', async () => {
    await stack.resetCalls();
    const items = Array.from({ length: 10 }, (_, index) => ({
      offerId: '100001',
      sellableId: String(1001 + index),
      supplierId: '101',
    }));
    const result = await stack.graphql(
      `query ($a: [BasketOfferRefInput!]!, $b: [BasketOfferRefInput!]!) {
        a: basketOffers(items: $a) { offerId }
        b: basketOffers(items: $b) { offerId }
      }`,
      { a: items, b: items },
    );
    expect(result.errors?.[0]?.extensions).toMatchObject({ reason: 'TOO_MANY_UPSTREAM_CALLS' });
    expect(await stack.calls()).toEqual({ calls: {}, total: 0 });
  });
});

describe('catalogue with the v2 offer search configured', () => {
  it('answers every match on the first page from the v2 route', async () => {
    const stack = await startStack({ ...NO_CACHE, LEGACY_SEARCH_API: 'v2' });
    try {
      // One search per request: each may spend up to 22 legacy calls (its correction, the other
      // branches), so two in one request pass the upstream-call limit.
      type Page = { offerSearch: { offers: unknown[]; nextPage: number | null } };
      const first = await stack.graphql<Page>(
        `{ offerSearch(query: "maize", supplierId: "101") { offers { id } nextPage } }`,
      );
      expect(first.errors).toBeUndefined();
      expect(first.data?.offerSearch.offers.length).toBeGreaterThan(20);
      expect(first.data?.offerSearch.nextPage).toBeNull();
      expect(await stack.calls()).toEqual({
        calls: { 'GET /shopfront_config': 1, 'GET /catalog/v2/offers/search': 1 },
        total: 2,
      });
      await stack.resetCalls();
      const second = await stack.graphql<Page>(
        `{ offerSearch(query: "maize", supplierId: "101", page: 2) { offers { id } nextPage } }`,
      );
      expect(second.data?.offerSearch).toEqual({ offers: [], nextPage: null });
      expect((await stack.calls()).calls['GET /catalog/v2/offers/search'] ?? 0).toBeLessThanOrEqual(
        1,
      );
    } finally {
      await stack.close();
    }
  });
});

describe('catalogue with the public cache on', () => {
  it('serves a repeated catalogue read from the cache, without a second upstream call', async () => {
    const stack = await startStack({ CACHE_TTL_SECONDS: '60' });
    try {
      const query = `{ promotions(supplierId: "102") { id priceInCents } }`;
      const first = await stack.graphql<{ promotions: unknown[] }>(query);
      const second = await stack.graphql<{ promotions: unknown[] }>(query);
      expect(second.data).toEqual(first.data);
      expect(await stack.calls()).toEqual({
        calls: {
          'GET /shopfront_config': 1,
          'GET /catalog/v1/suppliers/{id}/promotions': 1,
        },
        total: 2,
      });
    } finally {
      await stack.close();
    }
  });
});

describe('catalogue with the legacy API down', () => {
  it('serves a catalogue read stale after its TTL when the legacy API no longer answers', async () => {
    const stack = await startStack({ CACHE_TTL_SECONDS: '1', UPSTREAM_RETRIES: '0' });
    // The gateway's clock moves past the TTL, not the wall clock (only Date is faked).
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      const query = `{ activeStokvelOffers(supplierId: "103") { id priceInCents } }`;
      const fresh = await stack.graphql<{ activeStokvelOffers: unknown[] }>(query);
      expect(fresh.errors).toBeUndefined();
      expect(fresh.data?.activeStokvelOffers.length).toBeGreaterThan(0);
      await stack.sim.close();
      vi.setSystemTime(Date.now() + 1_001);

      const stale = await stack.graphql<{ activeStokvelOffers: unknown[] }>(query);
      expect(stale.errors).toBeUndefined();
      expect(stale.data).toEqual(fresh.data);
      // Served as stale (past its TTL), not as a fresh hit.
      const metrics = await (await fetch(`${stack.metricsUrl}/metrics`)).text();
      expect(metrics).toMatch(
        /gateway_cache_requests_total\{route="[^"]*stokvel[^"]*",outcome="stale"\} 1/,
      );
    } finally {
      vi.useRealTimers();
      await stack.gateway.close();
    }
  });
});
