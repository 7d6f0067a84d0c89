/** The confirmation's totals show only figures the basket check gave: none made up from 0. */
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { formatMoney } from '../../lib/money';
import { CheckoutTotals, type CheckState } from './CheckoutTotals';

function totals(check: CheckState, credit = 0) {
  render(
    <I18nProvider i18n={i18n}>
      <CheckoutTotals
        check={check}
        subtotalInCents={5697}
        discountInCents={285}
        deliveryInCents={check === 'checked' ? 4500 : 0}
        bagsInCents={300}
        creditAppliedInCents={credit}
        toPayInCents={check === 'checked' ? 10212 - credit : 5997}
        money={(cents) => formatMoney(cents)}
      />
    </I18nProvider>,
  );
  const box = screen.getByLabelText('Totals');
  const figure = (term: string) =>
    screen.getByText(term, { selector: 'dt' }).parentElement!.querySelector('dd')!.textContent;
  return { box, figure };
}

describe('CheckoutTotals', () => {
  beforeAll(() => {
    i18n.load('en', {});
    i18n.activate('en');
  });
  afterEach(cleanup);

  it('while the basket is checked: the basket’s own figures, the rest working out', () => {
    const { box, figure } = totals('checking', 1000);
    expect(box.getAttribute('aria-busy')).toBe('true');
    expect(figure('Subtotal')).toBe(formatMoney(5697));
    expect(figure('Plastic bags')).toBe(formatMoney(300));
    expect(figure('Delivery')).toBe('Working out…');
    expect(figure('Wallet credit')).toBe('Working out…');
    expect(figure('To pay')).toBe('Working out…');
    expect(screen.queryByText('Discount')).toBeNull();
    expect(box.textContent).not.toContain(formatMoney(0));
  });

  it('when the check failed: not known, never a figure', () => {
    const { box, figure } = totals('failed');
    expect(box.getAttribute('aria-busy')).toBeNull();
    expect(figure('Delivery')).toBe('Not known yet');
    expect(figure('Total')).toBe('Not known yet');
    expect(box.textContent).not.toContain(formatMoney(5997));
  });

  it('once checked: every line, and the total they add up to', () => {
    const { figure } = totals('checked');
    expect(figure('Discount')).toBe(`-${formatMoney(285)}`);
    expect(figure('Delivery')).toBe(formatMoney(4500));
    expect(figure('Total')).toBe(formatMoney(10212));
  });
});
