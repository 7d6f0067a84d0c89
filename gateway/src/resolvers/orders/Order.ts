import type {
  OrderEventResolvers,
  OrderItemResolvers,
  OrderModificationResolvers,
  OrderPageResolvers,
  OrderPrepareJobResolvers,
  OrderPreviewItemResolvers,
  OrderPreviewResolvers,
  OrderResolvers,
} from '../../generated/resolvers-types.js';
import { dispatchMethod, paymentProvider, shippingProvider } from '../config/enums.js';
import { slotEnd } from '../checkout/Timeslot.js';
import { parseLegacyId } from '../errors.js';
import { requireViewer } from '../account/auth.js';
import { modificationAction, orderStatus, paymentStatus, shippingStatus } from './enums.js';
import { buyAgain } from './buy-again.js';
import { orderPayments } from './payments.js';
import { orderRefund } from './refund.js';
import { statusPill, timeline } from './status.js';
import { orderEvents } from './events.js';
import { orderRevision } from '../../live/order-revision.js';

/** Orders that will take no more money: nothing is still to pay on them. */
const CLOSED_STATUSES: ReadonlySet<string> = new Set(['cancelled', 'abandoned']);

export const Order: OrderResolvers = {
  id: (order) => String(order.id),
  revision: (order) => orderRevision(order),
  status: (order) => orderStatus(order.status),
  statusPill: (order) => statusPill(order.status, order.payable_balance_in_cents),
  timeline: (order) => timeline(order),
  paymentStatus: (order) => paymentStatus(order.payment_status),
  stockShort: (order) => order.stock_short,
  collectionDate: (order) => order.collection_date,
  // The same value typed as a DateTime: null when the legacy API holds something else there.
  collectionStartsAt: (order) =>
    order.collection_date && !Number.isNaN(Date.parse(order.collection_date))
      ? order.collection_date
      : null,
  formattedCollectionDate: (order) => order.formatted_collection_date,
  collectionEndsAt: (order) =>
    order.collection_date && order.formatted_collection_date
      ? slotEnd(order.collection_date, order.formatted_collection_date)
      : null,
  createdAt: (order) => order.created_at,
  reviewedAt: (order) => order.reviewed_at,
  review: (order) => order.review,
  needsReview: (order) =>
    (order.status === 'collected' || order.status === 'delivered') && !order.reviewed_at,
  events: (order) => orderEvents(order.order_events),
  items: (order) => order.order_items,
  paymentProvider: (order) => (order.provider ? paymentProvider(order.provider) : null),
  dispatchMethod: (order) => {
    const method = dispatchMethod(order.dispatch_method);
    if (!method) throw new Error(`Unknown dispatch method "${order.dispatch_method}"`);
    return method;
  },
  dispatchText: (order) => order.dispatch,
  shippingProvider: (order) => shippingProvider(order.shipping_provider),
  shippingStatus: (order) => shippingStatus(order.shipping_status),
  shippingAddress: (order) => order.shipping_address,
  shippingPriceInCents: (order) => order.shipping_price_in_cents,
  subtotalInCents: (order) => order.subtotal_in_cents,
  discountCode: (order) => order.discount_code,
  discountInCents: (order) => order.discount_in_cents,
  creditInCents: (order) => order.credit_in_cents,
  requiresBags: (order) => order.requires_bags,
  bagQuantity: (order) => order.bag_qty,
  bagTotalInCents: (order) => order.bag_total_in_cents,
  totalInCents: (order) => order.total_in_cents,
  payableBalanceInCents: (order) =>
    CLOSED_STATUSES.has(order.status) ? 0 : order.payable_balance_in_cents,
  payments: (order) => orderPayments(order),
  refund: (order) => orderRefund(order.order_events),
  buyAgain: async (order, _args, { session, loaders }) => {
    const viewer = requireViewer(session);
    const offers = await loaders.orderOffers.load({
      userId: viewer.userId,
      orderId: order.id,
      offerIds: null,
    });
    return { supplierId: String(order.supplier_id), ...buyAgain(order.order_items, offers) };
  },
  itemCount: (order) => order.order_items.length,
  thumbnailUrl: (order) => order.order_items[0]?.image_url ?? null,
  debtorCardBalanceInCents: (order) => order.debtorcard_balance,
  supplierId: (order) => String(order.supplier_id),
  supplierName: (order) => order.supplier_name,
  supplierAddress: (order) => order.supplier_address,
  invoiceUrl: (order) => order.pdf_invoice_url,
  offers: (order, { offerIds }, { session, loaders }) => {
    const viewer = requireViewer(session);
    const ids =
      offerIds == null
        ? null
        : [...new Set(offerIds.map((id, index) => parseLegacyId(id, `offerIds[${index}]`)))].sort(
            (a, b) => a - b,
          );
    return loaders.orderOffers.load({ userId: viewer.userId, orderId: order.id, offerIds: ids });
  },
};

export const OrderItem: OrderItemResolvers = {
  id: (item) => String(item.id),
  offerId: (item) => String(item.offer_id),
  sellableId: (item) => String(item.sellable_id),
  imageUrl: (item) => item.image_url,
  perKg: (item) => item.per_kg,
  quantity: (item) => item.qty,
  quantityOrdered: (item) => item.qty_ordered,
  formattedQuantity: (item) => item.formatted_qty,
  formattedQuantityOrdered: (item) => item.formatted_qty_ordered,
  stockShort: (item) => item.stock_short,
  unitPriceInCents: (item) => item.unit_price_in_cents,
  basePriceInCents: (item) => item.base_price_in_cents,
  totalInCents: (item) => item.total_in_cents,
  packedAt: (item) => item.packed_at,
};

export const OrderEvent: OrderEventResolvers = {
  at: (event) => event.timestamp,
};

export const OrderPage: OrderPageResolvers = {
  totalCount: (page) => page.total,
};

export const OrderPrepareJob: OrderPrepareJobResolvers = {
  orderId: (job) => String(job.order_id),
  orderReference: (job) => job.order_reference,
  agentName: (job) => job.agent_name,
  items: (job) => job.order_items,
  requiresBags: (job) => job.requires_bags,
  bagPriceInCents: (job) => job.bag_price_in_cents,
  subtotalInCents: (job) => job.order_subtotal_in_cents,
  totalInCents: (job) => job.order_total_in_cents,
  requiresShipping: (job) => job.requires_shipping,
  paymentProvider: (job) => (job.provider ? paymentProvider(job.provider) : null),
  debtorCardNumber: (job) => job.debtor_card_number,
};

export const OrderModification: OrderModificationResolvers = {
  action: (modification) => modificationAction(modification.action),
  orderItemId: (modification) =>
    modification.order_item_id === undefined ? null : String(modification.order_item_id),
  quantity: (modification) => modification.qty ?? modification.item?.qty ?? null,
  offerId: (modification) => (modification.item ? String(modification.item.offer_id) : null),
};

export const OrderPreview: OrderPreviewResolvers = {
  orderId: ({ order }) => String(order.id),
  items: ({ order, existingItemIds }) =>
    order.order_items.map((item) => ({ item, added: !existingItemIds.has(item.id) })),
  subtotalInCents: ({ order }) => order.subtotal_in_cents,
  discountInCents: ({ order }) => order.discount_in_cents,
  creditInCents: ({ order }) => order.credit_in_cents,
  shippingPriceInCents: ({ order }) => order.shipping_price_in_cents,
  bagTotalInCents: ({ order }) => order.bag_total_in_cents,
  totalInCents: ({ order }) => order.total_in_cents,
  payableBalanceInCents: ({ order }) => order.payable_balance_in_cents,
};

export const OrderPreviewItem: OrderPreviewItemResolvers = {
  orderItemId: ({ item, added }) => (added ? null : String(item.id)),
  added: ({ added }) => added,
  offerId: ({ item }) => String(item.offer_id),
  sellableId: ({ item }) => String(item.sellable_id),
  name: ({ item }) => item.name,
  brand: ({ item }) => item.brand,
  imageUrl: ({ item }) => item.image_url,
  pack: ({ item }) => item.pack,
  unit: ({ item }) => item.unit,
  perKg: ({ item }) => item.per_kg,
  quantity: ({ item }) => item.qty,
  quantityOrdered: ({ item }) => item.qty_ordered,
  formattedQuantity: ({ item }) => item.formatted_qty,
  stockShort: ({ item }) => item.stock_short,
  unitPriceInCents: ({ item }) => item.unit_price_in_cents,
  totalInCents: ({ item }) => item.total_in_cents,
};
