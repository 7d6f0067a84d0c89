import { OrderStatus, type ViewerResolvers } from '../../generated/resolvers-types.js';
import { badUserInput, parseLegacyId } from '../errors.js';
import { requireViewer } from '../account/auth.js';
import { TooManyWatchesError } from '../../live/order-watches.js';
import { hiddenOrder, ownedOrder } from './ownership.js';
import { tooManyWatches } from './watch-errors.js';

export const Viewer: ViewerResolvers = {
  orders: async (viewer, { page, perPage }, { session, loaders }) => {
    const own = requireViewer(session);
    const pageNumber = page ?? 1;
    const size = perPage ?? 20;
    if (!Number.isInteger(pageNumber) || pageNumber < 1) {
      throw badUserInput('page must be 1 or more', 'page');
    }
    if (size < 1 || size > 50) throw badUserInput('perPage must be from 1 to 50', 'perPage');
    const result = await loaders.orderHistory.load({
      userId: own.userId,
      page: pageNumber,
      perPage: size,
    });
    // Only ever the viewer's own orders, whatever the legacy API sent.
    return { ...result, orders: result.orders.filter((order) => order.user_id === viewer.userId) };
  },

  order: (_viewer, { id }, context) =>
    ownedOrder(context, requireViewer(context.session), parseLegacyId(id, 'id')),

  orderUpdate: async (_viewer, { id, seen }, context) => {
    const viewer = requireViewer(context.session);
    const orderId = parseLegacyId(id, 'id');
    try {
      const order = await context.orderWatches.next(viewer, orderId, seen, context.holdOpen());
      // Only ever the viewer's own order, whatever the legacy API sent.
      if (order.user_id !== viewer.userId) return null;
      // Fields that read the order again get the watch's read, not another upstream call.
      context.loaders.order.prime({ userId: viewer.userId, orderId }, order);
      return order;
    } catch (error) {
      if (hiddenOrder(error)) return null;
      if (error instanceof TooManyWatchesError) throw tooManyWatches(error);
      throw error;
    }
  },

  openOrders: async (viewer, _args, { session, loaders }) => {
    const own = requireViewer(session);
    const orders = await loaders.openOrders.load(own.userId);
    const open: string[] = [OrderStatus.StockShort, OrderStatus.PendingPayment];
    return orders.filter(
      (order) => order.user_id === viewer.userId && open.includes(order.status.toUpperCase()),
    );
  },
};
