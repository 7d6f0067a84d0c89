/**
 * An order's items counted as the basket counts them (basket-view's unitCount): each unit sold
 * by the unit, a weighed item once. The history says "6 items" for the order a basket of 6 items
 * became, not its number of lines.
 */
export function orderUnitCount(
  items: readonly { quantityOrdered: number; perKg: boolean }[],
): number {
  return items.reduce(
    (sum, item) => sum + (item.perKg ? 1 : Math.max(1, Math.round(item.quantityOrdered))),
    0,
  );
}
