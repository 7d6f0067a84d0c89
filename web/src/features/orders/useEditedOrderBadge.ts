/**
 * The toolbar's and the banner's figures while an order is being updated: its reference, how
 * many lines it will have and what they will cost after the pending changes. The store keeps only
 * the order's id (intent); everything shown is the cached order's. The order page being edited
 * has it in the cache; a reload elsewhere asks for it once.
 */
import { useFragment, useQuery } from '@apollo/client/react';
import { modifiedQuantity, type PendingModification } from '../../core/order-modifications';
import { useOrdersState } from '../../core/orders-store';
import {
  EditedOrderBadgeDocument,
  EditedOrderBadge_OrderFragmentDoc,
} from './EditedOrderBadge.generated';

export interface EditedOrderBadge {
  orderId: string;
  /** The order's reference ("SF-10001"); null until the order is known. */
  reference: string | null;
  /** Lines after the changes: removed ones gone, added ones counted. */
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
  const kept = order.items.filter((item) => modifiedQuantity(item, changes) > 0).length;
  const added = changes.filter((change) => change.action === 'ADD').length;
  return {
    orderId,
    reference: order.reference,
    count: kept + added,
    totalInCents: edited.data.editedSubtotalInCents,
  };
}
