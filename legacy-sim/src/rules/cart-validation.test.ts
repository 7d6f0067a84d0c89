import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createHarness, PIETER, type Harness } from '../test-support/harness.js';

describe('checkout validation (POST /api/v1/cart/validate)', () => {
  let h: Harness;
  let token: string;
  let slot: string;
  beforeEach(async () => {
    h = await createHarness();
    token = await h.signIn();
    slot = await h.firstSlot(101);
  });
  afterEach(() => h.close());

  const validate = (cart: Record<string, unknown>, userId = 1, as = token) =>
    h.call('POST', '/api/v1/cart/validate', {
      token: as,
      body: {
        user: { id: userId },
        cart: {
          items: [],
          supplier_id: 101,
          requires_shipping: false,
          shipping_provider: 'collect',
          shipping_lat: null,
          shipping_lon: null,
          discount_code: null,
          collection_date: slot,
          requires_bags: false,
          bag_qty: 0,
          payment_provider: null,
          ...cart,
        },
      },
    });

  const lines = (n: number, qty = 2) =>
    h
      .plainOffers(101)
      .slice(0, n)
      .map((offer) => ({ offer_id: offer.id, qty }));

  it('totals a valid cart with bags and the wallet credit', async () => {
    const items = lines(3);
    const result = await validate({ items, requires_bags: true, bag_qty: 3 });
    const subtotal = h
      .plainOffers(101)
      .slice(0, 3)
      .reduce((sum, offer) => sum + offer.priceInCents * 2, 0);
    expect(result.body.status).toBe('ok');
    expect(result.body.validation).toMatchObject({
      subtotal_in_cents: subtotal,
      bag_total_in_cents: 450,
      total_in_cents: subtotal + 450,
      credit_in_cents: 5_000,
      total_error: null,
      dispatch_error: null,
      out_of_stock: false,
      updated: false,
      discount_codes_enabled: true,
    });
  });

  it('refuses an order under the R10 minimum', async () => {
    const offer = h.plainOffers(101)[0];
    await h.call('PATCH', `/sim/offers/${offer?.id}`, { body: { price_in_cents: 450 } });
    const result = await validate({ items: [{ offer_id: offer?.id, qty: 2 }] });
    expect(result.body.status).toBe('invalid');
    expect(result.body.validation.total_error).toBe('Minimum order amount is R10');
    const enough = await validate({ items: [{ offer_id: offer?.id, qty: 3 }] });
    expect(enough.body.validation.total_error).toBeNull();
  });

  it('flags out-of-stock items and leaves them out of the total', async () => {
    const soldOut = h.ctx.state.offers.find((o) => o.supplierId === 101 && o.outOfStockAt !== null);
    const items = [...lines(2), { offer_id: soldOut?.id ?? 0, qty: 1 }];
    const result = await validate({ items });
    expect(result.body.validation.out_of_stock).toBe(true);
    expect(result.body.validation.items[2]).toMatchObject({
      offer_id: soldOut?.id,
      out_of_stock: true,
    });
    const inStock = await validate({ items: lines(2) });
    expect(result.body.validation.subtotal_in_cents).toBe(
      inStock.body.validation.subtotal_in_cents,
    );
  });

  it('flags a price that changed since the client read the offer', async () => {
    const [offer] = h.plainOffers(101);
    const seen = offer?.priceInCents ?? 0;
    await h.call('PATCH', `/sim/offers/${offer?.id}`, { body: { price_in_cents: seen + 300 } });
    const result = await validate({
      items: [{ offer_id: offer?.id, qty: 2, price_in_cents: seen }],
    });
    expect(result.body.validation.updated).toBe(true);
    expect(result.body.validation.items[0]).toMatchObject({
      updated: true,
      price_in_cents: seen + 300,
      previous_price_in_cents: seen,
    });
  });

  it('applies valid discount codes and explains invalid, expired and too-small ones', async () => {
    const items = lines(3, 4);
    const plain = await validate({ items });
    const subtotal = plain.body.validation.subtotal_in_cents as number;
    expect(subtotal).toBeGreaterThan(10_000);
    const welcome = await validate({ items, discount_code: ' welcome10 ' });
    expect(welcome.body.validation).toMatchObject({
      discount_code: 'WELCOME10',
      discount_in_cents: Math.round(subtotal / 10),
      total_in_cents: subtotal - Math.round(subtotal / 10),
      discount_code_error: null,
    });
    expect(
      (await validate({ items, discount_code: 'NOSUCHCODE' })).body.validation.discount_code_error,
    ).toBe('Invalid discount code');
    expect(
      (await validate({ items, discount_code: 'WINTER2025' })).body.validation.discount_code_error,
    ).toBe('This discount code has expired');
    const small = await validate({ items: lines(1, 1), discount_code: 'BRAAI50' });
    expect(small.body.validation.discount_code_error).toBe(
      'This discount code needs an order of at least R 300.00',
    );
    expect(small.body.status).toBe('invalid');
  });

  it('needs a dispatch slot that is still available, and prices delivery', async () => {
    const items = lines(2);
    expect((await validate({ items, collection_date: null })).body.validation.dispatch_error).toBe(
      'Collect time slot is required',
    );
    expect(
      (await validate({ items, collection_date: '2020-01-01T10:00:00+02:00' })).body.validation
        .dispatch_error,
    ).toBe('Collect date is no longer available, choose another');
    const deliverySlot = await h.firstSlot(101, '?requires_shipping=true');
    const delivery = await validate({
      items,
      requires_shipping: true,
      shipping_provider: 'PICUP',
      shipping_lat: -33.95,
      shipping_lon: 18.65,
      collection_date: deliverySlot,
    });
    expect(delivery.body.validation.dispatch_error).toBeNull();
    expect(delivery.body.validation.shipping_cost_in_cents).toBeGreaterThan(4_500);
    const far = await validate({
      items,
      requires_shipping: true,
      shipping_provider: 'PICUP',
      shipping_lat: -26.2,
      shipping_lon: 28.04,
      collection_date: deliverySlot,
    });
    expect(far.body.validation.dispatch_error).toBe('This branch does not deliver to that address');
    // Kaap Spens collects only: no delivery slots, closed Milnerton none before Monday.
    const kaapSpens = await h.call(
      'GET',
      '/catalog/v1/suppliers/301/timeslots?requires_shipping=true',
    );
    expect(kaapSpens.body.resources).toEqual([]);
    const milnerton = await h.call('GET', '/catalog/v1/suppliers/303/timeslots');
    expect(milnerton.body.resources[0].text).toMatch(/^Mon /);
    expect((await h.call('GET', '/catalog/v1/suppliers/203/timeslots')).body.resources).toEqual([]);
  });

  it('applies stokvel rules: minimum quantity, collection only, later slots', async () => {
    const now = h.ctx.clock.now();
    const stokvel = h.ctx.state.offers.find(
      (o) =>
        o.supplierId === 201 && o.stokvel && (o.startAt ?? 0) <= now && o.outOfStockAt === null,
    );
    const min = stokvel?.stokvelMinQty ?? 0;
    const stokvelSlot = await h.firstSlot(201, '?stokvel=true');
    const few = await validate({
      supplier_id: 201,
      items: [{ offer_id: stokvel?.id, qty: min - 1 }],
      collection_date: stokvelSlot,
    });
    expect(few.status).toBe(400);
    expect(few.body.message).toBe(
      `items[0].qty ${min - 1} breaks the offer's quantity rule: whole numbers from ${min}`,
    );
    const enough = await validate({
      supplier_id: 201,
      items: [{ offer_id: stokvel?.id, qty: min }],
      collection_date: stokvelSlot,
    });
    expect(enough.body.validation.stokvel_errors).toEqual([]);
    expect(enough.body.status).toBe('ok');
    const tooSoon = await validate({
      supplier_id: 201,
      items: [{ offer_id: stokvel?.id, qty: min }],
      collection_date: await h.firstSlot(201),
    });
    expect(tooSoon.body.validation.dispatch_error).toBe(
      'Collect date is no longer available, choose another',
    );
  });

  it("refuses to validate for another shopper's user id", async () => {
    const pieter = await h.signIn(PIETER.login, PIETER.password);
    expect((await validate({ items: lines(1) }, 1, pieter)).status).toBe(403);
    expect((await h.call('POST', '/api/v1/cart/validate', { body: {} })).status).toBe(401);
  });
});

describe('basket comparison across branches', () => {
  let h: Harness;
  beforeEach(async () => {
    h = await createHarness();
  });
  afterEach(() => h.close());

  it('puts the cheapest complete basket first with variances against it', async () => {
    const token = await h.signIn();
    // Milk, bread and tea are sold by every group near the default position.
    const items = h
      .plainOffers(101)
      .slice(0, 4)
      .map((offer) => ({ offer_id: offer.id, qty: 2 }));
    const synced = await h.call('POST', '/cart/v1/sync', { token, body: { items } });
    expect(synced.body.cart.items).toHaveLength(4);
    const result = await h.call(
      'GET',
      `/cart/v1/compare?id=${synced.body.cart.id}&lat=-33.8999547&lon=18.5701029`,
      {
        token,
      },
    );
    const baskets = result.body.baskets as Array<Record<string, number | boolean>>;
    expect(baskets.length).toBeGreaterThanOrEqual(5);
    expect(baskets.every((b) => b.supplier !== undefined)).toBe(true);
    // Disabled branches are not compared.
    expect(baskets.map((b) => (b.supplier as unknown as { id: number }).id)).not.toContain(203);
    const [cheapest, ...rest] = baskets;
    expect(cheapest).toMatchObject({
      total_vs_cheapest_variance_percent: 0,
      percent_value_vs_cheapest: 100,
    });
    for (const basket of baskets) {
      expect(basket.total_in_cents).toBe(
        Number(basket.subtotal_in_cents) + Number(basket.shipping_cost_in_cents),
      );
    }
    const complete = rest.filter((b) => b.direct_overall_calculation);
    for (const basket of complete) {
      expect(basket.total_in_cents).toBeGreaterThanOrEqual(Number(cheapest?.total_in_cents));
      expect(basket.total_vs_cheapest_variance_percent).toBeCloseTo(
        ((Number(basket.total_in_cents) - Number(cheapest?.total_in_cents)) /
          Number(cheapest?.total_in_cents)) *
          100,
        1,
      );
    }
    // Baskets missing items come after complete ones.
    const firstIncomplete = baskets.findIndex((b) => !b.direct_overall_calculation);
    if (firstIncomplete >= 0)
      expect(baskets.slice(firstIncomplete).every((b) => !b.direct_overall_calculation)).toBe(true);
    expect(baskets.some((b) => Number(b.unit_price_varience_over_threshold_count) > 0)).toBe(true);

    const debug = await h.call('GET', `/cart/v1/compare_debug?id=${synced.body.cart.id}`, {
      token,
    });
    expect(debug.body.cheapest_basket.items).toHaveLength(4);
    expect(debug.body.cheapest_basket.total_in_cents).toBeLessThanOrEqual(
      Number(cheapest?.subtotal_in_cents),
    );
  });

  it("keeps carts private: 403 on another shopper's cart", async () => {
    const token = await h.signIn();
    const synced = await h.call('POST', '/cart/v1/sync', {
      token,
      body: { items: [{ offer_id: h.plainOffers(101)[0]?.id, qty: 1 }] },
    });
    const pieter = await h.signIn(PIETER.login, PIETER.password);
    expect(
      (await h.call('GET', `/cart/v1/compare?id=${synced.body.cart.id}`, { token: pieter })).status,
    ).toBe(403);
    expect((await h.call('GET', `/cart/v1/compare?id=${synced.body.cart.id}`)).status).toBe(401);
  });
});
