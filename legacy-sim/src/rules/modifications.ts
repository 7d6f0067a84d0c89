/**
 * Order modifications: `add` appends a line, `update` sets a quantity,
 * `accept` keeps a stock-short item at what was supplied, `remove` drops it; a later action on
 * the same item replaces an earlier one. Validation previews the result: added offers out of
 * stock, prices changed, and a `payable_amount_error` when the new total is under the R10
 * minimum or a debtor card cannot cover it. Committing also needs every stock-short item settled.
 */
import type { RestOrderModification } from '@shopfront/legacy-api';
import type { SimContext } from '../context.js';
import { MIN_ORDER_IN_CENTS } from '../data/config.js';
import { badRequest, conflict, unprocessable } from '../lib/http-errors.js';
import { formatRand, roundQty } from '../lib/money.js';
import { isRecord } from '../lib/query.js';
import { nextId } from '../state.js';
import { lookup } from '../state/lookup.js';
import type { OrderRecord } from '../state/types.js';
import { MIN_ORDER_MESSAGE } from './cart-validation.js';
import { applyDiscount } from './discounts.js';
import { addEvent, onPayment, setStatus } from './order-lifecycle.js';
import { orderSubtotal, orderTotal, payableBalance } from './order-money.js';
import { acceptedCard, chargeDebtorCard } from './orders.js';
import { isInStock, isLive } from './pricing.js';
import { checkQuantity } from './quantity-rules.js';

export const STOCK_SHORT_BLOCK = 'Accept or remove every stock short item, then click UPDATE ORDER';
const EDITABLE = ['pending_payment', 'payment_processing', 'pending', 'preparing', 'stock_short'];

export interface ModificationOutcome {
  preview: OrderRecord;
  modifications: RestOrderModification[];
  outOfStock: boolean;
  updated: boolean;
  payableAmountError: string | null;
  notice: string | null;
}

/** Adds stay in order; update/accept/remove replace an earlier action on the same item. */
export function normalise(raw: unknown): RestOrderModification[] {
  if (!Array.isArray(raw)) throw badRequest('modifications must be a list');
  const result: RestOrderModification[] = [];
  raw.forEach((mod, i) => {
    if (!isRecord(mod) || !['add', 'update', 'accept', 'remove'].includes(String(mod.action)))
      throw badRequest(`modifications[${i}].action must be add, update, accept or remove`);
    const action = mod as unknown as RestOrderModification;
    if (action.action === 'add') {
      const item = action.item;
      if (
        !isRecord(item) ||
        typeof item.offer_id !== 'number' ||
        typeof item.qty !== 'number' ||
        !(item.qty > 0)
      )
        throw badRequest(`modifications[${i}].item needs offer_id and a qty above 0`);
      result.push({ action: 'add', item: { ...item, qty: roundQty(item.qty) } });
      return;
    }
    if (typeof action.order_item_id !== 'number')
      throw badRequest(`modifications[${i}].order_item_id is required`);
    if (action.action === 'update' && (typeof action.qty !== 'number' || !(action.qty > 0)))
      throw badRequest(`modifications[${i}].qty must be above 0`);
    const earlier = result.findIndex(
      (m) => m.action !== 'add' && m.order_item_id === action.order_item_id,
    );
    const normalised: RestOrderModification = {
      action: action.action,
      order_item_id: action.order_item_id,
      ...(action.qty === undefined ? {} : { qty: roundQty(action.qty) }),
    };
    if (earlier >= 0) result[earlier] = normalised;
    else result.push(normalised);
  });
  return result;
}

export function evaluate(ctx: SimContext, order: OrderRecord, raw: unknown): ModificationOutcome {
  if (!EDITABLE.includes(order.status))
    throw conflict(`The order is ${order.status.replace(/_/g, ' ')} and can no longer be changed`);
  const modifications = normalise(raw);
  const preview = structuredClone(order);
  const { offers, sellables } = lookup(ctx.state);
  const now = ctx.clock.now();
  let outOfStock = false;
  let updated = false;

  for (const [i, mod] of modifications.entries()) {
    if (mod.action === 'add' && mod.item) {
      const offer = offers.get(mod.item.offer_id);
      if (!offer || offer.supplierId !== order.supplierId)
        throw unprocessable(`Offer ${mod.item.offer_id} is not sold at this branch`);
      checkQuantity(
        `modifications[${i}].item`,
        mod.item.qty,
        offer,
        sellables.get(offer.sellableId),
      );
      if (!isLive(offer, now) || !isInStock(offer)) {
        outOfStock = true;
        continue;
      }
      if (mod.item.price_in_cents !== undefined && mod.item.price_in_cents !== offer.priceInCents)
        updated = true;
      preview.items.push({
        id: nextId(ctx.state, 'orderItem'),
        offerId: offer.id,
        sellableId: offer.sellableId,
        qtyOrdered: mod.item.qty,
        qty: mod.item.qty,
        unitPriceInCents: offer.priceInCents,
        basePriceInCents: offer.basePriceInCents,
        stockShort: false,
        packedAt: null,
      });
      continue;
    }
    const item = preview.items.find((candidate) => candidate.id === mod.order_item_id);
    if (!item) throw unprocessable(`Order item ${mod.order_item_id} is not on this order`);
    if (mod.action === 'update') {
      const offer = offers.get(item.offerId);
      if (offer && mod.qty !== undefined)
        checkQuantity(`modifications[${i}]`, mod.qty, offer, sellables.get(offer.sellableId));
      item.qtyOrdered = mod.qty ?? item.qtyOrdered;
      item.qty = item.stockShort ? Math.min(item.qty, item.qtyOrdered) : item.qtyOrdered;
      item.stockShort = item.qty < item.qtyOrdered;
    } else if (mod.action === 'accept') {
      item.qtyOrdered = item.qty;
      item.stockShort = false;
    } else {
      preview.items = preview.items.filter((candidate) => candidate.id !== item.id);
    }
  }
  // Items supplied as nothing and accepted leave the order.
  preview.items = preview.items.filter((item) => item.qtyOrdered > 0);

  const subtotal = orderSubtotal(preview);
  preview.discountInCents = applyDiscount(
    ctx.state,
    preview.discountCode,
    subtotal,
    now,
  ).discountInCents;
  let payableAmountError: string | null = null;
  if (subtotal < MIN_ORDER_IN_CENTS) payableAmountError = MIN_ORDER_MESSAGE;
  const increase = orderTotal(preview) - orderTotal(order);
  if (!payableAmountError && order.provider === 'debtorcard' && increase > 0) {
    const card = acceptedCard(ctx, order.userId, order.supplierId);
    if (!card || card.balanceInCents < payableBalance(ctx.state, preview))
      payableAmountError = 'Your debtor card balance does not cover the new total';
  }
  const paidSomething = payableBalance(ctx.state, order) < orderTotal(order);
  let notice: string | null = null;
  if (preview.items.some((item) => item.stockShort)) notice = STOCK_SHORT_BLOCK;
  else if (paidSomething && increase > 0)
    notice = `The order total goes up by ${formatRand(increase)}: pay the balance after updating`;
  else if (paidSomething && increase < 0)
    notice = `${formatRand(-increase)} will be credited to your wallet when the order is complete`;
  return { preview, modifications, outOfStock, updated, payableAmountError, notice };
}

export function commit(ctx: SimContext, order: OrderRecord, raw: unknown): ModificationOutcome {
  const outcome = evaluate(ctx, order, raw);
  const messages = [
    ...(outcome.payableAmountError ? [outcome.payableAmountError] : []),
    ...(outcome.outOfStock ? ['Newly added items went out of stock'] : []),
    ...(outcome.updated ? ['The prices of newly added items changed'] : []),
    ...(outcome.preview.items.some((item) => item.stockShort) ? [STOCK_SHORT_BLOCK] : []),
  ];
  if (messages.length) throw unprocessable(messages[0] ?? 'Invalid', messages);
  const wasShort = order.status === 'stock_short';
  order.items = outcome.preview.items;
  order.discountInCents = outcome.preview.discountInCents;
  addEvent(ctx, order, 'order_updated', 'Order updated');
  if (order.provider === 'debtorcard') chargeDebtorCard(ctx, order);
  if (wasShort) setStatus(ctx, order, 'preparing', 'Stock-short items settled: preparing resumes');
  onPayment(ctx, order);
  return outcome;
}
