import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { IDEMPOTENCY_KEY_HEADER } from '@shopfront/legacy-api';
import { createHarness, PIETER, THANDI, type Harness } from '../test-support/harness.js';

describe('orders', () => {
  let h: Harness;
  let token: string;
  beforeEach(async () => {
    h = await createHarness();
    token = await h.signIn();
  });
  afterEach(() => h.close());

  it('registers an order pending payment with a timeline, once per idempotency key', async () => {
    const headers = { [IDEMPOTENCY_KEY_HEADER]: 'checkout-42' };
    const first = await h.placeOrder(token, {}, headers);
    expect(first).toMatchObject({ status: 'pending_payment', payment_status: 'pending_payment' });
    expect(first.reference).toBe(`SF-${first.id}`);
    expect(first.order_events.map((e) => e.name)).toEqual(['order_placed', 'awaiting_payment']);
    expect(first.payable_balance_in_cents).toBe(first.total_in_cents);
    const again = await h.placeOrder(token, {}, headers);
    expect(again.id).toBe(first.id);
    const list = await h.call('GET', '/api/v1/users/1/orders', { token });
    expect(list.body.orders).toHaveLength(1);
    const other = await h.placeOrder(token, {}, { [IDEMPOTENCY_KEY_HEADER]: 'checkout-43' });
    expect(other.id).not.toBe(first.id);
  });

  it('refuses to advance an order to a status it cannot reach, and leaves it as it was', async () => {
    const order = await h.placeOrder(token, { provider: 'cash' });
    await h.call('POST', `/api/v1/orders/${order.id}/offline_payment`, {
      token,
      body: { provider: 'cash' },
    });
    const advance = (status?: string) =>
      h.call('POST', `/sim/orders/${order.id}/advance`, { body: status ? { status } : {} });
    // A collection order is never out for delivery.
    const refused = await advance('out_for_delivery');
    expect(refused.status).toBe(409);
    const list = await h.call('GET', '/api/v1/users/1/orders', { token });
    const after = list.body.orders.find((o: { id: number }) => o.id === order.id);
    expect(after.status).toBe('pending');
    expect((await advance()).body.order.status).toBe('preparing');
  });

  it('refuses an order under the minimum with the validation attached', async () => {
    const offer = h.plainOffers(101)[0];
    await h.call('PATCH', `/sim/offers/${offer?.id}`, { body: { price_in_cents: 300 } });
    const result = await h.call('POST', '/api/v1/orders/register', {
      token,
      body: {
        user: { id: 1 },
        cart: h.cartFor(101, [{ offer_id: offer?.id ?? 0, qty: 1 }], {
          collection_date: await h.firstSlot(101),
        }),
      },
    });
    expect(result.status).toBe(422);
    expect(result.body.messages).toContain('Minimum order amount is R10');
    expect(result.body.validation.total_error).toBe('Minimum order amount is R10');
  });

  it('finds stock-short items while preparing; the shopper accepts or removes them', async () => {
    const low = h.ctx.state.offers.find(
      (o) => o.supplierId === 101 && o.stock !== null && !o.promo && o.outOfStockAt === null,
    );
    const shelf = low?.stock ?? 0;
    const plain = h.plainOffers(101)[0];
    const result = await h.call('POST', '/api/v1/orders/register', {
      token,
      body: {
        user: { id: 1 },
        cart: h.cartFor(
          101,
          [
            { offer_id: low?.id ?? 0, qty: shelf + 3 },
            { offer_id: plain?.id ?? 0, qty: 2 },
          ],
          { collection_date: await h.firstSlot(101), provider: 'debtorcard' },
        ),
      },
    });
    const order = result.body.order;
    expect(order.status).toBe('pending');
    const advance = (status?: string) =>
      h.call('POST', `/sim/orders/${order.id}/advance`, { body: status ? { status } : {} });
    expect((await advance()).body.order.status).toBe('preparing');
    const short = (await advance()).body.order;
    expect(short.status).toBe('stock_short');
    expect(short.shipping_status).toBe('stock_short');
    const shortItem = short.order_items.find((i: { offer_id: number }) => i.offer_id === low?.id);
    expect(shortItem).toMatchObject({ stock_short: true, qty: shelf, qty_ordered: shelf + 3 });
    expect((await advance()).status).toBe(409);

    const incomplete = await h.call('GET', '/api/v2/users/1/orders/incomplete', { token });
    expect(incomplete.body.orders.map((o: { id: number }) => o.id)).toContain(order.id);

    const blocked = await h.call('POST', `/api/v1/orders/${order.id}/modify`, {
      token,
      body: { modifications: [] },
    });
    expect(blocked.status).toBe(422);
    expect(blocked.body.message).toBe(
      'Accept or remove every stock short item, then click UPDATE ORDER',
    );

    const preview = await h.call('POST', `/api/v1/orders/${order.id}/validate_modifications`, {
      token,
      body: {
        modifications: [
          { action: 'remove', order_item_id: shortItem.id },
          { action: 'accept', order_item_id: shortItem.id },
        ],
      },
    });
    // The later action on an item replaces the earlier one.
    expect(preview.body.modifications).toEqual([{ action: 'accept', order_item_id: shortItem.id }]);
    // The total counts what was supplied, so the short already shows as an overpayment.
    expect(short.total_in_cents).toBeLessThan(order.total_in_cents);
    expect(short.payment_status).toBe('overpaid');
    expect(preview.body.order.total_in_cents).toBe(short.total_in_cents);
    expect(preview.body.notice).toBeNull();

    const accepted = await h.call('POST', `/api/v1/orders/${order.id}/modify`, {
      token,
      body: { modifications: [{ action: 'accept', order_item_id: shortItem.id }] },
    });
    expect(accepted.body.order).toMatchObject({
      status: 'preparing',
      stock_short: false,
      payment_status: 'overpaid',
    });
    expect((await advance('collected')).body.order).toMatchObject({
      status: 'collected',
      payment_status: 'paid',
    });
    const account = await h.call('PATCH', '/api/v1/account/shopfront/1/update', {
      token,
      body: { account: {} },
    });
    expect(account.body.account.credit_in_cents).toBeGreaterThan(5_000);
  });

  it('reports payable_amount_error for changes that take the order under R10', async () => {
    const order = await h.placeOrder(token);
    const result = await h.call('POST', `/api/v1/orders/${order.id}/validate_modifications`, {
      token,
      body: {
        modifications: order.order_items.map((i) => ({ action: 'remove', order_item_id: i.id })),
      },
    });
    expect(result.body).toMatchObject({
      status: 'invalid',
      payable_amount_error: 'Minimum order amount is R10',
    });
    const modify = await h.call('POST', `/api/v1/orders/${order.id}/modify`, {
      token,
      body: {
        modifications: order.order_items.map((i) => ({ action: 'remove', order_item_id: i.id })),
      },
    });
    expect(modify.status).toBe(422);
    const soldOut = h.ctx.state.offers.find((o) => o.supplierId === 101 && o.outOfStockAt !== null);
    const add = await h.call('POST', `/api/v1/orders/${order.id}/validate_modifications`, {
      token,
      body: { modifications: [{ action: 'add', item: { offer_id: soldOut?.id, qty: 1 } }] },
    });
    expect(add.body.out_of_stock).toBe(true);
    const more = h.plainOffers(101)[6];
    const grown = await h.call('POST', `/api/v1/orders/${order.id}/modify`, {
      token,
      body: { modifications: [{ action: 'add', item: { offer_id: more?.id, qty: 2 } }] },
    });
    expect(grown.body.order.order_items).toHaveLength(4);
    expect(grown.body.order.total_in_cents).toBe(
      order.total_in_cents + (more?.priceInCents ?? 0) * 2,
    );
  });

  it('cancels open orders, refunding wallet credit, but not finished ones', async () => {
    const order = await h.placeOrder(token, { credit_in_cents: 2_000 });
    expect(order.credit_in_cents).toBe(2_000);
    const cancelled = await h.call('POST', `/api/v1/orders/${order.id}/cancel`, {
      token,
      body: {},
    });
    expect(cancelled.body.order.status).toBe('cancelled');
    expect(cancelled.body.order.order_events.at(-1).name).toBe('cancelled');
    const account = await h.call('PATCH', '/api/v1/account/shopfront/1/update', {
      token,
      body: { account: {} },
    });
    expect(account.body.account.credit_in_cents).toBe(5_000);
    expect(
      (await h.call('POST', `/api/v1/orders/${order.id}/cancel`, { token, body: {} })).status,
    ).toBe(409);
  });

  it('takes one review of 1 to 5 stars, only once the order is collected', async () => {
    const order = await h.placeOrder(token, { provider: 'debtorcard' });
    const review = (rating: number) =>
      h.call('POST', `/api/v1/orders/${order.id}/review`, {
        token,
        body: { review: { order_id: order.id, rating, comment: 'Friendly packers' } },
      });
    expect((await review(5)).status).toBe(409);
    await h.call('POST', `/sim/orders/${order.id}/advance`, { body: { status: 'collected' } });
    expect((await review(6)).status).toBe(422);
    expect((await review(0)).status).toBe(422);
    const ok = await review(4);
    expect(ok.body.order).toMatchObject({ review: { rating: 4, comment: 'Friendly packers' } });
    expect(ok.body.order.reviewed_at).toEqual(expect.any(String));
    expect(ok.body.order.pdf_invoice_url).toMatch(/\/media\/invoices\/\d+\.pdf$/);
    expect((await review(3)).status).toBe(409);
  });

  it("keeps orders private: 401 without a token, 403 for another shopper's order", async () => {
    const order = await h.placeOrder(token);
    expect((await h.call('GET', `/api/v1/orders/${order.id}`)).status).toBe(401);
    const pieter = await h.signIn(PIETER.login, PIETER.password);
    expect((await h.call('GET', `/api/v2/orders/${order.id}`, { token: pieter })).status).toBe(403);
    expect(
      (await h.call('POST', `/api/v1/orders/${order.id}/cancel`, { token: pieter, body: {} }))
        .status,
    ).toBe(403);
    expect((await h.call('GET', '/api/v1/users/1/orders', { token: pieter })).status).toBe(403);
    expect((await h.call('GET', '/api/v1/orders/999999', { token })).status).toBe(404);
  });

  it('pages order history newest first with next_page', async () => {
    for (let i = 0; i < 3; i++) await h.placeOrder(token);
    const first = await h.call('GET', '/api/v2/users/1/orders?page=1&per_page=2', { token });
    expect(first.body.pagination).toEqual({ page: 1, per_page: 2, next_page: 2, total: 3 });
    expect(first.body.orders[0].items).toEqual(expect.any(Array));
    const second = await h.call('GET', '/api/v1/users/1/orders?page=2&per_page=2', { token });
    expect(second.body.pagination.next_page).toBeNull();
    expect(second.body.orders).toHaveLength(1);
  });

  it('moves paid orders along on the order clock', async () => {
    // The order clock's timer is faked and the simulator's own clock moved: no wall-clock wait.
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const clocked = await createHarness({ orderClockMs: 40 });
    try {
      const t = await clocked.signIn(THANDI.login, THANDI.password);
      const order = await clocked.placeOrder(t, { provider: 'debtorcard' });
      for (let step = 0; step < 3; step++) {
        await clocked.call('POST', '/sim/clock', { body: { advance_ms: 40 } });
        vi.advanceTimersByTime(50);
      }
      const later = await clocked.call('GET', `/api/v1/orders/${order.id}`, { token: t });
      expect(['ready_for_collection', 'collected']).toContain(later.body.order.status);
      expect(later.body.order.order_events.map((e: { name: string }) => e.name)).toContain(
        'preparing',
      );
    } finally {
      vi.useRealTimers();
      await clocked.close();
    }
  });
});
