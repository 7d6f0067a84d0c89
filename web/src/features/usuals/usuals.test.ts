import { describe, expect, it } from 'vitest';
import { usualsFrom } from './usuals';

const order = (status: string, ...names: string[]) => ({
  status,
  items: names.map((name) => ({ sellableId: name.toLowerCase(), name })),
});

describe('usualsFrom', () => {
  it('lists the products in most orders first, then the most recently bought', () => {
    const orders = [
      order('PENDING', 'Bread', 'Milk'),
      order('COLLECTED', 'Lemons', 'Milk'),
      order('DELIVERED', 'Milk', 'Lemons', 'Eggs'),
    ];
    expect(usualsFrom(orders, 6).map((usual) => [usual.name, usual.orders])).toEqual([
      ['Milk', 3],
      ['Lemons', 2],
      ['Bread', 1],
      ['Eggs', 1],
    ]);
  });

  it('counts a product once an order, leaves out orders never bought, and keeps to the limit', () => {
    const orders = [
      order('CANCELLED', 'Rice', 'Rice'),
      order('ABANDONED', 'Rice'),
      order('PENDING', 'Milk', 'Milk', 'Bread', 'Eggs'),
    ];
    expect(usualsFrom(orders, 2)).toEqual([
      { sellableId: 'milk', name: 'Milk', orders: 1 },
      { sellableId: 'bread', name: 'Bread', orders: 1 },
    ]);
    expect(usualsFrom([], 6)).toEqual([]);
  });
});
