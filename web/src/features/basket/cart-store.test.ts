import { beforeEach, describe, expect, it } from 'vitest';
import {
  clearCart,
  getCart,
  reloadCartFromStorage,
  removeOutOfStock,
  setBasketLine,
  setLine,
  summarise,
  type CartOffer,
} from './cart-store';
import { getOrdersState, startEditing, stopEditing } from '../../core/orders-store';

const offer = (id: string, patch: Partial<CartOffer> = {}): CartOffer => ({
  id,
  name: `Offer ${id}`,
  priceInCents: 1000,
  basePriceInCents: 1000,
  imageUrl: '',
  pack: 'Each',
  unit: 'each',
  measurement: 1,
  brand: null,
  sellableId: id,
  productId: null,
  supplierId: '101',
  supplierName: 'Parow',
  outOfStock: false,
  promo: false,
  stokvel: false,
  endAt: null,
  perKg: false,
  ...patch,
});

describe('cart store', () => {
  beforeEach(() => {
    localStorage.clear();
    clearCart();
  });

  it('keeps lines under cart-v1 and restores them', () => {
    setLine(offer('1'), 2);
    setLine(offer('2', { perKg: true, priceInCents: 8999 }), 0.35);
    expect(JSON.parse(localStorage.getItem('cart-v1') ?? '{}').items).toHaveLength(2);
    reloadCartFromStorage();
    expect(getCart().items.map((line) => [line.offer.id, line.qty])).toEqual([
      ['1', 2],
      ['2', 0.35],
    ]);
  });

  it('totals only lines in stock, and counts the rest', () => {
    setLine(offer('1', { basePriceInCents: 1200 }), 3);
    setLine(offer('2', { perKg: true, priceInCents: 8999 }), 0.35);
    setLine(offer('3', { outOfStock: true }), 1);
    // Units: three of the first, the per-kg line once, the out-of-stock one.
    expect(summarise(getCart())).toEqual({
      count: 5,
      inStockCount: 4,
      outOfStockCount: 1,
      totalInCents: 3000 + 3150,
      savingsInCents: 600,
    });
    removeOutOfStock();
    expect(getCart().items).toHaveLength(2);
  });

  it('updates and removes a line by quantity', () => {
    setLine(offer('1'), 1);
    setLine(offer('1'), 4);
    expect(getCart().items[0]?.qty).toBe(4);
    setLine(offer('1'), 0);
    expect(getCart().items).toEqual([]);
  });

  it('puts a reorder into the basket while another order is edited, never into that order', () => {
    startEditing({
      orderId: '77',
      reference: 'SF-10077',
      supplierId: '101',
      supplierName: 'Parow',
    });
    setBasketLine(offer('1'), 2);
    setBasketLine(offer('2'), 1);
    expect(getCart().items.map((line) => [line.offer.id, line.qty])).toEqual([
      ['1', 2],
      ['2', 1],
    ]);
    expect(getOrdersState().modifications).toEqual([]);
    // Adding from the catalogue still goes to the edited order.
    expect(setLine(offer('3'), 1)).toBe('77');
    stopEditing();
  });
});
