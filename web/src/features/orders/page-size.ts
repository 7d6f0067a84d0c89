/** Orders per page of the order history (the route's loader asks for the first page). */
export const ORDERS_PAGE_SIZE = 10;
