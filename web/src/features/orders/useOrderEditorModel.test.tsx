/**
 * Editing an order through the cache: the pending changes are client fields of the cached order,
 * kept in `orders-v1` as intent only (line id and quantity, never a copy of the order); the check
 * keeps its answer with them; saving puts the saved order into the same normalised `Order` the
 * order page and the history read, and another tab's save makes the page read the order again.
 */
import { act, cleanup, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderModel, scriptedGateway } from '../../test-support/render-model';
import { OrderDetailDocument } from './OrderDetail.generated';
import { orderFixture } from './order-fixture';
import { OrderSummary_OrderFragmentDoc } from './OrderSummary_order.generated';
import {
  getOrdersState,
  modify,
  onSavedInAnotherTab,
  startEditing,
  stopEditing,
} from '../../core/orders-store';
import { useOrderEditorModel } from './useOrderEditorModel';

const order = orderFixture({ status: 'PENDING', payableBalanceInCents: 0 });
// Three loaves instead of two: R19.99 more.
const saved = orderFixture({
  status: 'PENDING',
  payableBalanceInCents: 0,
  totalInCents: 8_496,
  subtotalInCents: 8_496,
});
saved.items = saved.items.map((item) =>
  item.id === 'line-1'
    ? { ...item, quantity: 3, quantityOrdered: 3, totalInCents: 5_997, formattedQuantity: '3' }
    : item,
);

const checked = () => ({
  validateOrderModifications: {
    __typename: 'ValidateOrderModificationsPayload',
    outOfStock: false,
    updated: false,
    notice: null,
    preview: {
      __typename: 'OrderPreview',
      totalInCents: 8_496,
      payableBalanceInCents: 0,
      items: [],
    },
    errors: [],
  },
});

const savedAnswer = () => ({
  saveOrderChanges: {
    __typename: 'SaveOrderChangesPayload',
    order: saved,
    check: null,
    errors: [],
  },
});

function editor() {
  const gateway = scriptedGateway({ OrderCheckChanges: checked, OrderSaveChanges: savedAnswer });
  gateway.client.writeQuery({
    query: OrderDetailDocument,
    variables: { id: order.id },
    data: { viewer: { __typename: 'Viewer', id: 'viewer', order } },
  });
  startEditing(order.id);
  const screen = renderModel(() => useOrderEditorModel(order), {
    client: gateway.client,
    path: `/orders/${order.id}`,
  });
  const history = () =>
    gateway.client.readFragment({
      fragment: OrderSummary_OrderFragmentDoc,
      from: { __typename: 'Order', id: order.id },
    });
  return { ...gateway, ...screen, history };
}

describe('useOrderEditorModel', () => {
  afterEach(() => {
    cleanup();
    stopEditing();
  });

  it('shows a change from the cached order, and stores only the intent', async () => {
    const { result } = editor();
    act(() => modify(order.id, { action: 'UPDATE', orderItemId: 'line-1', quantity: 3 }));
    await waitFor(() => expect(result.current.subtotalInCents).toBe(3 * 1_999 + 2_499));
    expect(JSON.parse(localStorage.getItem('orders-v1') ?? '{}').edits).toEqual({
      [order.id]: {
        changes: [{ action: 'UPDATE', orderItemId: 'line-1', quantity: 3 }],
        checked: null,
      },
    });
  });

  it('keeps the check with the changes until they change again', async () => {
    const { result } = editor();
    act(() => modify(order.id, { action: 'UPDATE', orderItemId: 'line-1', quantity: 3 }));
    await waitFor(() => expect(result.current.modifications).toHaveLength(1));
    act(() => result.current.update());
    await waitFor(() => expect(result.current.review?.totalInCents).toBe(8_496));
    act(() => modify(order.id, { action: 'UPDATE', orderItemId: 'line-1', quantity: 4 }));
    await waitFor(() => expect(result.current.review).toBeNull());
    expect(result.current.subtotalInCents).toBe(4 * 1_999 + 2_499);
  });

  it('saves once with a key into the one cached order the history reads too', async () => {
    const { result, calls, history } = editor();
    expect(history()?.totalInCents).toBe(6_497);
    act(() => modify(order.id, { action: 'UPDATE', orderItemId: 'line-1', quantity: 3 }));
    await waitFor(() => expect(result.current.modifications).toHaveLength(1));
    act(() => result.current.update());
    await waitFor(() => expect(result.current.review).not.toBeNull());
    act(() => result.current.confirm());
    await waitFor(() => expect(getOrdersState().editing).toBeNull());
    const [save] = calls('OrderSaveChanges');
    expect(save?.variables).toMatchObject({
      input: {
        orderId: order.id,
        modifications: [{ action: 'UPDATE', orderItemId: 'line-1', quantity: 3 }],
        // The revision the changes were made for: the gateway changes nothing once it moved on.
        revision: order.revision,
      },
    });
    expect((save?.variables.input as { idempotencyKey: string }).idempotencyKey).toBeTruthy();
    expect(calls('OrderDetail')).toEqual([]);
    expect(history()?.totalInCents).toBe(8_496);
    expect(getOrdersState().edits).toEqual({});
    expect(result.current.modifications).toEqual([]);
    expect(result.current.subtotalInCents).toBe(8_496);
  });

  it('tells a page when another tab saved changes to an order', () => {
    const heard: string[] = [];
    const stop = onSavedInAnotherTab((orderId) => heard.push(orderId));
    const before = JSON.stringify({ edits: {}, lastSaved: null });
    const after = JSON.stringify({ edits: {}, lastSaved: { orderId: '20001', at: 1 } });
    window.dispatchEvent(
      new StorageEvent('storage', { key: 'orders-v1', oldValue: before, newValue: after }),
    );
    window.dispatchEvent(
      new StorageEvent('storage', { key: 'orders-v1', oldValue: after, newValue: after }),
    );
    stop();
    expect(heard).toEqual(['20001']);
  });
});
