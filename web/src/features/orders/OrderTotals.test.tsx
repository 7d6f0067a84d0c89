/** An order's totals add up, and what was paid (and what comes back) is said by source. */
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { formatMoney } from '../../lib/money';
import { OrderTotals, type OrderTotalsOrder } from './OrderTotals';

/** SF-10001: R174.67 of lines, 10% off, bags, R50 from the wallet and the rest by card. */
const SF_10001: OrderTotalsOrder = {
  status: 'PENDING',
  dispatchMethod: 'COLLECT',
  subtotalInCents: 17_467,
  discountCode: 'SAVE10',
  discountInCents: 1_747,
  shippingPriceInCents: 0,
  requiresBags: true,
  bagQuantity: 3,
  bagTotalInCents: 450,
  creditInCents: 5_000,
  totalInCents: 16_170,
  payableBalanceInCents: 0,
  paymentProvider: 'YOCO',
  payments: [
    { source: 'WALLET', provider: null, amountInCents: 5_000 },
    { source: 'PROVIDER', provider: 'YOCO', amountInCents: 11_170 },
  ],
};

function show(order: OrderTotalsOrder) {
  render(
    <I18nProvider i18n={i18n}>
      <OrderTotals order={order} money={(cents) => formatMoney(cents)} />
    </I18nProvider>,
  );
  const figure = (box: string, term: string) =>
    within(screen.getByLabelText(box))
      .getByText(term, { selector: 'dt' })
      .parentElement!.querySelector('dd')!.textContent;
  return { figure };
}

describe('OrderTotals', () => {
  beforeAll(() => {
    i18n.load('en', {});
    i18n.activate('en');
  });
  afterEach(cleanup);

  it('shows a total its lines add up to, and what paid it by source', () => {
    const { figure } = show(SF_10001);
    expect(figure('Totals', 'Subtotal')).toBe(formatMoney(17_467));
    expect(figure('Totals', 'Discount (SAVE10)')).toBe(`-${formatMoney(1_747)}`);
    expect(figure('Totals', 'Plastic bags (3)')).toBe(formatMoney(450));
    expect(figure('Totals', 'Total')).toBe(formatMoney(17_467 - 1_747 + 450));
    expect(within(screen.getByLabelText('Totals')).queryByText('Wallet credit')).toBeNull();
    expect(figure('Paid', 'Wallet credit')).toBe(formatMoney(5_000));
    expect(figure('Paid', 'Card')).toBe(formatMoney(11_170));
    expect(figure('Paid', 'Still to pay')).toBe(formatMoney(0));
  });

  it('says what an order still owes next to what is paid (an EFT on its way)', () => {
    const { figure } = show({
      ...SF_10001,
      paymentProvider: 'OFFLINE_EFT',
      payableBalanceInCents: 11_170,
      payments: [SF_10001.payments[0]!],
    });
    expect(figure('Paid', 'Wallet credit')).toBe(formatMoney(5_000));
    expect(figure('Paid', 'Still to pay')).toBe(formatMoney(11_170));
  });

  it('heads an order nothing has paid yet "Payment", not "Paid" above what is still to pay', () => {
    // An EFT order before its money: "Paid … R 56.97" read as paid at a glance.
    const { figure } = show({
      ...SF_10001,
      creditInCents: 0,
      paymentProvider: 'OFFLINE_EFT',
      payableBalanceInCents: 16_170,
      payments: [],
    });
    expect(screen.queryByRole('heading', { name: 'Paid' })).toBeNull();
    expect(screen.getByRole('heading', { name: 'Payment' })).toBeTruthy();
    expect(figure('Payment', 'Still to pay')).toBe(formatMoney(16_170));
  });

  it('says what a lowered order gives back, where and when', () => {
    const { figure } = show({ ...SF_10001, totalInCents: 7_622, payableBalanceInCents: -8_548 });
    expect(figure('Paid', 'Due back to you')).toBe(formatMoney(8_548));
    expect(screen.queryByText('Still to pay')).toBeNull();
    expect(screen.getByTestId('due-back').textContent).toBe(
      `${formatMoney(8_548)} goes to your wallet when the order is collected.`,
    );
  });
});
