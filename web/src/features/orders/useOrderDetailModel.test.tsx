/**
 * The order page's model: the thank-you shows once after placing, "Update order" edits this order
 * at its own branch, "Check payment" asks once per tap with a key and says when it could not,
 * and keeping the order on the cancel question sends nothing.
 */
import { act, cleanup, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderModel, scriptedGateway } from '../../test-support/render-model';
import { getCheckout, orderPlaced, updateCheckout } from '../../core/checkout-store';
import { getSelectedSupplier, selectSupplier } from '../../core/selected-supplier';
import { orderFixture } from './order-fixture';
import { getOrdersState, stopEditing } from '../../core/orders-store';
import { useOrderDetailModel } from './useOrderDetailModel';
import { markPlacedThisVisit } from '../../core/placed-this-visit';

const order = orderFixture();

function orderPage(answers: Parameters<typeof scriptedGateway>[0] = {}, shown = order) {
  const gateway = scriptedGateway(answers);
  const screen = renderModel(() => useOrderDetailModel(shown), {
    client: gateway.client,
    path: `/orders/${order.id}`,
  });
  return { ...gateway, ...screen };
}

describe('useOrderDetailModel', () => {
  afterEach(() => {
    cleanup();
    stopEditing();
    selectSupplier(null);
    updateCheckout((state) => ({ ...state, showOutro: false, orderId: null, outroShownFor: null }));
    sessionStorage.clear();
  });

  it('thanks the shopper once, on the first visit after placing the order', () => {
    updateCheckout((state) => orderPlaced(state, order.id));
    markPlacedThisVisit(order.id);
    const first = orderPage();
    expect(first.result.current.showOutro).toBe(true);
    act(() => first.result.current.closeOutro());
    expect(first.result.current.showOutro).toBe(false);
    expect(getCheckout().showOutro).toBe(false);
    cleanup();
    expect(orderPage().result.current.showOutro).toBe(false);
  });

  it('does not thank for an order placed in an earlier visit, opened for the first time now', () => {
    // Placed, the bank details read, the browser closed: its tab's session storage is gone.
    updateCheckout((state) => orderPlaced(state, order.id));
    expect(orderPage().result.current.showOutro).toBe(false);
  });

  it('edits this order at its own branch', () => {
    const { result } = orderPage();
    expect(result.current.editing).toBe(false);
    act(() => result.current.edit());
    expect(result.current.editing).toBe(true);
    expect(getOrdersState().editing).toMatchObject({ orderId: order.id, proxy: true });
    expect(getSelectedSupplier()).toEqual({ id: '101' });
  });

  it('checks a pending payment with a key, and says so when the check could not be made', async () => {
    const { result, calls } = orderPage();
    await act(() => result.current.checkPayment());
    const [request] = calls('OrderResolvePaymentPending');
    expect(request?.variables).toMatchObject({ input: { orderId: order.id } });
    expect((request?.variables.input as { idempotencyKey: string }).idempotencyKey).toBeTruthy();
    expect(result.current.message).toBeTruthy();
  });

  it('asks the account afresh when money reached the wallet after the cancel (a late EFT)', async () => {
    const late = orderFixture({
      status: 'CANCELLED',
      events: [
        { __typename: 'OrderEvent', name: 'cancelled', message: 'Order cancelled', at: '' },
        { __typename: 'OrderEvent', name: 'payment_received', message: 'R 56.97 received', at: '' },
        {
          __typename: 'OrderEvent',
          name: 'refund',
          message: 'R 56.97 credited to your wallet',
          at: '',
        },
      ],
    });
    const { calls } = orderPage({ AccountSession: () => ({ viewer: null }) }, late);
    await waitFor(() => expect(calls('AccountSession')).toHaveLength(1));
  });

  it('sends nothing when the shopper keeps the order', async () => {
    const { result, sent } = orderPage();
    await act(() => result.current.doCancel());
    expect(sent).toEqual([]);
    expect(result.current.message).toBeNull();
  });
});
