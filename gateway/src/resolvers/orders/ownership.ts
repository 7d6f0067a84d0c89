/**
 * Ownership checks. The gateway only returns or acts on an order or transaction after checking it
 * belongs to the session's shopper, whatever the legacy API would allow: a guessed id of someone
 * else's order reads as "not found" and is never acted on.
 */
import type { RestOrder, RestTransaction } from '@shopfront/legacy-api';
import type { GatewayContext } from '../../context.js';
import type { SessionData } from '../../session/types.js';
import { UpstreamError } from '../../upstream/errors.js';
import { notYours } from '../account/auth.js';

/** The legacy API's answer for an order that is not there or not the shopper's. */
export const hiddenOrder = (error: unknown) =>
  error instanceof UpstreamError && (error.statusCode === 403 || error.statusCode === 404);

/** The viewer's order, or null when it does not exist or is someone else's. */
export async function ownedOrder(
  { loaders }: GatewayContext,
  viewer: SessionData,
  orderId: number,
): Promise<RestOrder | null> {
  try {
    const order = await loaders.order.load({ userId: viewer.userId, orderId });
    return order.user_id === viewer.userId ? order : null;
  } catch (error) {
    if (hiddenOrder(error)) return null;
    throw error;
  }
}

/** The viewer's order, or `NOT_FOUND`. */
export async function requireOwnedOrder(
  context: GatewayContext,
  viewer: SessionData,
  orderId: number,
): Promise<RestOrder> {
  const order = await ownedOrder(context, viewer, orderId);
  if (!order) throw notYours('order');
  return order;
}

/** The viewer's transaction (checked through its order), or null. */
export async function ownedTransaction(
  context: GatewayContext,
  viewer: SessionData,
  transactionId: number,
): Promise<RestTransaction | null> {
  let transaction: RestTransaction;
  try {
    ({ transaction } = await context.loaders.transaction.load({
      userId: viewer.userId,
      transactionId,
    }));
  } catch (error) {
    if (hiddenOrder(error)) return null;
    throw error;
  }
  return (await ownedOrder(context, viewer, transaction.order_id)) ? transaction : null;
}

/** After a mutation: this request's later reads of the order see the new state. */
export function refreshOrder(context: GatewayContext, viewer: SessionData, order: RestOrder): void {
  const key = { userId: viewer.userId, orderId: order.id };
  context.loaders.order.clear(key).prime(key, order);
  context.loaders.openOrders.clear(viewer.userId);
}
