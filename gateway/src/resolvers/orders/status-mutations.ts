/**
 * An order's way after it is placed: preparing, paying offline, settling a stuck payment,
 * cancelling and reviewing. Each runs once per idempotency key (change-once.ts); the legacy API
 * refuses to repeat a cancel, a payment or a review, and repeats a preparation or a settling
 * harmlessly.
 */
import type { MutationResolvers } from '../../generated/resolvers-types.js';
import { requireViewer } from '../account/auth.js';
import { badUserInput, parseLegacyId } from '../errors.js';
import { changeOnce, paymentSnapshot } from './change-once.js';
import { orderErrors } from './errors.js';
import { OFFLINE } from './offline-providers.js';
import { requireOwnedOrder } from './ownership.js';
import { orderPayload } from './payload.js';

export const statusMutations: Pick<
  MutationResolvers,
  'prepareOrder' | 'cancelOrder' | 'reviewOrder' | 'payOrderOffline' | 'resolvePaymentPending'
> = {
  prepareOrder: async (_parent, { input }, context) => {
    const viewer = requireViewer(context.session);
    const order = await requireOwnedOrder(
      context,
      viewer,
      parseLegacyId(input.orderId, 'input.orderId'),
    );
    const { idempotencyKey: key, ...rest } = input;
    // Preparing twice is harmless upstream (the job is answered again): no snapshot needed.
    const result = await changeOnce(context, viewer, {
      kind: 'prepare-order',
      key,
      input: rest,
      order,
      change: () => context.upstream.orders.prepare(viewer, order.id),
    });
    if (!result.ok) return { job: null, errors: orderErrors(result.messages) };
    return { job: result.value, errors: [] };
  },

  cancelOrder: async (_parent, { input }, context) => {
    const viewer = requireViewer(context.session);
    const order = await requireOwnedOrder(
      context,
      viewer,
      parseLegacyId(input.orderId, 'input.orderId'),
    );
    const { idempotencyKey: key, ...rest } = input;
    const result = await changeOnce(context, viewer, {
      kind: 'cancel-order',
      key,
      input: rest,
      order,
      change: () => context.upstream.orders.cancel(viewer, order.id),
      made: { snapshot: (now) => now.status === 'cancelled', answer: (now) => now },
    });
    return orderPayload(context, viewer, result);
  },

  reviewOrder: async (_parent, { input }, context) => {
    const viewer = requireViewer(context.session);
    if (!Number.isInteger(input.rating) || input.rating < 1 || input.rating > 5) {
      throw badUserInput('input.rating must be a whole number from 1 to 5', 'input.rating');
    }
    const comment = input.comment?.trim() || null;
    if (comment && comment.length > 2_000) {
      throw badUserInput('input.comment may be at most 2000 characters', 'input.comment');
    }
    const order = await requireOwnedOrder(
      context,
      viewer,
      parseLegacyId(input.orderId, 'input.orderId'),
    );
    const result = await changeOnce(context, viewer, {
      kind: 'review-order',
      key: input.idempotencyKey,
      input: { orderId: input.orderId, rating: input.rating, comment },
      order,
      change: () => context.upstream.orders.review(viewer, order.id, input.rating, comment),
      made: { snapshot: (now) => now.reviewed_at, answer: (now) => now },
    });
    return orderPayload(context, viewer, result);
  },

  payOrderOffline: async (_parent, { input }, context) => {
    const viewer = requireViewer(context.session);
    const provider = OFFLINE[input.provider];
    if (!provider) {
      throw badUserInput(
        'input.provider must be OFFLINE_EFT, CASH or DEBTORCARD',
        'input.provider',
      );
    }
    const order = await requireOwnedOrder(
      context,
      viewer,
      parseLegacyId(input.orderId, 'input.orderId'),
    );
    const result = await changeOnce(context, viewer, {
      kind: 'pay-order-offline',
      key: input.idempotencyKey,
      input: { orderId: input.orderId, provider },
      order,
      change: () => context.upstream.orders.offlinePayment(viewer, order.id, provider),
      made: { snapshot: paymentSnapshot, answer: (now) => now },
    });
    return orderPayload(context, viewer, result);
  },

  resolvePaymentPending: async (_parent, { input }, context) => {
    const viewer = requireViewer(context.session);
    const order = await requireOwnedOrder(
      context,
      viewer,
      parseLegacyId(input.orderId, 'input.orderId'),
    );
    const { idempotencyKey: key, ...rest } = input;
    // Settling is idempotent upstream: a retry after a failure asks again.
    const result = await changeOnce(context, viewer, {
      kind: 'resolve-payment-pending',
      key,
      input: rest,
      order,
      change: () => context.upstream.orders.resolvePaymentPending(viewer, order.id),
    });
    return orderPayload(context, viewer, result);
  },
};
