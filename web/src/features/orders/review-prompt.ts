/**
 * Which delivered or collected order the shell asks the shopper to review, if any: one not yet
 * reviewed or dismissed; only on the home page, where a visit starts (on the order pages the
 * shopper asks for it with "Review order"; on search, categories, products, the basket they are
 * in the middle of something), never while an order is being updated (a prompt interrupted "Add
 * items") and never over another dialog (adding to the basket). ADR 0064.
 */
export function orderToReview<T extends { id: string; needsReview: boolean }>(
  orders: readonly T[],
  where: { dismissed: readonly string[]; pathname: string; editing: unknown; dialogOpen: boolean },
): T | undefined {
  if (where.editing || where.dialogOpen || where.pathname !== '/') return undefined;
  return orders.find((order) => order.needsReview && !where.dismissed.includes(order.id));
}
