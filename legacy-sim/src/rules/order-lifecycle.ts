/**
 * Order status transitions with their timeline events:
 *
 *   pending_payment ─(paid)→ pending → preparing → ready_for_collection → collected
 *        │  └─(gateway)→ payment_processing     │   └→ ready_for_delivery → out_for_delivery → delivered
 *        └─(timeout)→ abandoned                 └→ stock_short ─(shopper accepts/removes)→ preparing
 *
 * Any open status can be cancelled. Packing happens when `preparing` moves on: an item whose
 * branch tracks fewer units than ordered is supplied short, and the order waits in stock_short.
 * On completion cash is taken, and any overpayment goes to the shopper's wallet; money that
 * arrives after a cancel or time-out goes to the wallet too.
 */
import type { RestOrderStatus } from '@shopfront/legacy-api';
import type { SimContext } from '../context.js';
import { conflict } from '../lib/http-errors.js';
import { formatRand } from '../lib/money.js';
import { lookup } from '../state/lookup.js';
import type { OrderRecord } from '../state/types.js';
import { amountPaid, payableBalance } from './order-money.js';

/** Unpaid orders are abandoned after this long (the order timeout of the client). */
export const PAYMENT_TIMEOUT_MS = 60 * 60 * 1000;

export const OPEN_STATUSES: RestOrderStatus[] = [
  'pending_payment',
  'payment_processing',
  'pending',
  'preparing',
  'stock_short',
];
export const FINAL_STATUSES: RestOrderStatus[] = [
  'collected',
  'delivered',
  'cancelled',
  'abandoned',
];

const EVENTS: Record<RestOrderStatus, [name: string, message: string]> = {
  pending_payment: ['awaiting_payment', 'Awaiting payment'],
  payment_processing: ['payment_processing', 'Payment is being processed'],
  pending: ['accepted', 'Order accepted by the branch'],
  preparing: ['preparing', 'Your order is being prepared'],
  stock_short: ['stock_short', 'Some items are short: accept or remove them to continue'],
  ready_for_collection: ['ready_for_collection', 'Ready for collection'],
  ready_for_delivery: ['ready_for_delivery', 'Ready for delivery'],
  out_for_delivery: ['out_for_delivery', 'Out for delivery with the driver'],
  delivered: ['delivered', 'Delivered'],
  collected: ['collected', 'Collected'],
  cancelled: ['cancelled', 'Order cancelled'],
  abandoned: ['abandoned', 'Order timed out before it was paid'],
};

export function addEvent(ctx: SimContext, order: OrderRecord, name: string, message: string): void {
  order.events.push({ at: ctx.clock.now(), name, message });
}

export function setStatus(
  ctx: SimContext,
  order: OrderRecord,
  status: RestOrderStatus,
  message?: string,
): void {
  if (order.status === status) return;
  order.status = status;
  order.statusChangedAt = ctx.clock.now();
  const [name, text] = EVENTS[status];
  addEvent(ctx, order, name, message ?? text);
  if (status === 'collected' || status === 'delivered') settleOnCompletion(ctx, order);
}

/** Cash is paid on collection or delivery; an overpayment is credited to the wallet. */
function settleOnCompletion(ctx: SimContext, order: OrderRecord): void {
  const balance = payableBalance(ctx.state, order);
  if (balance > 0 && order.provider === 'cash') {
    order.offlinePaidInCents += balance;
    addEvent(ctx, order, 'payment_received', `Cash payment of ${formatRand(balance)} received`);
  } else if (balance < 0) {
    const account = ctx.state.accounts.find((candidate) => candidate.id === order.userId);
    if (account) account.creditInCents += -balance;
    order.offlinePaidInCents += balance;
    addEvent(ctx, order, 'refund', `${formatRand(-balance)} credited to your wallet`);
  }
}

/**
 * Called whenever money arrives: a fully paid order waiting for payment is accepted. Money that
 * arrives for an order already cancelled or timed out (an EFT sent before the shopper cancelled)
 * is not kept by it: it goes to the shopper's wallet, as a cancel's refund does.
 */
export function onPayment(ctx: SimContext, order: OrderRecord): void {
  if (order.status === 'cancelled' || order.status === 'abandoned') {
    const held = amountPaid(ctx.state, order);
    if (held <= 0) return;
    const account = ctx.state.accounts.find((candidate) => candidate.id === order.userId);
    if (account) account.creditInCents += held;
    order.offlinePaidInCents -= held;
    addEvent(ctx, order, 'refund', `${formatRand(held)} credited to your wallet`);
    return;
  }
  if (
    (order.status === 'pending_payment' || order.status === 'payment_processing') &&
    payableBalance(ctx.state, order) <= 0
  ) {
    addEvent(ctx, order, 'payment_received', 'Payment received');
    setStatus(ctx, order, 'pending');
  }
}

/** Packs the order: tracked stock below the ordered quantity makes an item stock short. */
function pack(ctx: SimContext, order: OrderRecord, forceShort: boolean): boolean {
  const { offers, sellables } = lookup(ctx.state);
  const now = ctx.clock.now();
  let short = false;
  let forced = false;
  for (const item of order.items) {
    // Items packed earlier (before a stock-short stop) keep what was supplied.
    if (item.packedAt !== null) continue;
    const offer = offers.get(item.offerId);
    const outOfStock = !offer || offer.outOfStockAt !== null || offer.stock === 0;
    let supplied = item.qtyOrdered;
    if (outOfStock) supplied = 0;
    else if (offer.stock !== null && offer.stock < item.qtyOrdered) supplied = offer.stock;
    if (forceShort && !forced && supplied === item.qtyOrdered) {
      const perKg = sellables.get(item.sellableId)?.perKg;
      supplied = perKg ? Math.round(item.qtyOrdered * 500) / 1000 : Math.floor(item.qtyOrdered / 2);
      forced = true;
    }
    if (offer && offer.stock !== null) offer.stock = Math.max(0, offer.stock - supplied);
    item.qty = supplied;
    item.stockShort = supplied < item.qtyOrdered;
    item.packedAt = now;
    short ||= item.stockShort;
  }
  return short;
}

/**
 * Moves the order one step along its path; `force` makes packing short the first item (for
 * `POST /sim/orders/{id}/advance` with `status: stock_short`). Throws 409 where it has to wait.
 */
export function step(ctx: SimContext, order: OrderRecord, forceShort = false): void {
  switch (order.status) {
    case 'pending':
      return setStatus(ctx, order, 'preparing');
    case 'preparing': {
      const short = pack(ctx, order, forceShort);
      if (short) return setStatus(ctx, order, 'stock_short');
      return setStatus(
        ctx,
        order,
        order.requiresShipping ? 'ready_for_delivery' : 'ready_for_collection',
      );
    }
    case 'ready_for_collection':
      return setStatus(ctx, order, 'collected');
    case 'ready_for_delivery':
      return setStatus(ctx, order, 'out_for_delivery');
    case 'out_for_delivery':
      return setStatus(ctx, order, 'delivered');
    case 'stock_short':
      throw conflict('Waiting for the shopper to accept or remove the stock-short items');
    case 'pending_payment':
    case 'payment_processing':
      throw conflict('The order is waiting for payment');
    default:
      throw conflict(`The order is ${order.status} and does not move on`);
  }
}

/** Steps until `target` (or one step without a target). */
export function advance(ctx: SimContext, order: OrderRecord, target?: RestOrderStatus): void {
  if (!target) return step(ctx, order);
  if (
    target === 'abandoned' &&
    (order.status === 'pending_payment' || order.status === 'payment_processing')
  )
    return setStatus(ctx, order, 'abandoned');
  // Tried first on a copy of the state (the steps are deterministic): a status the order cannot
  // reach is refused (with the refusing step's reason) before the order has moved at all.
  const trial = { ...ctx, state: structuredClone(ctx.state) };
  const trialOrder = trial.state.orders.find((o) => o.id === order.id);
  if (!trialOrder || walk(trial, trialOrder, target) !== target)
    throw conflict(`The order cannot reach ${target} from here`);
  walk(ctx, order, target);
}

/** Steps towards `target` (a refused step throws); returns where the order ended. */
function walk(ctx: SimContext, order: OrderRecord, target: RestOrderStatus): RestOrderStatus {
  for (let guard = 0; order.status !== target && guard < 10; guard++) {
    step(ctx, order, target === 'stock_short');
  }
  return order.status;
}

/** One tick of the order progress clock: every order that waited long enough moves a step. */
/** Returns whether any order moved. */
export function tick(ctx: SimContext, intervalMs: number): boolean {
  const now = ctx.clock.now();
  let moved = false;
  for (const order of ctx.state.orders) {
    if (now - order.statusChangedAt < intervalMs) continue;
    if (order.status === 'pending_payment' && now - order.createdAt >= PAYMENT_TIMEOUT_MS) {
      setStatus(ctx, order, 'abandoned');
      moved = true;
      continue;
    }
    if (
      [
        'pending',
        'preparing',
        'ready_for_collection',
        'ready_for_delivery',
        'out_for_delivery',
      ].includes(order.status)
    ) {
      step(ctx, order);
      moved = true;
    }
  }
  return moved;
}
