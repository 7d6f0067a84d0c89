/**
 * Money-bearing mutations in one call each, against the simulator over HTTP: placeOrder (check,
 * register and record an offline or wallet-credit payment once per key), saveOrderChanges (check
 * then change, or refuse with the check), the id-less preview of validateOrderModifications and
 * the unit-price threshold of syncAndCompareBasket.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  MAIZE_MEAL_OFFER,
  OLIVE_OIL_OFFER,
  PIETER,
  THANDI,
  firstTimeslot,
  placeOrder,
  signedIn,
} from '../support/shoppers';
import type { GraphqlClient } from '../support/gateway';
import { startStack, type TestStack } from '../support/stack';

const key = () => `money-${Date.now()}-${Math.random().toString(36).slice(2)}`;
const HERE = { latitude: -33.8999547, longitude: 18.5701029 };

const PLACE_ORDER = `mutation ($input: PlaceOrderInput!) {
  placeOrder(input: $input) {
    order { id paymentProvider creditInCents totalInCents payableBalanceInCents paymentStatus status }
    validation { totalInCents creditInCents }
    validationErrors { __typename message }
    paymentRecorded
    errors { __typename message }
  }
}`;

interface PlaceOrderResult {
  placeOrder: {
    order: {
      id: string;
      paymentProvider: string;
      creditInCents: number;
      totalInCents: number;
      payableBalanceInCents: number;
      paymentStatus: string;
      status: string;
    } | null;
    validation: { totalInCents: number; creditInCents: number } | null;
    validationErrors: Array<{ __typename: string; message: string }>;
    paymentRecorded: boolean;
    errors: Array<{ __typename: string; message: string }>;
  };
}

const SAVE_CHANGES = `mutation ($input: OrderModificationsInput!) {
  saveOrderChanges(input: $input) {
    order { id totalInCents items { offerId unitPriceInCents } }
    check {
      outOfStock updated notice
      preview { totalInCents items { orderItemId added offerId unitPriceInCents } }
      errors { __typename message }
    }
    errors { __typename message }
  }
}`;

interface SaveChangesResult {
  saveOrderChanges: {
    order: { id: string; totalInCents: number; items: Array<{ offerId: string }> } | null;
    check: {
      outOfStock: boolean;
      updated: boolean;
      notice: string | null;
      preview: {
        totalInCents: number;
        items: Array<{ orderItemId: string | null; added: boolean; offerId: string }>;
      } | null;
    } | null;
    errors: Array<{ __typename: string; message: string }>;
  };
}

describe('money mutations in one call', () => {
  let stack: TestStack;
  let thandi: GraphqlClient;
  let pieter: GraphqlClient;

  beforeAll(async () => {
    stack = await startStack();
    thandi = await signedIn(stack.gatewayUrl, THANDI);
    pieter = await signedIn(stack.gatewayUrl, PIETER);
  });
  afterAll(async () => {
    await stack.close();
  });
  beforeEach(async () => {
    await stack.resetCalls();
  });

  it('places a cash order and records its payment once, for retries and concurrent calls', async () => {
    const input = {
      idempotencyKey: key(),
      supplierId: '101',
      items: [{ offerId: MAIZE_MEAL_OFFER, quantity: 2, seenPriceInCents: 4499 }],
      paymentProvider: 'CASH',
      dispatch: 'COLLECT',
      timeslot: await firstTimeslot(stack.sim.url),
    };
    await stack.resetCalls();
    const [first, second] = await Promise.all([
      pieter.request<PlaceOrderResult>(PLACE_ORDER, { input }),
      pieter.request<PlaceOrderResult>(PLACE_ORDER, { input }),
    ]);
    const retry = await pieter.request<PlaceOrderResult>(PLACE_ORDER, { input });
    const placed = first.data?.placeOrder;
    expect(first.errors).toBeUndefined();
    expect(placed?.errors).toEqual([]);
    expect(placed?.validationErrors).toEqual([]);
    expect(placed?.paymentRecorded).toBe(true);
    expect(placed?.order).toMatchObject({ paymentProvider: 'CASH', totalInCents: 8998 });
    expect(second.data?.placeOrder.order?.id).toBe(placed?.order?.id);
    expect(retry.data?.placeOrder.order?.id).toBe(placed?.order?.id);
    const calls = (await stack.calls()).calls;
    expect(calls['POST /api/v1/cart/validate']).toBe(1);
    expect(calls['POST /api/v1/orders/register']).toBe(1);
    expect(calls['POST /api/v1/orders/{id}/offline_payment']).toBe(1);
  });

  it('refuses with the check and places nothing when the basket check fails', async () => {
    const input = {
      idempotencyKey: key(),
      supplierId: '101',
      items: [{ offerId: MAIZE_MEAL_OFFER, quantity: 1 }],
      paymentProvider: 'CASH',
      dispatch: 'COLLECT',
    };
    const refused = await pieter.request<PlaceOrderResult>(PLACE_ORDER, { input });
    expect(refused.data?.placeOrder.order).toBeNull();
    expect(refused.data?.placeOrder.validationErrors.map((e) => e.__typename)).toEqual([
      'DispatchSlotError',
    ]);
    expect((await stack.calls()).calls['POST /api/v1/orders/register']).toBeUndefined();
    // The refusal is not remembered: the same key places the order once fixed.
    const fixed = await pieter.request<PlaceOrderResult>(PLACE_ORDER, {
      input: { ...input, timeslot: await firstTimeslot(stack.sim.url) },
    });
    expect(fixed.data?.placeOrder.order?.id).toBeTruthy();
  });

  it('pays an order the wallet credit covers from the credit, with an offline provider', async () => {
    const input = {
      idempotencyKey: key(),
      supplierId: '101',
      items: [{ offerId: MAIZE_MEAL_OFFER, quantity: 1 }],
      dispatch: 'COLLECT',
      timeslot: await firstTimeslot(stack.sim.url),
    };
    const result = await thandi.request<PlaceOrderResult>(PLACE_ORDER, { input });
    expect(result.errors).toBeUndefined();
    const placed = result.data?.placeOrder;
    expect(placed?.paymentRecorded).toBe(true);
    expect(placed?.order).toMatchObject({
      paymentProvider: 'CASH',
      creditInCents: 4499,
      totalInCents: 4499,
      payableBalanceInCents: 0,
      paymentStatus: 'PAID',
    });
    expect((await stack.calls()).calls['POST /api/v1/orders/{id}/offline_payment']).toBeUndefined();
  });

  it('asks for a way to pay what the credit does not cover', async () => {
    const result = await pieter.request<PlaceOrderResult>(PLACE_ORDER, {
      input: {
        idempotencyKey: key(),
        supplierId: '101',
        items: [{ offerId: MAIZE_MEAL_OFFER, quantity: 1 }],
        dispatch: 'COLLECT',
        timeslot: await firstTimeslot(stack.sim.url),
      },
    });
    expect(result.data?.placeOrder.order).toBeNull();
    expect(result.data?.placeOrder.errors).toEqual([
      { __typename: 'OrderRefusedError', message: 'A payment method is required' },
    ]);
    expect((await stack.calls()).calls['POST /api/v1/orders/register']).toBeUndefined();
  });

  it('previews changes without an id, so a cache cannot mistake the preview for the order', async () => {
    const order = await placeOrder(pieter, stack.sim.url, key());
    const result = await pieter.request<{
      validateOrderModifications: {
        preview: {
          __typename: string;
          orderId: string;
          totalInCents: number;
          items: Array<{ orderItemId: string | null; added: boolean; offerId: string }>;
        };
      };
    }>(
      `mutation ($input: OrderModificationsCheckInput!) { validateOrderModifications(input: $input) {
        preview { __typename orderId totalInCents items { orderItemId added offerId } } } }`,
      {
        input: {
          orderId: order.id,
          modifications: [{ action: 'ADD', item: { offerId: OLIVE_OIL_OFFER, quantity: 1 } }],
        },
      },
    );
    expect(result.errors).toBeUndefined();
    const preview = result.data?.validateOrderModifications.preview;
    expect(preview?.__typename).toBe('OrderPreview');
    expect(preview?.orderId).toBe(order.id);
    expect(preview?.items.map(({ added, offerId }) => ({ added, offerId }))).toEqual([
      { added: false, offerId: MAIZE_MEAL_OFFER },
      { added: true, offerId: OLIVE_OIL_OFFER },
    ]);
    expect(preview?.items[0]?.orderItemId).toBeTruthy();
    expect(preview?.items[1]?.orderItemId).toBeNull();
    const calls = (await stack.calls()).calls;
    expect(calls['POST /api/v1/orders/{id}/modify']).toBeUndefined();
  });

  it('saves changes in one call, and refuses with the check when an added price changed', async () => {
    const order = await placeOrder(pieter, stack.sim.url, key());
    const offer = await (
      await fetch(`${stack.sim.url}/sim/offers/${OLIVE_OIL_OFFER}`, {
        method: 'PATCH',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({}),
      })
    ).json();
    const seen = (offer as { offer: { price_in_cents: number } }).offer.price_in_cents;
    await fetch(`${stack.sim.url}/sim/offers/${OLIVE_OIL_OFFER}`, {
      method: 'PATCH',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ price_in_cents: seen + 100 }),
    });
    await stack.resetCalls();
    const add = (price: number) => ({
      orderId: order.id,
      // A new key for each confirmation; the order is unchanged between them.
      idempotencyKey: key(),
      revision: order.revision,
      modifications: [
        {
          action: 'ADD',
          item: { offerId: OLIVE_OIL_OFFER, quantity: 1, seenPriceInCents: price },
        },
      ],
    });
    const refused = await pieter.request<SaveChangesResult>(SAVE_CHANGES, { input: add(seen) });
    expect(refused.errors).toBeUndefined();
    const payload = refused.data?.saveOrderChanges;
    expect(payload?.order).toBeNull();
    expect(payload?.errors.map((e) => e.__typename)).toEqual(['OrderPriceChangedError']);
    expect(payload?.check?.updated).toBe(true);
    expect(payload?.check?.preview?.items.map((item) => item.offerId)).toEqual([
      MAIZE_MEAL_OFFER,
      OLIVE_OIL_OFFER,
    ]);
    expect((await stack.calls()).calls['POST /api/v1/orders/{id}/modify']).toBeUndefined();

    // The shopper confirms the new price: the same call now changes the order.
    const saved = await pieter.request<SaveChangesResult>(SAVE_CHANGES, {
      input: add(seen + 100),
    });
    expect(saved.data?.saveOrderChanges.errors).toEqual([]);
    expect(saved.data?.saveOrderChanges.order?.items.map((item) => item.offerId)).toEqual([
      MAIZE_MEAL_OFFER,
      OLIVE_OIL_OFFER,
    ]);
    expect(saved.data?.saveOrderChanges.order?.totalInCents).toBe(8998 + seen + 100);
    expect((await stack.calls()).calls['POST /api/v1/orders/{id}/modify']).toBe(1);
  });

  it('compares the basket with the unit-price threshold in one upstream call', async () => {
    const result = await pieter.request<{
      syncAndCompareBasket: {
        unitPriceThresholdPercent: number;
        baskets: Array<{ supplier: { id: string } }>;
      };
    }>(
      `mutation ($input: SyncAndCompareBasketInput!) { syncAndCompareBasket(input: $input) {
        unitPriceThresholdPercent baskets { supplier { id } } } }`,
      { input: { items: [{ offerId: MAIZE_MEAL_OFFER, quantity: 2 }], location: HERE } },
    );
    expect(result.errors).toBeUndefined();
    expect(result.data?.syncAndCompareBasket.unitPriceThresholdPercent).toBeGreaterThan(0);
    expect(result.data?.syncAndCompareBasket.baskets.length).toBeGreaterThan(0);
    expect((await stack.calls()).calls).toEqual({ 'POST /shopit/v1/compare/sync': 1 });
  });
});
