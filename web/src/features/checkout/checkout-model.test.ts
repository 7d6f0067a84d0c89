import { describe, expect, it } from 'vitest';
import { creditSplit } from './checkout-model';

describe('creditSplit', () => {
  it('spends the credit on the whole total, so the lines add up', () => {
    expect(creditSplit({ subtotalInCents: 3798, totalInCents: 5148, creditInCents: 5000 })).toEqual(
      { creditCheckout: true, creditAppliedInCents: 5000, toPayInCents: 148, creditOnly: false },
    );
  });

  it('pays a covered order from the credit alone', () => {
    expect(creditSplit({ subtotalInCents: 3798, totalInCents: 3798, creditInCents: 5000 })).toEqual(
      { creditCheckout: true, creditAppliedInCents: 3798, toPayInCents: 0, creditOnly: true },
    );
  });

  it('spends no credit when the subtotal is above it', () => {
    expect(creditSplit({ subtotalInCents: 5697, totalInCents: 5697, creditInCents: 5000 })).toEqual(
      { creditCheckout: false, creditAppliedInCents: 0, toPayInCents: 5697, creditOnly: false },
    );
  });

  it('spends the credit in part when the shopper asks, leaving the rest to pay', () => {
    expect(
      creditSplit({
        subtotalInCents: 5697,
        totalInCents: 5697,
        creditInCents: 5000,
        useCredit: true,
      }),
    ).toEqual({
      creditCheckout: true,
      creditAppliedInCents: 5000,
      toPayInCents: 697,
      creditOnly: false,
    });
  });

  it('keeps the credit when the shopper says so, even when it would cover the order', () => {
    expect(
      creditSplit({
        subtotalInCents: 3798,
        totalInCents: 3798,
        creditInCents: 5000,
        useCredit: false,
      }),
    ).toEqual({
      creditCheckout: false,
      creditAppliedInCents: 0,
      toPayInCents: 3798,
      creditOnly: false,
    });
  });
});
