import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createHarness, THANDI, type Harness } from '../test-support/harness.js';

describe("an offer's quantity rule is enforced", () => {
  let h: Harness;
  let token: string;
  beforeEach(async () => {
    h = await createHarness();
    token = await h.signIn();
  });
  afterEach(() => h.close());

  const perKgOffer = () => {
    const offer = h.ctx.state.offers.find(
      (candidate) =>
        candidate.supplierId === 101 &&
        h.ctx.state.sellables.find((sellable) => sellable.id === candidate.sellableId)?.perKg,
    );
    if (!offer) throw new Error('no per-kg offer at 101');
    return offer;
  };

  const register = async (items: Array<{ offer_id: number; qty: number }>) =>
    h.call('POST', '/api/v1/orders/register', {
      token,
      body: {
        cart: {
          items,
          order_id: null,
          provider: 'cash',
          supplier_id: 101,
          discount_code: null,
          shipping_address: null,
          requires_shipping: false,
          dispatch: 'collect',
          requires_bags: false,
          bag_qty: 0,
          collection_date: (
            await h.call<{ resources: Array<{ value: string }> }>(
              'GET',
              '/catalog/v1/suppliers/101/timeslots',
            )
          ).body.resources[0]?.value,
          stokvel: false,
          credit_in_cents: 0,
          shipping_provider: 'collect',
        },
        user: { id: THANDI.id },
      },
    });

  it('refuses half a unit of an item sold per unit, naming the line', async () => {
    const [tin, oil] = h.plainOffers(101);
    const result = await register([
      { offer_id: tin!.id, qty: 1 },
      { offer_id: oil!.id, qty: 0.5 },
    ]);
    expect(result.status).toBe(400);
    expect(result.body.message).toBe(
      "items[1].qty 0.5 breaks the offer's quantity rule: whole numbers from 1",
    );
    expect(h.ctx.state.orders.filter((order) => order.userId === THANDI.id)).toHaveLength(0);
  });

  it('takes per-kg amounts on the step from the minimum and refuses others', async () => {
    const meat = perKgOffer();
    const min = meat.perKgQtyMin ?? 0.25;
    const step = meat.perKgQtyStep ?? 0.05;
    const [tin] = h.plainOffers(101);
    const fine = await register([
      { offer_id: tin!.id, qty: 2 },
      { offer_id: meat.id, qty: Math.round((min + 3 * step) * 1000) / 1000 },
    ]);
    expect(fine.status, fine.text).toBe(201);
    const tooLittle = await register([{ offer_id: meat.id, qty: step / 2 }]);
    expect(tooLittle.status).toBe(400);
    expect(tooLittle.body.message).toContain(`at least ${min.toFixed(3)} kg`);
    const offStep = await register([{ offer_id: meat.id, qty: min + step / 2 }]);
    expect(offStep.status).toBe(400);
  });

  it('checks basket validation, picks and order changes the same way', async () => {
    const [tin] = h.plainOffers(101);
    const picks = await h.call('POST', '/api/v1/offers/validate_picks', {
      token,
      body: { items: [{ offer_id: tin!.id, qty: 1.5 }] },
    });
    expect(picks.status).toBe(400);
    const order = await h.placeOrder(token, { provider: 'cash' });
    const change = await h.call('POST', `/api/v1/orders/${order.id}/validate_modifications`, {
      token,
      body: {
        modifications: [{ action: 'update', order_item_id: order.order_items[0]!.id, qty: 0.5 }],
      },
    });
    expect(change.status).toBe(400);
    expect(change.body.message).toMatch(/^modifications\[0\]\.qty 0\.5 breaks/);
  });

  it('holds a stokvel offer to its minimum the same way, in registration and order changes', async () => {
    const now = h.ctx.clock.now();
    const stokvel = h.ctx.state.offers.find(
      (o) =>
        o.supplierId === 101 &&
        o.stokvel &&
        (o.stokvelMinQty ?? 0) > 1 &&
        (o.startAt ?? 0) <= now &&
        o.outOfStockAt === null,
    );
    if (!stokvel) throw new Error('no running stokvel offer at 101');
    const min = stokvel.stokvelMinQty ?? 0;
    const few = await register([{ offer_id: stokvel.id, qty: min - 1 }]);
    expect(few.status).toBe(400);
    expect(few.body.message).toBe(
      `items[0].qty ${min - 1} breaks the offer's quantity rule: whole numbers from ${min}`,
    );
    const order = await h.placeOrder(token, { provider: 'cash' });
    const add = await h.call('POST', `/api/v1/orders/${order.id}/validate_modifications`, {
      token,
      body: { modifications: [{ action: 'add', item: { offer_id: stokvel.id, qty: 1 } }] },
    });
    expect(add.status).toBe(400);
    expect(add.body.message).toMatch(/^modifications\[0\]\.item\.qty 1 breaks/);
  });
});
