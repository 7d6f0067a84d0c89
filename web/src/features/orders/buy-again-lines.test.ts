import { describe, expect, it } from 'vitest';
import type { CartState } from '../basket/cart-store';
import { buyAgainLines, replacesBasket, type BuyAgainOrder } from './buy-again-lines';

const offer = (id: string, priceInCents: number) =>
  ({
    id,
    priceInCents,
    name: `Offer ${id}`,
    sellable: { id: `s${id}` },
    supplier: { id: '101' },
  }) as BuyAgainOrder['offers'][number];

const order = {
  id: '7',
  reference: 'SF-7',
  supplierId: '101',
  supplierName: 'Mzansi Fresh Parow',
  buyAgain: {
    lines: [
      { offerId: '1', quantity: 3 },
      { offerId: '2', quantity: 1.5 },
      { offerId: '9', quantity: 1 }, // no current offer: left out
    ],
    unavailable: [],
  },
  offers: [offer('1', 1899), offer('2', 4999)],
} as unknown as BuyAgainOrder;

const basket = (items: [string, number, string?][]): CartState => ({
  serverCartId: null,
  items: items.map(([offerId, quantity, supplierId = '101']) => ({
    offerId,
    quantity,
    sellableId: `s${offerId}`,
    supplierId,
    seenPriceInCents: 100,
  })),
});

describe('buyAgainLines', () => {
  it('adds each line still sold to what the basket holds, at today’s price', () => {
    expect(buyAgainLines(order, basket([['1', 2]]))).toEqual([
      { offerId: '1', sellableId: 's1', supplierId: '101', quantity: 5, seenPriceInCents: 1899 },
      { offerId: '2', sellableId: 's2', supplierId: '101', quantity: 1.5, seenPriceInCents: 4999 },
    ]);
  });

  it('takes the order’s quantities alone when the basket is replaced', () => {
    expect(buyAgainLines(order, null).map((line) => line.quantity)).toEqual([3, 1.5]);
  });
});

describe('replacesBasket', () => {
  it('replaces in agency mode a basket that is not at the order’s branch', () => {
    expect(replacesBasket(order, basket([['5', 1, '102']]), true, '102')).toBe(true);
  });

  it('keeps an empty basket, one at the order’s branch, and any basket in market mode', () => {
    expect(replacesBasket(order, basket([]), true, '102')).toBe(false);
    expect(replacesBasket(order, basket([['1', 1]]), true, '101')).toBe(false);
    expect(replacesBasket(order, basket([['5', 1, '102']]), false, '102')).toBe(false);
  });
});
