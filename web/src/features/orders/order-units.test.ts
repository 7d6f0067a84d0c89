/**
 * The order history counts an order's items as the basket counts them (twelve tins count
 * twelve, a weighed item one), so the basket's "6 items" is the history's "6 items" after
 * ordering, not its 5 lines.
 */
import { describe, expect, it } from 'vitest';
import { orderUnitCount } from './order-units';

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
