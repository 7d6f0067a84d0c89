/** Transactions against an order: register, fetch, finalize (redirect gateways), processing, card. */
import type { FastifyInstance } from 'fastify';
import type { RestTransaction, RestTransactionResponse } from '@shopfront/legacy-api';
import type { SimContext } from '../context.js';
import { OFFLINE_PROVIDERS } from '../data/config.js';
import { defineRoute } from '../lib/define-route.js';
import { badRequest, conflict, forbidden, notFound, unprocessable } from '../lib/http-errors.js';
import { idempotent } from '../lib/idempotency.js';
import { idParam, isRecord, objectBody } from '../lib/query.js';
import { toRestOrder, toRestTransaction } from '../present/orders.js';
import { FINAL_STATUSES, setStatus } from '../rules/order-lifecycle.js';
import { payableBalance } from '../rules/order-money.js';
import { PROVIDERS, findOwnOrder } from '../rules/orders.js';
import {
  REDIRECT_PROVIDERS,
  applyOutcome,
  checksumValid,
  closeOpenAttempts,
  isFinal,
  newPayRequestId,
  outcomeForCode,
} from '../rules/payments.js';
import { nextId } from '../state.js';
import type { AccountRecord, OrderRecord, TransactionRecord } from '../state/types.js';

export function providerData(
  ctx: SimContext,
  tx: TransactionRecord,
  order: OrderRecord,
): RestTransaction['provider_data'] {
  if (REDIRECT_PROVIDERS.includes(tx.provider))
    return {
      redirect_url: ctx.publicUrl(`/sim/pay/${tx.id}`),
      pay_request_id: tx.payRequestId,
      return_url: tx.returnUrl,
    };
  if (tx.provider === 'yoco')
    return {
      public_key: `pk_test_sim_${order.supplierId}`,
      card_form_url: ctx.publicUrl(`/sim/card-form?transaction_id=${tx.id}`),
    };
  return {};
}

function response(
  ctx: SimContext,
  tx: TransactionRecord,
  order: OrderRecord,
): RestTransactionResponse {
  return {
    status:
      tx.status === 'pending' || tx.status === 'processing' || tx.status === 'successful'
        ? 'ok'
        : 'invalid',
    transaction: toRestTransaction(tx, providerData(ctx, tx, order)),
    order: toRestOrder(ctx, order),
    ...(tx.message ? { message: tx.message } : {}),
  };
}

function ownTransaction(ctx: SimContext, user: AccountRecord, rawId: string, order?: OrderRecord) {
  const id = idParam(rawId, 'transaction_id');
  const tx = ctx.state.transactions.find((candidate) => candidate.id === id);
  if (!tx || (order && tx.orderId !== order.id)) throw notFound(`Transaction ${id} not found`);
  if (tx.userId !== user.id) throw forbidden();
  const owner = order ?? ctx.state.orders.find((candidate) => candidate.id === tx.orderId);
  if (!owner) throw notFound(`Order ${tx.orderId} not found`);
  return { tx, order: owner };
}

function validReturnUrl(value: unknown): string {
  if (typeof value !== 'string')
    throw badRequest('transaction.return_url is required for redirect payments');
  try {
    const url = new URL(value);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new Error('protocol');
    return url.toString();
  } catch {
    throw badRequest('transaction.return_url must be an http(s) URL');
  }
}

export function registerTransactionRoutes(app: FastifyInstance, ctx: SimContext): void {
  defineRoute(
    app,
    'POST /api/v1/orders/{id}/transactions',
    ({ params, body, user, raw }, reply) =>
      idempotent(ctx, raw, reply, user.id, 'POST /api/v1/orders/{id}/transactions', () => {
        const order = findOwnOrder(ctx, user, params.id);
        const { transaction } = objectBody(body);
        if (!isRecord(transaction)) throw badRequest('transaction is required');
        const provider = transaction.provider;
        if (!PROVIDERS.includes(provider as never))
          throw badRequest('transaction.provider is not a payment provider');
        if ((OFFLINE_PROVIDERS as readonly unknown[]).includes(provider))
          throw unprocessable(
            'Offline payments (EFT, cash, debtor card) use the offline payment call',
          );
        if (FINAL_STATUSES.includes(order.status))
          throw conflict(`The order is ${order.status} and cannot be paid`);
        const balance = payableBalance(ctx.state, order);
        if (balance <= 0) throw conflict('This order is already paid');
        const returnUrl = REDIRECT_PROVIDERS.includes(provider as never)
          ? validReturnUrl(transaction.return_url)
          : null;
        const amount = transaction.amount_in_cents ?? balance;
        const tx: TransactionRecord = {
          id: nextId(ctx.state, 'transaction'),
          orderId: order.id,
          userId: user.id,
          amountInCents: typeof amount === 'number' ? Math.round(amount) : NaN,
          status: 'pending',
          provider: provider as TransactionRecord['provider'],
          payRequestId: returnUrl ? newPayRequestId() : null,
          returnUrl,
          gatewayOutcome: null,
          providerReference: null,
          message: null,
          createdAt: ctx.clock.now(),
        };
        const amountError =
          !Number.isFinite(tx.amountInCents) || tx.amountInCents <= 0 || tx.amountInCents > balance;
        if (!amountError) {
          const stillOpen = closeOpenAttempts(ctx, order);
          if (stillOpen) throw conflict(stillOpen);
        }
        ctx.state.transactions.push(tx);
        if (amountError) {
          tx.status = 'amount_error';
          tx.message = 'Amount error';
          tx.amountInCents = Number.isFinite(tx.amountInCents) ? tx.amountInCents : 0;
          throw unprocessable(
            'Amount error',
            ['Amount error'],
            response(ctx, tx, order) as unknown as Record<string, unknown>,
          );
        }
        order.provider = tx.provider;
        if (order.status === 'pending_payment') setStatus(ctx, order, 'payment_processing');
        reply.code(201);
        return response(ctx, tx, order);
      }),
    { auth: 'user' },
  );

  defineRoute(
    app,
    'GET /api/v1/transactions/{id}',
    ({ params, user }) => {
      const { tx, order } = ownTransaction(ctx, user, params.id);
      return response(ctx, tx, order);
    },
    { auth: 'user' },
  );

  defineRoute(
    app,
    'GET /api/v1/orders/{order_id}/transactions/{transaction_id}/processing',
    ({ params, user }) => {
      const order = findOwnOrder(ctx, user, params.order_id);
      const { tx } = ownTransaction(ctx, user, params.transaction_id, order);
      return response(ctx, tx, order);
    },
    { auth: 'user' },
  );

  defineRoute(
    app,
    'POST /api/v1/orders/{order_id}/transactions/{transaction_id}/finalize',
    ({ params, query, user }) => {
      const order = findOwnOrder(ctx, user, params.order_id);
      const { tx } = ownTransaction(ctx, user, params.transaction_id, order);
      const { PAY_REQUEST_ID: payRequestId, TRANSACTION_STATUS: code, CHECKSUM: sum } = query;
      if (!payRequestId || !code || !sum)
        throw badRequest('PAY_REQUEST_ID, TRANSACTION_STATUS and CHECKSUM are required');
      if (!REDIRECT_PROVIDERS.includes(tx.provider))
        throw conflict('This transaction is not a redirect payment');
      if (
        payRequestId !== tx.payRequestId ||
        !checksumValid(ctx.settings.paymentSecret, payRequestId, code, sum)
      )
        throw unprocessable('Checksum mismatch: the payment answer was not signed by the gateway');
      const outcome = outcomeForCode(code);
      if (!outcome) throw unprocessable(`Unknown TRANSACTION_STATUS ${code}`);
      // Idempotent: a finalized transaction keeps its first outcome.
      if (!isFinal(tx)) applyOutcome(ctx, tx, order, outcome.status, outcome.message);
      return response(ctx, tx, order);
    },
    { auth: 'user' },
  );

  defineRoute(
    app,
    'POST /api/v1/orders/{order_id}/transactions/{transaction_id}/card',
    ({ params, body, user, raw }, reply) =>
      idempotent(
        ctx,
        raw,
        reply,
        user.id,
        'POST /api/v1/orders/{order_id}/transactions/{transaction_id}/card',
        () => {
          const order = findOwnOrder(ctx, user, params.order_id);
          const { tx } = ownTransaction(ctx, user, params.transaction_id, order);
          const { token } = objectBody(body);
          if (typeof token !== 'string' || !token) throw badRequest('token is required');
          if (tx.provider !== 'yoco') throw conflict('Card payments need a yoco transaction');
          if (isFinal(tx)) throw conflict(`This transaction is already ${tx.status}`);
          const card = ctx.state.cardTokens.find((candidate) => candidate.token === token);
          if (!card) throw unprocessable('Unknown card token');
          if (card.used) throw unprocessable('This card token was already used');
          const balance = payableBalance(ctx.state, order);
          if (balance <= 0) {
            // Paid another way since this attempt began: never charge twice.
            tx.status = 'cancelled';
            tx.message = 'The order no longer owes this amount';
            throw conflict('This order is already paid');
          }
          if (balance < tx.amountInCents) {
            // Partly paid another way (or the order got cheaper) since this attempt began: the
            // legacy API refuses a charge above the balance as amount_error and charges nothing.
            tx.status = 'amount_error';
            tx.message = 'Amount error';
            ctx.changed();
            throw unprocessable(
              'Amount error',
              ['Amount error'],
              response(ctx, tx, order) as unknown as Record<string, unknown>,
            );
          }
          card.used = true;
          const messages = {
            successful: 'Payment successful',
            declined: 'Provider declined payment',
            insufficient_funds: 'Insufficient funds',
          } as const;
          applyOutcome(ctx, tx, order, card.outcome, messages[card.outcome]);
          tx.providerReference = `YOCO-${tx.id}-${card.last4}`;
          return response(ctx, tx, order);
        },
      ),
    { auth: 'user' },
  );
}
