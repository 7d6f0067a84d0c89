import { beforeEach, describe, expect, it } from 'vitest';
import { apolloClient } from '../../apollo/client';
import { ensureBasketCache } from './basket-cache';
import { readBasket } from './basket-view';
import {
  clearCart,
  getCart,
  reloadCartFromStorage,
  removeLines,
  setBasketLine,
  setLine,
  setQuantity,
} from './cart-store';
import { getOrdersState, startEditing, stopEditing } from '../../core/orders-store';
import { basketOffer, cacheOffers } from './test-offers';

const add = (id: string, quantity: number, priceInCents = 1000) =>
  setLine({ id, name: `Offer ${id}`, priceInCents }, quantity);

describe('cart store', () => {
  beforeEach(async () => {
    localStorage.clear();
    clearCart();
    await apolloClient.cache.reset();
  });

  it('keeps the intent only under cart-v1: offer id, quantity and the price seen', () => {
    add('1', 2, 1899);
    add('2', 0.35, 8999);
    expect(JSON.parse(localStorage.getItem('cart-v1') ?? '{}').items).toEqual([
      { offerId: '1', quantity: 2, seenPriceInCents: 1899 },
      { offerId: '2', quantity: 0.35, seenPriceInCents: 8999 },
    ]);
    reloadCartFromStorage();
    expect(getCart().items.map((line) => [line.offerId, line.quantity])).toEqual([
      ['1', 2],
      ['2', 0.35],
    ]);
  });

  it('reads a basket stored as offer snapshots as intent, and gives the cache the offers', async () => {
    const snapshot = (id: string, patch: Record<string, unknown> = {}) => ({
      id,
      name: `Snapshot ${id}`,
      priceInCents: 1500,
      basePriceInCents: 1800,
      imageUrl: '/p.png',
      pack: '1 l',
      unit: 'l',
      measurement: 1,
      brand: 'Clover',
      sellableId: `s${id}`,
      productId: null,
      supplierId: '103',
      supplierName: 'Mzansi Fresh Durbanville',
      outOfStock: false,
      promo: true,
      stokvel: false,
      endAt: null,
      perKg: false,
      ...patch,
    });
    localStorage.setItem(
      'cart-v1',
      JSON.stringify({
        items: [
          { offer: snapshot('7'), qty: 2 },
          { offer: snapshot('8', { perKg: true, perKgQtyMin: 0.5, perKgSymbol: 'kg' }), qty: 1.5 },
          { offer: { name: 'no id' }, qty: 1 },
        ],
        serverCartId: '42',
        compareDispatch: 'DELIVER',
      }),
    );
    reloadCartFromStorage();
    expect(getCart()).toEqual({
      items: [
        { offerId: '7', quantity: 2, seenPriceInCents: 1500 },
        { offerId: '8', quantity: 1.5, seenPriceInCents: 1500 },
      ],
      serverCartId: '42',
      compareDispatch: 'DELIVER',
    });
    await ensureBasketCache();
    const { lines, summary } = readBasket();
    expect(lines.map((line) => [line.offer?.name, line.offer?.supplier.name])).toEqual([
      ['Snapshot 7', 'Mzansi Fresh Durbanville'],
      ['Snapshot 8', 'Mzansi Fresh Durbanville'],
    ]);
    expect(lines[1]?.rules?.min).toBe(0.5);
    expect(summary.totalInCents).toBe(3000 + 2250);
  });

  it('totals only lines in stock at the cached price, and counts the rest', () => {
    cacheOffers(
      basketOffer('1', { basePriceInCents: 1200 }),
      basketOffer('2', { perKg: true, priceInCents: 8999 }),
      basketOffer('3', { outOfStock: true }),
    );
    add('1', 3);
    add('2', 0.35, 8999);
    add('3', 1);
    // Units: three of the first, the per-kg line once, the out-of-stock one.
    expect(readBasket().summary).toEqual({
      count: 5,
      inStockCount: 4,
      outOfStockCount: 1,
      totalInCents: 3000 + 3150,
      savingsInCents: 600,
    });
    removeLines(['3']);
    expect(getCart().items).toHaveLength(2);
  });

  it('shows a price that moved since the line was added, and keeps it on a quantity change', () => {
    cacheOffers(basketOffer('1', { priceInCents: 2199 }));
    add('1', 1, 1899);
    expect(readBasket().lines[0]?.movedFromInCents).toBe(1899);
    setQuantity('1', 3);
    const [line] = readBasket().lines;
    expect([line?.quantity, line?.movedFromInCents, line?.totalInCents]).toEqual([3, 1899, 6597]);
    add('1', 3, 2199);
    expect(readBasket().lines[0]?.movedFromInCents).toBeNull();
  });

  it('lists a line whose offer the cache does not hold, unpriced', () => {
    add('9', 2, 500);
    const { lines, summary, complete } = readBasket();
    expect([lines[0]?.offer, complete, summary.totalInCents]).toEqual([null, false, 0]);
  });

  it('updates and removes a line by quantity', () => {
    add('1', 1);
    add('1', 4);
    expect(getCart().items[0]?.quantity).toBe(4);
    add('1', 0);
    expect(getCart().items).toEqual([]);
  });

  it('puts a reorder into the basket while another order is edited, never into that order', () => {
    startEditing('77');
    const toAdd = (id: string) => ({ id, name: `Offer ${id}`, priceInCents: 1000 });
    setBasketLine(toAdd('1'), 2);
    setBasketLine(toAdd('2'), 1);
    expect(getCart().items.map((line) => [line.offerId, line.quantity])).toEqual([
      ['1', 2],
      ['2', 1],
    ]);
    expect(getOrdersState().edits).toEqual({});
    // Adding from the catalogue still goes to the edited order.
    expect(setLine(toAdd('3'), 1)).toBe('77');
    stopEditing();
  });
});
