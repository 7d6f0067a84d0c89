/** Parent types of the orders domain that are not plain REST shapes. */
import type { RestOrder } from '@shopfront/legacy-api';

/** A page of orders, whichever generation answered. */
export interface OrderPageParent {
  orders: RestOrder[];
  nextPage: number | null;
  total: number;
}
