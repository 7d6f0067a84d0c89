/**
 * Payment mutations: each checks the order (and transaction) belongs to the viewer first.
 * Each runs once per idempotency key.
 */
import type { RestTransactionResponse } from '@shopfront/legacy-api';
import { PaymentFailureReason, type MutationResolvers } from '../../generated/resolvers-types.js';
import type { GatewayContext } from '../../context.js';
import type { SessionData } from '../../session/types.js';
import type { Outcome } from '../../upstream/errors.js';
import { notYours, requireViewer } from '../account/auth.js';
import { legacyPaymentProvider } from '../config/enums.js';
import { badUserInput, parseLegacyId } from '../errors.js';
import { changeOnce } from '../orders/change-once.js';
import { idempotencyKey, onceOrRefused } from '../orders/once.js';
import { ownedTransaction, refreshOrder, requireOwnedOrder } from '../orders/ownership.js';
import { paymentErrors, refusalReason } from './Transaction.js';

function payload(
  context: GatewayContext,
  viewer: SessionData,
  result: Outcome<RestTransactionResponse>,
) {
  if (!result.ok) {
    return {
      transaction: null,
      order: null,
      errors: result.messages.map((message) => ({ message, reason: refusalReason(message) })),
    };
  }
  const { transaction, order } = result.value;
  if (order) refreshOrder(context, viewer, order);
  context.loaders.transaction.clear({ userId: viewer.userId, transactionId: transaction.id });
  return { transaction, order: order ?? null, errors: paymentErrors(transaction) };
}

function checkText(value: string, argument: string, max = 512): string {
  if (!value || value.length > max) {
    throw badUserInput(`${argument} must be 1 to ${max} characters`, argument);
  }
  return value;
}

/**
 * The payment page sends the shopper (with the payment's result) to the return address: only to
 * the shop itself or a configured origin, never to a site a crafted request names.
 */
function checkReturnUrl(returnUrl: string, allowed: readonly string[]): void {
  let origin: string | null = null;
  try {
    if (returnUrl.length <= 2000 && !/\s/.test(returnUrl)) origin = new URL(returnUrl).origin;
  } catch {
    origin = null;
  }
  if (origin === null || !allowed.includes(origin)) {
    throw badUserInput(
      `input.returnUrl must be an address of this shop (${allowed.join(', ')})`,
      'input.returnUrl',
    );
  }
}

/** The viewer's transaction of the viewer's order, or `NOT_FOUND`. */
async function ownedPair(
  context: GatewayContext,
  viewer: SessionData,
  orderId: string,
  transactionId: string,
) {
  const order = await requireOwnedOrder(context, viewer, parseLegacyId(orderId, 'input.orderId'));
  const transaction = await ownedTransaction(
    context,
    viewer,
    parseLegacyId(transactionId, 'input.transactionId'),
  );
  if (!transaction || transaction.order_id !== order.id) throw notYours('transaction');
  return { order, transaction };
}

export const Mutation: MutationResolvers = {
  registerTransaction: async (_parent, { input }, context) => {
    const viewer = requireViewer(context.session);
    const key = idempotencyKey(input.idempotencyKey, 'input.idempotencyKey');
    if (
      input.amountInCents != null &&
      (!Number.isInteger(input.amountInCents) || input.amountInCents <= 0)
    ) {
      throw badUserInput('input.amountInCents must be more than 0', 'input.amountInCents');
    }
    if (input.returnUrl != null) checkReturnUrl(input.returnUrl, context.paymentReturnOrigins);
    const order = await requireOwnedOrder(
      context,
      viewer,
      parseLegacyId(input.orderId, 'input.orderId'),
    );
    if (order.payable_balance_in_cents <= 0) {
      // Nothing to charge: refused here, so no attempt can ever overpay the order.
      return {
        transaction: null,
        order,
        errors: [
          { reason: PaymentFailureReason.AlreadyPaid, message: 'This order is already paid' },
        ],
      };
    }
    const transaction = {
      provider: legacyPaymentProvider(input.provider) as 'paygate',
      ...(input.amountInCents != null ? { amount_in_cents: input.amountInCents } : {}),
      ...(input.returnUrl != null ? { return_url: input.returnUrl } : {}),
    };
    const result = await onceOrRefused(context, 'register-transaction', viewer, key, () =>
      context.upstream.payments.register(viewer, order.id, transaction, `${viewer.userId}:${key}`),
    );
    return payload(context, viewer, result);
  },

  finalizeTransaction: async (_parent, { input }, context) => {
    const viewer = requireViewer(context.session);
    const { order, transaction } = await ownedPair(
      context,
      viewer,
      input.orderId,
      input.transactionId,
    );
    const answer = {
      PAY_REQUEST_ID: checkText(input.payRequestId, 'input.payRequestId'),
      TRANSACTION_STATUS: checkText(input.transactionStatus, 'input.transactionStatus', 16),
      CHECKSUM: checkText(input.checksum, 'input.checksum'),
    };
    const { idempotencyKey: key, ...rest } = input;
    // A finalized transaction keeps its first outcome upstream: a retry after a failure asks again.
    const result = await changeOnce(context, viewer, {
      kind: 'finalize-transaction',
      key,
      input: rest,
      order,
      change: () => context.upstream.payments.finalize(viewer, order.id, transaction.id, answer),
    });
    return payload(context, viewer, result);
  },

  payWithCard: async (_parent, { input }, context) => {
    const viewer = requireViewer(context.session);
    const key = idempotencyKey(input.idempotencyKey, 'input.idempotencyKey');
    const token = checkText(input.token, 'input.token');
    const { order, transaction } = await ownedPair(
      context,
      viewer,
      input.orderId,
      input.transactionId,
    );
    const result = await onceOrRefused(context, 'card-payment', viewer, key, () =>
      context.upstream.payments.payWithCard(
        viewer,
        order.id,
        transaction.id,
        token,
        `${viewer.userId}:${key}`,
      ),
    );
    return payload(context, viewer, result);
  },
};
