/** Parent types of the orders domain that are not plain REST shapes. */
import type { RestOrder } from '@shopfront/legacy-api';

/** A page of orders, whichever generation answered. */
export interface OrderPageParent {
  orders: RestOrder[];
  nextPage: number | null;
  total: number;
}

/** An order as it would be after changes, with the ids of the lines the real order has. */
export interface OrderPreviewParent {
  order: RestOrder;
  existingItemIds: ReadonlySet<number>;
}

/** A line of a preview; `added` when the real order does not have it. */
export interface OrderPreviewItemParent {
  item: RestOrder['order_items'][number];
  added: boolean;
}
