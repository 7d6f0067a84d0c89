/**
 * The toolbar's figures while an order is being updated: its reference, how many lines it will
 * have and what they will cost after the pending changes. Read from the cached order (the page
 * being edited has it); a reload elsewhere asks for it once.
 */
import { useQuery } from '@apollo/client/react';
import { modifiedQuantity, type PendingModification } from '../../core/order-modifications';
import { useOrdersState } from '../../core/orders-store';
import { EditedOrderBadgeDocument } from './EditedOrderBadge.generated';

export interface EditedOrderBadge {
  orderId: string;
  reference: string;
  /** Lines after the changes: removed ones gone, added ones counted. */
  count: number;
  /** What the lines come to after the changes; null until the order is known. */
  totalInCents: number | null;
}

export function useEditedOrderBadge(): EditedOrderBadge | null {
  const { editing } = useOrdersState();
  const { data } = useQuery(EditedOrderBadgeDocument, {
    variables: { id: editing?.orderId ?? '' },
    skip: !editing,
    fetchPolicy: 'cache-first',
  });
  if (!editing) return null;
  const order = data?.viewer?.order;
  if (!order)
    return { orderId: editing.orderId, reference: editing.reference, count: 0, totalInCents: null };
  const changes = order.pendingChanges as PendingModification[];
  const kept = order.items.filter((item) => modifiedQuantity(item, changes) > 0).length;
  const added = changes.filter((change) => change.action === 'ADD').length;
  return {
    orderId: editing.orderId,
    reference: editing.reference,
    count: kept + added,
    totalInCents: order.editedSubtotalInCents,
  };
}
