/**
 * The toolbar's and the banner's figures while an order is being updated: its reference, how
 * many items it will have (counted as the basket and the history count them: a weighed line once,
 * a line of three tins three) and what they will cost after the pending changes. The store keeps only
 * the order's id (intent); everything shown is the cached order's. The order page being edited
 * has it in the cache; a reload elsewhere asks for it once.
 */
import { useFragment, useQuery } from '@apollo/client/react';
import type { PendingModification } from '../../core/order-modifications';
import { useOrdersState } from '../../core/orders-store';
import {
  EditedOrderBadgeDocument,
  EditedOrderBadge_OrderFragmentDoc,
} from './EditedOrderBadge.generated';
import { editedOrderUnitCount } from './order-units';

export interface EditedOrderBadge {
  orderId: string;
  /** The order's reference ("SF-10001"); null until the order is known. */
  reference: string | null;
  /** Items after the changes, as the basket counts them: removed lines gone, additions counted. */
  count: number;
  /** What the lines come to after the changes; null until the order is known. */
  totalInCents: number | null;
}

export function useEditedOrderBadge(): EditedOrderBadge | null {
  const { editing } = useOrdersState();
  const orderId = editing?.orderId ?? '';
  const { data } = useQuery(EditedOrderBadgeDocument, {
    variables: { id: orderId },
    skip: !editing,
    fetchPolicy: 'cache-first',
  });
  const edited = useFragment({
    fragment: EditedOrderBadge_OrderFragmentDoc,
    from: { __typename: 'Order', id: orderId },
  });
  if (!editing) return null;
  const order = data?.viewer?.order;
  if (!order || !edited.complete)
    return { orderId, reference: order?.reference ?? null, count: 0, totalInCents: null };
  const changes = edited.data.pendingChanges as PendingModification[];
  return {
    orderId,
    reference: order.reference,
    count: editedOrderUnitCount(order.items, changes),
    totalInCents: edited.data.editedSubtotalInCents,
  };
}
