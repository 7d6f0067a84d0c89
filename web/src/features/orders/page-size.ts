import type { Paging } from '../../lib/shown';

/** Orders per page of the order history (the route's loader asks for the first page). */
export const ORDERS_PAGE_SIZE = 10;

/** How far the order history is shown (`shown`, lib/shown.ts): up to 50, the API's most. */
export const ORDERS_PAGING: Paging = { pageSize: ORDERS_PAGE_SIZE, most: 50, itemId: 'order-' };
