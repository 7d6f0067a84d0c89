import type { ViewerResolvers } from '../../generated/resolvers-types.js';
import { UpstreamError } from '../../upstream/errors.js';
import { requireViewer } from '../account/auth.js';
import { parseLegacyId } from '../errors.js';
import { ownedOrder, ownedTransaction } from '../orders/ownership.js';

export const Viewer: ViewerResolvers = {
  transaction: (_viewer, { id }, context) =>
    ownedTransaction(context, requireViewer(context.session), parseLegacyId(id, 'id')),

  transactionProgress: async (_viewer, { orderId, transactionId }, context) => {
    const viewer = requireViewer(context.session);
    const order = await ownedOrder(context, viewer, parseLegacyId(orderId, 'orderId'));
    if (!order) return null;
    try {
      const { transaction } = await context.loaders.transactionProgress.load({
        userId: viewer.userId,
        orderId: order.id,
        transactionId: parseLegacyId(transactionId, 'transactionId'),
      });
      return transaction.order_id === order.id ? transaction : null;
    } catch (error) {
      if (error instanceof UpstreamError && [403, 404].includes(error.statusCode ?? 0)) return null;
      throw error;
    }
  },
};
