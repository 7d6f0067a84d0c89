/**
 * The check before saving changes says what the shopper will pay, from the order's payable
 * balance after the change, not the change in its total: money already owed is part of it, and
 * money already paid beyond the new total is what goes to the wallet.
 */
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { formatMoney } from '../../lib/money';
import { ChangeReview, type ChangeReviewOrder } from './ChangeReview';

function check(
  order: ChangeReviewOrder,
  preview: { totalInCents: number; payableBalanceInCents: number },
) {
  render(
    <I18nProvider i18n={i18n}>
      <ChangeReview order={order} preview={preview} busy={false} onConfirm={() => {}} />
    </I18nProvider>,
  );
  return screen.getByRole('heading', { name: 'Check your changes' }).nextElementSibling!
    .textContent;
}

const collected = { dispatchMethod: 'COLLECT', payments: [] } as const;

describe('ChangeReview', () => {
  beforeAll(() => {
    i18n.load('en', {});
    i18n.activate('en');
  });
  afterEach(cleanup);

  it('says what is to pay when R 3.00 was still owed before the total went up', () => {
    // Paid R 292.14 of R 295.14; the change adds R 189.98.
    expect(
      check(
        { totalInCents: 29_514, payableBalanceInCents: 300, ...collected },
        { totalInCents: 48_512, payableBalanceInCents: 19_298 },
      ),
    ).toBe(
      `The total goes up by ${formatMoney(18_998)} to ${formatMoney(48_512)}. After saving you pay ${formatMoney(19_298)}, ${formatMoney(300)} of it still owed from before.`,
    );
  });

  it('says the difference is to pay when the order was paid in full', () => {
    expect(
      check(
        { totalInCents: 29_514, payableBalanceInCents: 0, ...collected },
        { totalInCents: 48_512, payableBalanceInCents: 18_998 },
      ),
    ).toBe(
      `The total goes up by ${formatMoney(18_998)} to ${formatMoney(48_512)}. After saving you pay ${formatMoney(18_998)}.`,
    );
  });

  it('sends only what was paid beyond the new total to the wallet', () => {
    // R 3.00 owed; R 5.00 of lines removed: R 2.00 comes back.
    expect(
      check(
        { totalInCents: 29_514, payableBalanceInCents: 300, ...collected },
        { totalInCents: 29_014, payableBalanceInCents: -200 },
      ),
    ).toBe(
      `The total goes down by ${formatMoney(500)} to ${formatMoney(29_014)}. ${formatMoney(200)} goes to your wallet when the order is collected.`,
    );
  });

  it('says when the wallet gets it as the order page does: on delivery for a delivered order', () => {
    expect(
      check(
        { totalInCents: 9_895, payableBalanceInCents: 0, dispatchMethod: 'DELIVER', payments: [] },
        { totalInCents: 6_097, payableBalanceInCents: -3_798 },
      ),
    ).toBe(
      `The total goes down by ${formatMoney(3_798)} to ${formatMoney(6_097)}. ${formatMoney(3_798)} goes to your wallet when the order is delivered.`,
    );
  });

  it('says a card payment is not refunded to the card, as the cancel question does', () => {
    expect(
      check(
        {
          totalInCents: 9_895,
          payableBalanceInCents: 0,
          dispatchMethod: 'COLLECT',
          payments: [{ provider: 'PAYGATE' }],
        },
        { totalInCents: 6_097, payableBalanceInCents: -3_798 },
      ),
    ).toBe(
      `The total goes down by ${formatMoney(3_798)} to ${formatMoney(6_097)}. ${formatMoney(3_798)} goes to your wallet when the order is collected, not back to your card.`,
    );
  });

  it('says nothing more is owed when a cut covers what was owed', () => {
    expect(
      check(
        { totalInCents: 29_514, payableBalanceInCents: 300, ...collected },
        { totalInCents: 29_214, payableBalanceInCents: 0 },
      ),
    ).toBe(
      `The total goes down by ${formatMoney(300)} to ${formatMoney(29_214)}. Nothing is left to pay.`,
    );
  });
});
