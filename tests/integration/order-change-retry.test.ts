/**
 * A change to an order whose answer is lost on the way back (the legacy API applied it, then sent
 * a truncated body) is applied once when the shopper retries with the same idempotency key, and
 * the retry answers with the changed order. A key reused for a different change is refused, and
 * two requests with one key at once make one change.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { GraphqlClient } from '../support/gateway';
import { OLIVE_OIL_OFFER, THANDI, placeOrder, signedIn } from '../support/shoppers';
import { startStack, type TestStack } from '../support/stack';

const key = () => `change-${Date.now()}-${Math.random().toString(36).slice(2)}`;

interface OrderAnswer {
  order: {
    status: string;
    totalInCents: number;
    payableBalanceInCents: number;
    items: Array<{ offerId: string; quantityOrdered: number }>;
  } | null;
  errors: Array<{ __typename: string; message: string }>;
}

const ORDER_FIELDS = `order { status totalInCents payableBalanceInCents
  items { offerId quantityOrdered } } errors { __typename message }`;

describe('order changes retried after a lost answer', () => {
  let stack: TestStack;
  let thandi: GraphqlClient;

  beforeAll(async () => {
    stack = await startStack();
    thandi = await signedIn(stack.gatewayUrl, THANDI);
  });
  afterAll(async () => {
    await stack.close();
  });
  beforeEach(async () => {
    await fetch(`${stack.sim.url}/sim/faults`, { method: 'DELETE' });
  });

  /** The next call to `route` is applied but its answer arrives cut off. */
  const loseNextAnswer = (route: string) =>
    fetch(`${stack.sim.url}/sim/faults`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify([{ route, malformed: true, times: 1 }]),
    });

  /** Adds olive oil to the order as the shopper saw it at `revision`. */
  const addOliveOil = (orderId: string, idempotencyKey: string, revision: string, quantity = 1) =>
    thandi.request<{ modifyOrder: OrderAnswer }>(
      `mutation ($input: OrderModificationsInput!) { modifyOrder(input: $input) { ${ORDER_FIELDS} } }`,
      {
        input: {
          orderId,
          idempotencyKey,
          revision,
          modifications: [{ action: 'ADD', item: { offerId: OLIVE_OIL_OFFER, quantity } }],
        },
      },
    );

  const readOrder = async (id: string) =>
    (
      await thandi.request<{ viewer: { order: NonNullable<OrderAnswer['order']> } }>(
        `query ($id: ID!) { viewer { order(id: $id) { status totalInCents payableBalanceInCents
          items { offerId quantityOrdered } } } }`,
        { id },
      )
    ).data!.viewer.order;

  const revisionOf = async (id: string) =>
    (
      await thandi.request<{ viewer: { order: { revision: string } } }>(
        'query ($id: ID!) { viewer { order(id: $id) { revision } } }',
        { id },
      )
    ).data!.viewer.order.revision;

  it('adds a line once when modifyOrder is retried after its answer was lost', async () => {
    const order = await placeOrder(thandi, stack.sim.url, key());
    const before = await readOrder(order.id);
    const edit = key();
    await loseNextAnswer('POST /api/v1/orders/{id}/modify');
    const lost = await addOliveOil(order.id, edit, order.revision);
    expect(lost.errors?.[0]?.extensions?.code).toBe('UPSTREAM_ERROR');

    const retried = await addOliveOil(order.id, edit, order.revision);
    expect(retried.errors).toBeUndefined();
    expect(retried.data?.modifyOrder.errors).toEqual([]);
    const after = await readOrder(order.id);
    expect(retried.data?.modifyOrder.order).toEqual(after);
    expect(after.items.filter((item) => item.offerId === OLIVE_OIL_OFFER)).toHaveLength(1);
    const olive = after.totalInCents - before.totalInCents;
    expect(olive).toBeGreaterThan(0);

    // A retry of an edit that answered returns its first result and changes nothing.
    await stack.resetCalls();
    const again = await addOliveOil(order.id, edit, order.revision);
    expect(again.data?.modifyOrder.order).toEqual(after);
    expect((await stack.calls()).calls['POST /api/v1/orders/{id}/modify']).toBeUndefined();
    // A new edit (a new key) adds again.
    const second = await addOliveOil(order.id, key(), await revisionOf(order.id));
    expect(second.data?.modifyOrder.order?.totalInCents).toBe(before.totalInCents + 2 * olive);
  });

  it('saves order changes once when saveOrderChanges is retried after its answer was lost', async () => {
    const order = await placeOrder(thandi, stack.sim.url, key());
    const before = await readOrder(order.id);
    const save = (idempotencyKey: string) =>
      thandi.request<{ saveOrderChanges: OrderAnswer }>(
        `mutation ($input: OrderModificationsInput!) { saveOrderChanges(input: $input) {
          ${ORDER_FIELDS} } }`,
        {
          input: {
            orderId: order.id,
            idempotencyKey,
            revision: order.revision,
            modifications: [{ action: 'ADD', item: { offerId: OLIVE_OIL_OFFER, quantity: 1 } }],
          },
        },
      );
    const edit = key();
    await loseNextAnswer('POST /api/v1/orders/{id}/modify');
    expect((await save(edit)).errors?.[0]?.extensions?.code).toBe('UPSTREAM_ERROR');
    const retried = await save(edit);
    expect(retried.data?.saveOrderChanges.errors).toEqual([]);
    const after = await readOrder(order.id);
    expect(retried.data?.saveOrderChanges.order).toEqual(after);
    expect(after.items.map((item) => item.offerId)).toEqual([
      ...before.items.map((item) => item.offerId),
      OLIVE_OIL_OFFER,
    ]);
  });

  it('answers a retried cancel with the cancelled order', async () => {
    const order = await placeOrder(thandi, stack.sim.url, key());
    const cancel = (idempotencyKey: string) =>
      thandi.request<{ cancelOrder: OrderAnswer }>(
        `mutation ($input: OrderIdInput!) { cancelOrder(input: $input) { ${ORDER_FIELDS} } }`,
        { input: { orderId: order.id, idempotencyKey } },
      );
    const intent = key();
    await loseNextAnswer('POST /api/v1/orders/{order_id}/cancel');
    expect((await cancel(intent)).errors?.[0]?.extensions?.code).toBe('UPSTREAM_ERROR');
    const retried = await cancel(intent);
    expect(retried.data?.cancelOrder.errors).toEqual([]);
    expect(retried.data?.cancelOrder.order?.status).toBe('CANCELLED');
  });

  it('charges the debtor card once when a payment is retried after its answer was lost', async () => {
    const order = await placeOrder(thandi, stack.sim.url, key());
    const pay = (idempotencyKey: string) =>
      thandi.request<{ payOrderOffline: OrderAnswer }>(
        `mutation ($input: PayOrderOfflineInput!) { payOrderOffline(input: $input) {
          ${ORDER_FIELDS} } }`,
        { input: { orderId: order.id, provider: 'DEBTORCARD', idempotencyKey } },
      );
    const intent = key();
    await loseNextAnswer('POST /api/v1/orders/{id}/offline_payment');
    await stack.resetCalls();
    expect((await pay(intent)).errors?.[0]?.extensions?.code).toBe('UPSTREAM_ERROR');
    const retried = await pay(intent);
    expect(retried.data?.payOrderOffline.errors).toEqual([]);
    expect(retried.data?.payOrderOffline.order?.payableBalanceInCents).toBe(0);
    expect((await stack.calls()).calls['POST /api/v1/orders/{id}/offline_payment']).toBe(1);
  });

  it('refuses a key reused for a different change, and changes nothing', async () => {
    const order = await placeOrder(thandi, stack.sim.url, key());
    const edit = key();
    expect((await addOliveOil(order.id, edit, order.revision)).data?.modifyOrder.errors).toEqual(
      [],
    );
    const after = await readOrder(order.id);
    const other = await addOliveOil(order.id, edit, order.revision, 3);
    expect(other.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(other.errors?.[0]?.message).toMatch(/idempotencyKey/);
    expect(await readOrder(order.id)).toEqual(after);
  });

  it('makes one change for two requests with one key at once', async () => {
    const order = await placeOrder(thandi, stack.sim.url, key());
    const edit = key();
    await stack.resetCalls();
    const [first, second] = await Promise.all([
      addOliveOil(order.id, edit, order.revision),
      addOliveOil(order.id, edit, order.revision),
    ]);
    expect(second.data?.modifyOrder).toEqual(first.data?.modifyOrder);
    expect((await stack.calls()).calls['POST /api/v1/orders/{id}/modify']).toBe(1);
    const olive = (await readOrder(order.id)).items.filter(
      (item) => item.offerId === OLIVE_OIL_OFFER,
    );
    expect(olive).toHaveLength(1);
  });
});
