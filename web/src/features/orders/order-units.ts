import {
  modifiedQuantity,
  type ModifiableItem,
  type PendingModification,
} from '../../core/order-modifications';

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

/**
 * An order being updated counted the same way, after its pending changes: what each line will
 * have (a removed line none, a stock-short one what the branch has until decided) and each offer
 * added. The toolbar's button then says the basket's and the history's number, not the lines'.
 */
export function editedOrderUnitCount(
  items: readonly (Pick<ModifiableItem, 'id' | 'quantity' | 'quantityOrdered' | 'stockShort'> & {
    perKg: boolean;
  })[],
  changes: PendingModification[],
): number {
  const kept = items.map((item) => ({
    perKg: item.perKg,
    quantityOrdered: modifiedQuantity({ ...item, unitPriceInCents: 0 }, changes),
  }));
  const added = changes.flatMap((change) =>
    change.action === 'ADD' && change.item
      ? [
          {
            // A change kept before the kind was recorded: part of a unit is a weight.
            perKg: change.item.perKg ?? !Number.isInteger(change.item.quantity),
            quantityOrdered: change.item.quantity,
          },
        ]
      : [],
  );
  return orderUnitCount([...kept, ...added].filter((line) => line.quantityOrdered > 0));
}
