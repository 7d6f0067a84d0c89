/**
 * The order editor reads its pending changes from the cache (the order's `pendingChanges` client
 * field); this turns them back into the changes the helpers of modifications.ts work on.
 */
import type { OrderEditor_OrderFragment } from './OrderEditor_order.generated';
import type { PendingModification } from '../../core/order-modifications';

export function pendingChangesOf(
  order: Pick<OrderEditor_OrderFragment, 'pendingChanges'> | undefined,
): PendingModification[] {
  return (order?.pendingChanges ?? []).map((change) => ({
    action: change.action,
    ...(change.orderItemId != null ? { orderItemId: change.orderItemId } : {}),
    ...(change.quantity != null ? { quantity: change.quantity } : {}),
    ...(change.item
      ? {
          item: {
            offerId: change.item.offerId,
            quantity: change.item.quantity,
            seenPriceInCents: change.item.seenPriceInCents,
            name: change.item.name,
            ...(change.item.perKg != null ? { perKg: change.item.perKg } : {}),
            ...(change.item.checked ? { checked: true } : {}),
          },
        }
      : {}),
  }));
}
