/**
 * The order history counts an order's items as the basket counts them (twelve tins count
 * twelve, a weighed item one), so the basket's "6 items" is the history's "6 items" after
 * ordering, not its 5 lines.
 */
import { describe, expect, it } from 'vitest';
import { editedOrderUnitCount, orderUnitCount } from './order-units';

describe('orderUnitCount', () => {
  it('counts 3 milk, 2 bread and 1.5 kg of onions as 6, like the basket', () => {
    const items = [
      { quantityOrdered: 3, perKg: false },
      { quantityOrdered: 2, perKg: false },
      { quantityOrdered: 1.5, perKg: true },
    ];
    expect(orderUnitCount(items)).toBe(6);
  });
});

describe('editedOrderUnitCount', () => {
  const items = [
    { id: 'milk', quantity: 3, quantityOrdered: 3, stockShort: false, perKg: false },
    { id: 'mince', quantity: 1.5, quantityOrdered: 1.5, stockShort: false, perKg: true },
  ];

  it('counts an order being updated as the basket and the history do', () => {
    expect(editedOrderUnitCount(items, [])).toBe(4);
  });

  it('follows the pending changes: a line changed or removed, offers added', () => {
    expect(
      editedOrderUnitCount(items, [
        { action: 'UPDATE', orderItemId: 'milk', quantity: 5 },
        { action: 'REMOVE', orderItemId: 'mince' },
        {
          action: 'ADD',
          item: { offerId: '1', quantity: 2, seenPriceInCents: 100, name: 'Bread', perKg: false },
        },
        {
          action: 'ADD',
          item: {
            offerId: '2',
            quantity: 0.75,
            seenPriceInCents: 100,
            name: 'Onions',
            perKg: true,
          },
        },
      ]),
    ).toBe(8);
  });

  it('counts a weighed addition kept from before its kind was recorded once', () => {
    const add = {
      action: 'ADD' as const,
      item: { offerId: '2', quantity: 0.75, seenPriceInCents: 1, name: 'Onions' },
    };
    expect(editedOrderUnitCount([], [add])).toBe(1);
  });

  it('counts a stock-short line at what the branch has until it is decided', () => {
    const short = [{ id: 'milk', quantity: 2, quantityOrdered: 3, stockShort: true, perKg: false }];
    expect(editedOrderUnitCount(short, [])).toBe(2);
    expect(editedOrderUnitCount(short, [{ action: 'REMOVE', orderItemId: 'milk' }])).toBe(0);
  });
});
