import type { RestOffer } from '@shopfront/legacy-api';
import { describe, expect, it } from 'vitest';
import {
  itemCount,
  lineRefusal,
  lineTotalInCents,
  mergeAtSignIn,
  planChange,
  savingsInCents,
  subtotalInCents,
} from './rules.js';
import type { StoredLine } from './types.js';

function offer(fields: Partial<RestOffer> = {}): RestOffer {
  return {
    id: 1,
    name: 'Maize meal',
    price_in_cents: 4499,
    base_price_in_cents: 4999,
    out_of_stock_at: null,
    low_stock_string: null,
    per_kg: false,
    per_kg_conversion_rate: null,
    per_kg_qty_min: null,
    per_kg_qty_step: null,
    stokvel: false,
    stokvel_min_qty: null,
    ...fields,
  } as RestOffer;
}

const line = (offerId: number, quantity: number, fields: Partial<RestOffer> = {}): StoredLine => ({
  offerId,
  quantity,
  agreedPriceInCents: 4499,
  offer: offer({ id: offerId, ...fields }),
});

const change = (offerId: number, quantity: number, seenPriceInCents: number | null = null) => ({
  offerId,
  sellableId: 1,
  supplierId: 101,
  quantity,
  seenPriceInCents,
});

describe('a change to the basket', () => {
  it('sets quantities, keeps agreed prices, removes with 0 and adds new lines at the end', () => {
    const before = [line(1, 2), line(2, 1)];
    const { lines } = planChange(
      before,
      [change(1, 3, 9999), change(2, 0), change(3, 1, 1234)],
      false,
    );
    expect(
      lines.map(({ offerId, quantity, agreedPriceInCents, grows }) => ({
        offerId,
        quantity,
        agreedPriceInCents,
        grows,
      })),
    ).toEqual([
      { offerId: 1, quantity: 3, agreedPriceInCents: 4499, grows: true },
      { offerId: 3, quantity: 1, agreedPriceInCents: 1234, grows: true },
    ]);
  });

  it('with atLeast never lowers a line, raises a smaller one and adds a new one', () => {
    const before = [line(1, 3), line(2, 1)];
    const atLeast = (offerId: number, quantity: number) => ({
      ...change(offerId, quantity),
      atLeast: true,
    });
    const { lines } = planChange(before, [atLeast(1, 1), atLeast(2, 2), atLeast(3, 1)], false);
    expect(lines.map(({ offerId, quantity, changed }) => ({ offerId, quantity, changed }))).toEqual(
      [
        { offerId: 1, quantity: 3, changed: false },
        { offerId: 2, quantity: 2, changed: true },
        { offerId: 3, quantity: 1, changed: true },
      ],
    );
  });

  it('changes nothing when sent again', () => {
    const before = [line(1, 2)];
    const { lines } = planChange(before, [change(1, 2)], false);
    expect(lines).toEqual([{ ...before[0], changed: false, grows: false }]);
  });

  it('replaces every line with the ones named', () => {
    const { lines } = planChange([line(1, 2), line(2, 1)], [change(5, 2, 100)], true);
    expect(lines.map((planned) => planned.offerId)).toEqual([5]);
  });
});

describe('an offer’s quantity rules', () => {
  it('refuses part of a tin, less than a stokvel minimum, more than the stock left', () => {
    expect(lineRefusal(offer(), 1.5, true)?.__typename).toBe('BasketQuantityError');
    expect(lineRefusal(offer({ stokvel: true, stokvel_min_qty: 12 }), 6, true)).toMatchObject({
      minimum: 12,
    });
    expect(lineRefusal(offer({ low_stock_string: 'Only 3 left' }), 4, true)).toMatchObject({
      maximum: 3,
    });
    expect(lineRefusal(offer({ low_stock_string: 'Only 3 left' }), 4, false)).toBeNull();
    expect(lineRefusal(offer({ per_kg: true }), 1.3, true)).toBeNull();
    expect(lineRefusal(offer({ per_kg: true }), 0.2, true)).toMatchObject({ minimum: 0.25 });
  });

  it('refuses adding an offer out of stock, never a line already there that sold out', () => {
    const soldOut = offer({ out_of_stock_at: '2026-11-29T10:00:00+02:00' });
    expect(lineRefusal(soldOut, 1, true)?.__typename).toBe('BasketOutOfStockError');
    expect(lineRefusal(soldOut, 1, false)).toBeNull();
  });
});

describe('sign-in', () => {
  it('keeps the shopper’s lines, lets the visitor’s line win for the same offer and appends the rest', () => {
    const shopper = [line(1, 1), line(2, 5)];
    const visitor = [{ ...line(2, 2), agreedPriceInCents: 100 }, line(3, 1)];
    expect(
      mergeAtSignIn(shopper, visitor).map((l) => [l.offerId, l.quantity, l.agreedPriceInCents]),
    ).toEqual([
      [1, 1, 4499],
      [2, 2, 100],
      [3, 1, 4499],
    ]);
  });
});

describe('counts and totals', () => {
  it('counts units, a per-kg line once, and totals the lines in stock', () => {
    const lines = [
      line(1, 12),
      line(2, 1.25, { per_kg: true, price_in_cents: 8000, base_price_in_cents: 8000 }),
      line(3, 1, { out_of_stock_at: '2026-11-29T10:00:00+02:00' }),
    ];
    expect(itemCount(lines)).toBe(14);
    expect(lineTotalInCents(lines[1]!)).toBe(10000);
    expect(subtotalInCents(lines)).toBe(12 * 4499 + 10000);
    expect(savingsInCents(lines)).toBe(12 * 500);
  });
});
