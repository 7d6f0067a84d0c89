/**
 * Cache rules for orders. An order's pending changes are the shopper's intent, kept by order id
 * in `orders-v1` (orders-store.ts) and never copied into the cache: these read functions answer
 * the order's client fields (schema/client/order-edits.graphql) from `orderEdits()`, so whatever
 * reads them follows a change, and the figures come from the order's own lines in the cache.
 */
import type { Reference, TypePolicies } from '@apollo/client';
import {
  modifiedSubtotal,
  type ModifiableItem,
  type PendingModification,
} from '../core/order-modifications';
import { orderEdits } from '../core/orders-store';

const changesOf = (orderId: string | undefined): PendingModification[] =>
  (orderId && orderEdits()[orderId]?.changes) || [];

export const orderTypePolicies: TypePolicies = {
  Order: {
    fields: {
      pendingChanges: {
        read(_, { readField }) {
          return changesOf(readField<string>('id')).map((change) => ({
            __typename: 'PendingOrderChange',
            action: change.action,
            orderItemId: change.orderItemId ?? null,
            quantity: change.quantity ?? null,
            item: change.item
              ? {
                  __typename: 'PendingOrderAddition',
                  ...change.item,
                  perKg: change.item.perKg ?? null,
                  checked: !!change.item.checked,
                }
              : null,
          }));
        },
      },
      editedSubtotalInCents: {
        read(_, { readField }) {
          const lines = readField<ReadonlyArray<Reference>>('items') ?? [];
          const items: ModifiableItem[] = lines.map((line) => ({
            id: readField<string>('id', line) ?? '',
            quantity: readField<number>('quantity', line) ?? 0,
            quantityOrdered: readField<number>('quantityOrdered', line) ?? 0,
            stockShort: readField<boolean>('stockShort', line) ?? false,
            unitPriceInCents: readField<number>('unitPriceInCents', line) ?? 0,
          }));
          return modifiedSubtotal(items, changesOf(readField<string>('id')));
        },
      },
      editCheck: {
        read(_, { readField }) {
          const id = readField<string>('id');
          const checked = id ? orderEdits()[id]?.checked : null;
          return checked ? { __typename: 'OrderEditCheck', ...checked } : null;
        },
      },
    },
  },
};
