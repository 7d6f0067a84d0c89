/** Orders and transactions to their REST shapes (v1 and the v2 order). */
import type { RestOrder, RestOrderItem, RestOrderV2, RestTransaction } from '@shopfront/legacy-api';
import type { SimContext } from '../context.js';
import { formatRand, lineTotal } from '../lib/money.js';
import { isoSast } from '../lib/time.js';
import { formatOrderSlot } from '../rules/timeslots.js';
import {
  bagTotal,
  orderSubtotal,
  orderTotal,
  payableBalance,
  paymentStatus,
} from '../rules/order-money.js';
import { lookup } from '../state/lookup.js';
import type { OrderItemRecord, OrderRecord, TransactionRecord } from '../state/types.js';
import { formattedAddress, productImage } from './catalogue.js';

function formatQty(qty: number, unit: string, perKg: boolean): string {
  return perKg
    ? `${qty.toFixed(3)} kg`
    : unit === 'l' && !Number.isInteger(qty)
      ? `${qty.toFixed(3)} l`
      : `${qty}`;
}

function toRestItem(ctx: SimContext, order: OrderRecord, item: OrderItemRecord): RestOrderItem {
  const index = lookup(ctx.state);
  const sellable = index.sellables.get(item.sellableId);
  const brand = ctx.state.brands.find((b) => b.id === sellable?.brandId)?.name ?? null;
  const perKg = sellable?.perKg ?? false;
  const total = lineTotal(item.unitPriceInCents, item.qty);
  return {
    id: item.id,
    barcode: sellable?.barcode ?? '',
    brand,
    name: sellable?.name ?? 'Item',
    image_url: productImage(ctx, item.sellableId),
    offer_id: item.offerId,
    sellable_id: item.sellableId,
    pack: sellable?.pack ?? '',
    qty: item.qty,
    qty_ordered: item.qtyOrdered,
    formatted_qty: formatQty(item.qty, sellable?.unit ?? '', perKg),
    formatted_qty_ordered: formatQty(item.qtyOrdered, sellable?.unit ?? '', perKg),
    supplier_id: order.supplierId,
    total: formatRand(total),
    total_in_cents: total,
    unit: perKg ? 'kg' : (sellable?.unit ?? 'each'),
    unit_price: formatRand(item.unitPriceInCents),
    unit_price_in_cents: item.unitPriceInCents,
    base_price_in_cents: item.basePriceInCents,
    per_kg: perKg,
    stock_short: item.stockShort,
    packed_at: item.packedAt === null ? null : isoSast(item.packedAt),
  };
}

function shippingStatus(order: OrderRecord, unpaid: boolean): RestOrder['shipping_status'] {
  if (order.status === 'stock_short') return 'stock_short';
  if (order.status === 'collected') return 'collected';
  if (order.status === 'delivered') return 'delivered';
  if (unpaid && (order.status === 'pending_payment' || order.status === 'payment_processing'))
    return 'pending_payment';
  return null;
}

export function toRestOrder(ctx: SimContext, order: OrderRecord): RestOrder {
  const supplier = lookup(ctx.state).suppliers.get(order.supplierId);
  const total = orderTotal(order);
  const balance = payableBalance(ctx.state, order);
  const card =
    order.provider === 'debtorcard'
      ? ctx.state.debtorCards.find(
          (c) =>
            c.userId === order.userId &&
            c.supplierId === order.supplierId &&
            c.status === 'accepted',
        )
      : undefined;
  const collectionMs = order.collectionDate ? Date.parse(order.collectionDate) : NaN;
  return {
    id: order.id,
    reference: order.reference,
    user_id: order.userId,
    status: order.status,
    payment_status: paymentStatus(ctx.state, order),
    stock_short: order.items.some((item) => item.stockShort),
    collection_date: order.collectionDate,
    formatted_collection_date: Number.isNaN(collectionMs)
      ? null
      : formatOrderSlot(collectionMs, order.requiresShipping),
    created_at: isoSast(order.createdAt),
    reviewed_at: order.reviewedAt === null ? null : isoSast(order.reviewedAt),
    review: order.review,
    order_events: order.events.map((event) => ({
      timestamp: isoSast(event.at),
      name: event.name,
      message: event.message,
    })),
    order_items: order.items.map((item) => toRestItem(ctx, order, item)),
    provider: order.provider,
    requires_shipping: order.requiresShipping,
    shipping_provider: order.shippingProvider,
    dispatch_method: order.requiresShipping ? 'deliver' : 'collect',
    dispatch: order.requiresShipping ? `Deliver with ${order.shippingProvider}` : 'Collect',
    shipping_status: shippingStatus(order, balance > 0),
    shipping_price_in_cents: order.shippingPriceInCents,
    shipping_address: order.shippingAddress,
    subtotal_in_cents: orderSubtotal(order),
    discount_code: order.discountCode,
    discount_in_cents: order.discountInCents,
    credit_in_cents: order.creditInCents,
    supplier_id: order.supplierId,
    supplier_name: supplier?.name ?? '',
    supplier_address: supplier ? formattedAddress(supplier) : '',
    total: formatRand(total),
    total_in_cents: total,
    payable_balance_in_cents: balance,
    debtorcard_balance: card ? card.balanceInCents : null,
    requires_bags: order.requiresBags,
    bag_qty: order.bagQty,
    bag_total_in_cents: bagTotal(order),
    pdf_invoice_url:
      order.status === 'collected' || order.status === 'delivered'
        ? ctx.publicUrl(`/media/invoices/${order.id}.pdf`)
        : null,
  };
}

export function toRestOrderV2(ctx: SimContext, order: OrderRecord): RestOrderV2 {
  const {
    order_items: items,
    total: _total,
    supplier_name: name,
    supplier_address: address,
    ...rest
  } = toRestOrder(ctx, order);
  return {
    ...rest,
    items: items.map(({ total: _t, unit_price: _u, ...item }) => item),
    supplier: { id: order.supplierId, name, formatted_address: address },
  };
}

export function toRestTransaction(
  tx: TransactionRecord,
  providerData: RestTransaction['provider_data'],
): RestTransaction {
  return {
    id: tx.id,
    order_id: tx.orderId,
    amount_in_cents: tx.amountInCents,
    status: tx.status,
    provider: tx.provider,
    provider_data: providerData,
    provider_reference: tx.providerReference,
    message: tx.message,
    created_at: isoSast(tx.createdAt),
  };
}
