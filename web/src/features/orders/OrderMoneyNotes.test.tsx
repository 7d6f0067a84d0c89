/** What an order gave back, money that came after it was cancelled, and the wallet it went to. */
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { formatMoney } from '../../lib/money';
import { OrderMoneyNotes, type OrderMoneyNotesOrder } from './OrderMoneyNotes';

const cancelledThenPaid: OrderMoneyNotesOrder = {
  status: 'CANCELLED',
  supplierName: 'Mzansi Fresh Parow',
  refund: { amountInCents: 29_514, destination: 'WALLET' },
  events: [
    { name: 'order_placed', message: 'Order placed' },
    { name: 'cancelled', message: 'Order cancelled' },
    { name: 'payment_received', message: 'R 295.14 received' },
    { name: 'refund', message: 'R 295.14 credited to your wallet' },
  ],
};

function show(order: OrderMoneyNotesOrder, walletInCents: number | null = 34_514) {
  render(
    <I18nProvider i18n={i18n}>
      <OrderMoneyNotes
        order={order}
        walletInCents={walletInCents}
        money={(cents) => formatMoney(cents)}
      />
    </I18nProvider>,
  );
}

describe('OrderMoneyNotes', () => {
  beforeAll(() => {
    i18n.load('en', {});
    i18n.activate('en');
  });
  afterEach(cleanup);

  it('says an EFT that came after the cancel went to the wallet, and the wallet now', () => {
    show(cancelledThenPaid);
    expect(screen.getByTestId('late-money').textContent).toBe(
      `${formatMoney(29_514)} received after the order was cancelled: added to your wallet.`,
    );
    expect(screen.queryByTestId('refund')).toBeNull();
    expect(screen.getByTestId('wallet-balance').textContent).toBe(
      `Your wallet balance: ${formatMoney(34_514)}`,
    );
  });

  it('says a paid order cancelled was refunded to the wallet', () => {
    show({
      ...cancelledThenPaid,
      refund: { amountInCents: 8_998, destination: 'WALLET' },
      events: [
        { name: 'refund', message: 'R 89.98 refunded to your wallet' },
        { name: 'cancelled', message: 'Order cancelled' },
      ],
    });
    expect(screen.getByTestId('refund').textContent).toBe(
      `${formatMoney(8_998)} was refunded to your wallet: it pays towards your next order.`,
    );
    expect(screen.queryByTestId('late-money')).toBeNull();
  });

  it('shows no wallet line to a shopper whose account is not known', () => {
    show({ ...cancelledThenPaid, refund: null, events: [] }, null);
    expect(screen.queryByText(/wallet/)).toBeNull();
  });
});
