/**
 * Order calls: register (v1, `/cart/v1/order`), read (v1, v2), lists and incomplete orders,
 * current offers, prepare, offline payment, resolve payment pending, modifications, sync, review
 * and cancel.
 */
import type { FastifyInstance } from 'fastify';
import type { RestOrderModification, RestRegisterCart } from '@shopfront/legacy-api';
import type { SimContext } from '../context.js';
import { OFFLINE_PROVIDERS } from '../data/config.js';
import { defineRoute } from '../lib/define-route.js';
import { badRequest, conflict, forbidden, unprocessable } from '../lib/http-errors.js';
import { idempotent } from '../lib/idempotency.js';
import { formatRand } from '../lib/money.js';
import { isRecord, objectBody, optionalNumber } from '../lib/query.js';
import { toRestOffer } from '../present/catalogue.js';
import { toRestOrder, toRestOrderV2 } from '../present/orders.js';
import { parseLines } from '../rules/cart-validation.js';
import { commit, evaluate } from '../rules/modifications.js';
import {
  OPEN_STATUSES,
  PAYMENT_TIMEOUT_MS,
  addEvent,
  setStatus,
  step,
} from '../rules/order-lifecycle.js';
import { payableBalance } from '../rules/order-money.js';
import { chargeDebtorCard, findOwnOrder, registerOrder } from '../rules/orders.js';
import { applyOutcome, closeOpenAttempts, outcomeForCode } from '../rules/payments.js';
import { bestOffer } from '../rules/pricing.js';
import { lookup } from '../state/lookup.js';
import type { AccountRecord, OrderRecord } from '../state/types.js';
import { checkLineQuantities } from '../rules/quantity-rules.js';

const DEFAULT_PER_PAGE = 10;
const MAX_PER_PAGE = 50;
const INCOMPLETE = ['stock_short', 'pending_payment', 'payment_processing'];
/** A shopper left the payment page without an answer for this long: the attempt is dropped. */
const ABANDONED_ATTEMPT_MS = 15 * 60 * 1000;

function page(ctx: SimContext, user: AccountRecord, rawPage?: string, rawPerPage?: string) {
  const pageNo = optionalNumber(rawPage, 'page') ?? 1;
  const perPage = optionalNumber(rawPerPage, 'per_page') ?? DEFAULT_PER_PAGE;
  if (!Number.isInteger(pageNo) || pageNo < 1) throw badRequest('page must be 1 or more');
  if (!Number.isInteger(perPage) || perPage < 1 || perPage > MAX_PER_PAGE)
    throw badRequest(`per_page must be between 1 and ${MAX_PER_PAGE}`);
  const mine = ctx.state.orders
    .filter((order) => order.userId === user.id)
    .sort((a, b) => b.createdAt - a.createdAt || b.id - a.id);
  return {
    orders: mine.slice((pageNo - 1) * perPage, pageNo * perPage),
    pagination: {
      page: pageNo,
      per_page: perPage,
      next_page: pageNo * perPage < mine.length ? pageNo + 1 : null,
      total: mine.length,
    },
  };
}

function incomplete(ctx: SimContext, user: AccountRecord): OrderRecord[] {
  return ctx.state.orders.filter((o) => o.userId === user.id && INCOMPLETE.includes(o.status));
}

/** Replaces an editable order's lines with the given ones, as modifications. */
function syncOrder(ctx: SimContext, order: OrderRecord, rawItems: unknown): void {
  const lines = parseLines(rawItems);
  checkLineQuantities(ctx, lines);
  const modifications: RestOrderModification[] = [];
  for (const item of order.items) {
    const line = lines.find((l) => l.offer_id === item.offerId);
    if (!line) modifications.push({ action: 'remove', order_item_id: item.id });
    else if (item.stockShort && line.qty === item.qty)
      modifications.push({ action: 'accept', order_item_id: item.id });
    else if (line.qty !== item.qtyOrdered)
      modifications.push({ action: 'update', order_item_id: item.id, qty: line.qty });
  }
  for (const line of lines) {
    if (!order.items.some((item) => item.offerId === line.offer_id))
      modifications.push({ action: 'add', item: line });
  }
  commit(ctx, order, modifications);
}

function register(ctx: SimContext, user: AccountRecord, cart: RestRegisterCart): OrderRecord {
  if (isRecord(cart) && cart.order_id) {
    const order = findOwnOrder(ctx, user, cart.order_id);
    syncOrder(ctx, order, cart.items);
    return order;
  }
  return registerOrder(ctx, user, cart);
}

export function registerOrderRoutes(app: FastifyInstance, ctx: SimContext): void {
  defineRoute(
    app,
    'POST /api/v1/orders/register',
    ({ body, user, raw }, reply) =>
      idempotent(ctx, raw, reply, user.id, 'POST /api/v1/orders/register', () => {
        const request = objectBody(body);
        if (isRecord(request.user) && request.user.id !== undefined && request.user.id !== user.id)
          throw forbidden();
        const order = register(ctx, user, request.cart as RestRegisterCart);
        reply.code(201);
        return { status: 'ok' as const, order: toRestOrder(ctx, order) };
      }),
    { auth: 'user' },
  );

  defineRoute(
    app,
    'POST /cart/v1/order',
    ({ body, user, raw }, reply) =>
      idempotent(ctx, raw, reply, user.id, 'POST /cart/v1/order', () => {
        const order = register(ctx, user, objectBody(body).cart as RestRegisterCart);
        reply.code(201);
        return { status: 'ok' as const, order: toRestOrder(ctx, order) };
      }),
    { auth: 'user' },
  );

  defineRoute(
    app,
    'POST /order/v1/sync',
    ({ body, user }) => {
      const request = objectBody(body);
      if (typeof request.order_id !== 'number') throw badRequest('order_id is required');
      const order = findOwnOrder(ctx, user, request.order_id);
      syncOrder(ctx, order, request.items);
      return { status: 'ok', order: toRestOrder(ctx, order) };
    },
    { auth: 'user' },
  );

  defineRoute(
    app,
    'GET /api/v1/orders/{order_id}',
    ({ params, user }) => ({
      status: 'ok',
      order: toRestOrder(ctx, findOwnOrder(ctx, user, params.order_id)),
    }),
    { auth: 'user' },
  );

  defineRoute(
    app,
    'GET /api/v2/orders/{order_id}',
    ({ params, user }) => ({
      status: 'ok',
      order: toRestOrderV2(ctx, findOwnOrder(ctx, user, params.order_id)),
    }),
    { auth: 'user' },
  );

  defineRoute(
    app,
    'GET /api/v1/orders/{order_id}/offers',
    ({ params, query, user }) => {
      const order = findOwnOrder(ctx, user, params.order_id);
      const wanted = query.offer_ids
        ? new Set(query.offer_ids.split(',').map((id) => Number(id.trim())))
        : null;
      const now = ctx.clock.now();
      const { offers } = lookup(ctx.state);
      const resources = order.items
        .filter((item) => !wanted || wanted.has(item.offerId))
        .flatMap((item) => {
          const same = offers.get(item.offerId);
          const current =
            same && same.endAt !== null && same.endAt <= now
              ? bestOffer(ctx.state, order.supplierId, item.sellableId, item.qtyOrdered, now)
              : same;
          return current ? [toRestOffer(ctx, current)] : [];
        });
      return { status: 'ok', resources };
    },
    { auth: 'user' },
  );

  defineRoute(
    app,
    'POST /api/v1/orders/{id}/prepare',
    ({ params, user }) => {
      const order = findOwnOrder(ctx, user, params.id);
      if (order.status === 'pending_payment' || order.status === 'payment_processing')
        throw conflict('The order is waiting for payment');
      if (!OPEN_STATUSES.includes(order.status) && !order.status.startsWith('ready'))
        throw conflict(`The order is ${order.status} and cannot be prepared`);
      if (order.status === 'pending') step(ctx, order);
      const card = ctx.state.debtorCards.find(
        (c) =>
          c.userId === order.userId && c.supplierId === order.supplierId && c.status === 'accepted',
      );
      const rest = toRestOrder(ctx, order);
      return {
        status: 'ok',
        job: {
          order_id: order.id,
          order_reference: order.reference,
          order_items: rest.order_items,
          agent_name: rest.supplier_name,
          requires_bags: order.requiresBags,
          bag_price_in_cents: order.bagPriceInCents,
          order_subtotal_in_cents: rest.subtotal_in_cents,
          order_total_in_cents: rest.total_in_cents,
          requires_shipping: order.requiresShipping,
          provider: order.provider,
          debtor_card_number: order.provider === 'debtorcard' ? (card?.number ?? null) : null,
          data: { collection_date: order.collectionDate, status: order.status },
        },
      };
    },
    { auth: 'user' },
  );

  defineRoute(
    app,
    'POST /api/v1/orders/{id}/offline_payment',
    ({ params, body, user }) => {
      const order = findOwnOrder(ctx, user, params.id);
      const { provider } = objectBody(body);
      if (!(OFFLINE_PROVIDERS as readonly unknown[]).includes(provider))
        throw badRequest('provider must be offline_eft, cash or debtorcard');
      if (!OPEN_STATUSES.includes(order.status))
        throw conflict(`The order is ${order.status} and cannot be paid`);
      if (payableBalance(ctx.state, order) <= 0) throw conflict('This order is already paid');
      const stillOpen = closeOpenAttempts(ctx, order);
      if (stillOpen) throw conflict(stillOpen);
      order.provider = provider as (typeof OFFLINE_PROVIDERS)[number];
      if (provider === 'debtorcard') {
        chargeDebtorCard(ctx, order);
        if (order.status === 'pending_payment' || order.status === 'payment_processing')
          setStatus(ctx, order, 'pending', 'Paid with debtor card: order accepted');
      } else {
        const supplier = lookup(ctx.state).suppliers.get(order.supplierId);
        const message =
          provider === 'cash'
            ? `Pay ${formatRand(payableBalance(ctx.state, order))} in cash when you ${order.requiresShipping ? 'receive' : 'collect'} the order`
            : `Pay ${formatRand(payableBalance(ctx.state, order))} by EFT to ${supplier?.bankName ?? 'the branch'} account ${supplier?.bankAccount ?? ''} (branch ${supplier?.bankBranch ?? ''}) with reference ${order.reference}`;
        addEvent(ctx, order, 'awaiting_payment', message);
        if (order.status === 'pending_payment' || order.status === 'payment_processing')
          setStatus(ctx, order, 'pending', 'Order accepted: payment on the way');
      }
      return { status: 'ok', order: toRestOrder(ctx, order) };
    },
    { auth: 'user' },
  );

  defineRoute(
    app,
    'POST /api/v1/orders/{id}/resolve_payment_pending',
    ({ params, user }) => {
      const order = findOwnOrder(ctx, user, params.id);
      const now = ctx.clock.now();
      const pending = ctx.state.transactions.filter(
        (tx) => tx.orderId === order.id && (tx.status === 'pending' || tx.status === 'processing'),
      );
      for (const tx of pending) {
        // Like the gateway's notify: an answer given on the payment page counts even when the
        // shopper never came back to finalize.
        const outcome = tx.gatewayOutcome ? outcomeForCode(tx.gatewayOutcome) : undefined;
        if (outcome) applyOutcome(ctx, tx, order, outcome.status, outcome.message);
        else if (now - tx.createdAt >= ABANDONED_ATTEMPT_MS)
          applyOutcome(ctx, tx, order, 'cancelled', 'You cancelled the payment');
      }
      if (order.status === 'pending_payment' && now - order.createdAt >= PAYMENT_TIMEOUT_MS)
        setStatus(ctx, order, 'abandoned');
      return { status: 'ok', order: toRestOrder(ctx, order) };
    },
    { auth: 'user' },
  );

  defineRoute(
    app,
    'POST /api/v1/orders/{id}/validate_modifications',
    ({ params, body, user }) => {
      const order = findOwnOrder(ctx, user, params.id);
      const outcome = evaluate(ctx, order, objectBody(body).modifications);
      const fine = !outcome.outOfStock && !outcome.updated && !outcome.payableAmountError;
      return {
        status: fine ? 'ok' : 'invalid',
        out_of_stock: outcome.outOfStock,
        updated: outcome.updated,
        payable_amount_error: outcome.payableAmountError,
        notice: outcome.notice,
        order: toRestOrder(ctx, outcome.preview),
        modifications: outcome.modifications,
      };
    },
    { auth: 'user' },
  );

  defineRoute(
    app,
    'POST /api/v1/orders/{id}/modify',
    ({ params, body, user }) => {
      const order = findOwnOrder(ctx, user, params.id);
      const outcome = commit(ctx, order, objectBody(body).modifications);
      return {
        status: 'ok',
        order: toRestOrder(ctx, order),
        ...(outcome.notice ? { messages: [outcome.notice] } : {}),
      };
    },
    { auth: 'user' },
  );

  defineRoute(
    app,
    'POST /api/v1/orders/{id}/review',
    ({ params, body, user }) => {
      const order = findOwnOrder(ctx, user, params.id);
      const { review } = objectBody(body);
      if (!isRecord(review)) throw badRequest('review is required');
      const { rating, comment, order_id: orderId } = review;
      if (orderId !== undefined && orderId !== order.id)
        throw badRequest('review.order_id does not match the order');
      if (typeof rating !== 'number' || !Number.isInteger(rating) || rating < 1 || rating > 5)
        throw unprocessable('Rating must be a whole number from 1 to 5');
      if (comment !== undefined && comment !== null && typeof comment !== 'string')
        throw badRequest('comment must be text');
      if (order.status !== 'collected' && order.status !== 'delivered')
        throw conflict('Only collected or delivered orders can be reviewed');
      if (order.reviewedAt !== null) throw conflict('This order was already reviewed');
      order.review = { rating, comment: comment?.trim().slice(0, 1000) || null };
      order.reviewedAt = ctx.clock.now();
      addEvent(ctx, order, 'reviewed', `Reviewed: ${rating} of 5`);
      return { status: 'ok', order: toRestOrder(ctx, order) };
    },
    { auth: 'user' },
  );

  defineRoute(
    app,
    'POST /api/v1/orders/{order_id}/cancel',
    ({ params, user }) => {
      const order = findOwnOrder(ctx, user, params.order_id);
      if (!OPEN_STATUSES.includes(order.status))
        throw conflict(
          `The order is ${order.status.replace(/_/g, ' ')} and can no longer be cancelled`,
        );
      cancelOrder(ctx, order);
      return { status: 'ok', order: toRestOrder(ctx, order) };
    },
    { auth: 'user' },
  );

  defineRoute(
    app,
    'GET /api/v1/users/{user_id}/orders',
    ({ query, user }) => {
      const { orders, pagination } = page(ctx, user, query.page, query.per_page);
      return { status: 'ok', orders: orders.map((o) => toRestOrder(ctx, o)), pagination };
    },
    { auth: 'user' },
  );

  defineRoute(
    app,
    'GET /api/v2/users/{user_id}/orders',
    ({ query, user }) => {
      const { orders, pagination } = page(ctx, user, query.page, query.per_page);
      return { status: 'ok', orders: orders.map((o) => toRestOrderV2(ctx, o)), pagination };
    },
    { auth: 'user' },
  );

  defineRoute(
    app,
    'GET /api/v1/users/{user_id}/orders/incomplete',
    ({ user }) => ({ status: 'ok', orders: incomplete(ctx, user).map((o) => toRestOrder(ctx, o)) }),
    { auth: 'user' },
  );

  defineRoute(
    app,
    'GET /api/v2/users/{user_id}/orders/incomplete',
    ({ user }) => ({
      status: 'ok',
      orders: incomplete(ctx, user).map((o) => toRestOrderV2(ctx, o)),
    }),
    { auth: 'user' },
  );
}

/** Cancels an open order: money paid goes back (debtor card to the card, the rest to the wallet). */
export function cancelOrder(ctx: SimContext, order: OrderRecord): void {
  for (const tx of ctx.state.transactions) {
    if (tx.orderId === order.id && (tx.status === 'pending' || tx.status === 'processing')) {
      tx.status = 'cancelled';
      tx.message = 'Order cancelled';
    }
  }
  const refund = Math.max(0, totalReceived(ctx, order));
  if (refund > 0) {
    const card =
      order.provider === 'debtorcard'
        ? ctx.state.debtorCards.find(
            (c) =>
              c.userId === order.userId &&
              c.supplierId === order.supplierId &&
              c.status === 'accepted',
          )
        : undefined;
    if (card) card.balanceInCents += refund;
    else {
      const account = ctx.state.accounts.find((a) => a.id === order.userId);
      if (account) account.creditInCents += refund;
    }
    order.offlinePaidInCents -= refund;
    addEvent(
      ctx,
      order,
      'refund',
      `${formatRand(refund)} refunded to your ${card ? 'debtor card' : 'wallet'}`,
    );
  }
  setStatus(ctx, order, 'cancelled');
}

function totalReceived(ctx: SimContext, order: OrderRecord): number {
  return ctx.state.transactions
    .filter((tx) => tx.orderId === order.id && tx.status === 'successful')
    .reduce((sum, tx) => sum + tx.amountInCents, order.creditInCents + order.offlinePaidInCents);
}
