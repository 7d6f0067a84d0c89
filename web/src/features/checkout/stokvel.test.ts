/** Stokvel bulk buys are collected, never delivered (the legacy cart check refuses delivery). */
import { i18n } from '@lingui/core';
import { beforeAll, describe, expect, it } from 'vitest';
import { basketHasStokvel, dispatchOptionsFor, stokvelRefusal } from './stokvel';

const line = (stokvel: boolean, outOfStock = false) => ({ offer: { stokvel, outOfStock } });
const options = [
  { method: 'COLLECT' as const, shippingProvider: 'COLLECT' as const, shippingCostInCents: 0 },
  { method: 'DELIVER' as const, shippingProvider: 'PICUP' as const, shippingCostInCents: 4500 },
];

describe('stokvel checkout rule', () => {
  beforeAll(() => {
    i18n.load('en', {});
    i18n.activate('en');
  });

  it('knows a basket holds stokvel offers from its in-stock lines', () => {
    expect(basketHasStokvel({ items: [line(false), line(true)] })).toBe(true);
    expect(basketHasStokvel({ items: [line(false), line(false)] })).toBe(false);
    // An out-of-stock stokvel line is dropped before the check: it does not decide dispatch.
    expect(basketHasStokvel({ items: [line(false), line(true, true)] })).toBe(false);
  });

  it('offers only collection for a stokvel basket', () => {
    expect(dispatchOptionsFor(options, true).map((o) => o.method)).toEqual(['COLLECT']);
    expect(dispatchOptionsFor(options, false)).toEqual(options);
  });

  it("says the known refusal in the shopper's words, and invents no reason for another", () => {
    const legacy = 'Stokvel orders are collected, not delivered';
    expect(stokvelRefusal(i18n, 'DELIVER', legacy)).toBe(
      'Stokvel bulk buys are collected from the branch. Choose collection to place this order.',
    );
    expect(stokvelRefusal(i18n, 'COLLECT', 'Stokvel group is full')).toBe('Stokvel group is full');
  });
});
