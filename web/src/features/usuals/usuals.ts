/**
 * The shopper's usuals: the products in most of their latest orders (cancelled and abandoned ones
 * left out), most often first, then the most recently bought; at most `limit` of them. Orders
 * come newest first, as the gateway lists them.
 */
/** The latest orders read (one page of the order history: one legacy call). */
export const ORDERS_READ = 10;
/** The products shown at most (one legacy call each, at the branch). */
export const USUALS_SHOWN = 6;

export interface OrderedLine {
  sellableId: string;
  name: string;
}

export interface PastOrder {
  status: string;
  items: readonly OrderedLine[];
}

export interface Usual {
  sellableId: string;
  name: string;
  /** In how many of the orders read. */
  orders: number;
}

const NOT_BOUGHT = new Set(['CANCELLED', 'ABANDONED']);

export function usualsFrom(orders: readonly PastOrder[], limit: number): Usual[] {
  const counted = new Map<string, Usual & { newest: number }>();
  orders.forEach((order, index) => {
    if (NOT_BOUGHT.has(order.status)) return;
    const inOrder = new Set<string>();
    for (const line of order.items) {
      if (inOrder.has(line.sellableId)) continue;
      inOrder.add(line.sellableId);
      const known = counted.get(line.sellableId);
      if (known) known.orders += 1;
      else
        counted.set(line.sellableId, {
          sellableId: line.sellableId,
          name: line.name,
          orders: 1,
          newest: index,
        });
    }
  });
  return [...counted.values()]
    .sort((a, b) => b.orders - a.orders || a.newest - b.newest)
    .slice(0, limit)
    .map(({ sellableId, name, orders: count }) => ({ sellableId, name, orders: count }));
}
