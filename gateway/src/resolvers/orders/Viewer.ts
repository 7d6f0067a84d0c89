import { OrderStatus, type ViewerResolvers } from '../../generated/resolvers-types.js';
import { badUserInput, parseLegacyId } from '../errors.js';
import { requireViewer } from '../account/auth.js';
import { ownedOrder } from './ownership.js';

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

  openOrders: async (viewer, _args, { session, loaders }) => {
    const own = requireViewer(session);
    const orders = await loaders.openOrders.load(own.userId);
    const open: string[] = [OrderStatus.StockShort, OrderStatus.PendingPayment];
    return orders.filter(
      (order) => order.user_id === viewer.userId && open.includes(order.status.toUpperCase()),
    );
  },
};
