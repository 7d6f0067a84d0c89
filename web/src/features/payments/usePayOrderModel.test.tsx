/**
 * Paying an order, as the payment screen's model does it: the method chosen at confirmation is
 * kept unless the shopper asks for another, a double tap registers one transaction, nothing is
 * sent without a method, and a debtor-card payment takes the shopper to the paid order.
 */
import { act, cleanup, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderModel, scriptedGateway } from '../../test-support/render-model';
import { orderFixture } from '../orders/order-fixture';
import { endAttempt } from '../../core/orders-store';
import { usePayOrderModel } from './usePayOrderModel';

const order = orderFixture();

const setup = () => ({
  viewer: {
    __typename: 'Viewer',
    id: 'viewer',
    debtorCards: [
      { __typename: 'DebtorCard', id: 'card-1', supplierId: '101', status: 'ACCEPTED' },
    ],
  },
  clientConfig: {
    __typename: 'ClientConfig',
    paymentProviders: ['YOCO', 'OFFLINE_EFT', 'DEBTORCARD'],
    shipping: [],
  },
  supplier: { __typename: 'Supplier', id: '101', name: 'Mzansi Fresh Parow', bankDetails: null },
});

const cardTransaction = () => ({
  registerTransaction: {
    __typename: 'RegisterTransactionPayload',
    transaction: {
      __typename: 'Transaction',
      id: 'tx-1',
      orderId: order.id,
      amountInCents: order.payableBalanceInCents,
      status: 'PENDING',
      provider: 'YOCO',
      redirectUrl: null,
      providerData: [],
      message: null,
    },
    order,
    errors: [],
  },
});

function payScreen(answers: Parameters<typeof scriptedGateway>[0]) {
  const gateway = scriptedGateway({ PaymentSetup: setup, ...answers });
  const screen = renderModel(() => usePayOrderModel(order, async () => undefined), {
    client: gateway.client,
    path: `/orders/${order.id}/pay`,
  });
  return { ...gateway, ...screen };
}

describe('usePayOrderModel', () => {
  afterEach(() => {
    cleanup();
    endAttempt(order.id);
  });

  it('keeps the method chosen at confirmation until the shopper asks for another', async () => {
    const { result } = payScreen({});
    await waitFor(() => expect(result.current.choices).toContain('YOCO'));
    expect(result.current.keptMethod).toBe('YOCO');
    act(() => result.current.changeMethod());
    expect(result.current.keptMethod).toBeNull();
    expect(result.current.choices).toEqual(['YOCO', 'OFFLINE_EFT', 'DEBTORCARD']);
  });

  it('registers one transaction for a double tap on Pay, then shows the card form', async () => {
    const { result, calls } = payScreen({ PaymentRegisterTransaction: cardTransaction });
    await act(async () => {
      await Promise.all([result.current.pay(), result.current.pay()]);
    });
    expect(calls('PaymentRegisterTransaction')).toHaveLength(1);
    expect(result.current.cardTx?.id).toBe('tx-1');
    expect(result.current.error).toBeNull();
  });

  it('sends nothing and asks for a method when none is chosen', async () => {
    const { result, sent } = payScreen({});
    await waitFor(() => expect(result.current.choices).toContain('YOCO'));
    act(() => result.current.setProvider(null));
    await act(() => result.current.pay());
    expect(result.current.error).toBe('A payment method is required');
    expect(sent.map((request) => request.operationName)).toEqual(['PaymentSetup']);
  });

  it('pays by debtor card once with a key and takes the shopper to the order', async () => {
    const paid = { ...order, payableBalanceInCents: 0, status: 'PENDING' as const };
    const { result, calls, location } = payScreen({
      PaymentOffline: () => ({
        payOrderOffline: { __typename: 'OrderPayload', order: paid, errors: [] },
      }),
    });
    act(() => result.current.setProvider('DEBTORCARD'));
    await act(() => result.current.pay());
    const [request] = calls('PaymentOffline');
    expect(request?.variables).toMatchObject({
      input: { orderId: order.id, provider: 'DEBTORCARD' },
    });
    expect((request?.variables.input as { idempotencyKey: string }).idempotencyKey).toBeTruthy();
    expect(location()).toBe(`/orders/${order.id}`);
  });
});
