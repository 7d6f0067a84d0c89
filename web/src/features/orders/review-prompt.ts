/**
 * Which delivered or collected order the shell asks the shopper to review, if any: one not yet
 * reviewed or dismissed; never over the order pages (there the shopper asks for it with "Review
 * order"), and never while an order is being updated (a prompt interrupted "Add items").
 */
export function orderToReview<T extends { id: string; needsReview: boolean }>(
  orders: readonly T[],
  where: { dismissed: readonly string[]; pathname: string; editing: unknown },
): T | undefined {
  if (where.editing || where.pathname.startsWith('/orders')) return undefined;
  return orders.find((order) => order.needsReview && !where.dismissed.includes(order.id));
}
