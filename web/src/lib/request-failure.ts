/**
 * What a failed request means to the shopper: offline ("Internet connection lost") only when the
 * browser is offline; otherwise the shop (gateway or legacy API) failed, worded for what was being
 * done, so the shopper knows nothing was placed, changed or charged twice, and typed answers
 * (busy, already paid, a payment being checked, changed meanwhile, signed out) say what they mean.
 */
import { CombinedGraphQLErrors } from '@apollo/client';
import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

export type FailedAction = 'order' | 'payment' | 'change' | 'other';

/** The gateway's typed payment refusals; the payment screens show the same words for them. */
export const ALREADY_PAID = msg`This order is already paid: nothing was charged`;
export const PAYMENT_IN_PROGRESS = msg`A payment for this order is still being checked. Press Check payment before paying another way.`;

const BUSY: Record<FailedAction, MessageDescriptor> = {
  order: msg`The shop is busy; your order was not placed. Try again.`,
  payment: msg`The shop is busy. Try again: you are never charged twice.`,
  change: msg`The shop did not answer: your order was not changed. Try again.`,
  other: msg`The shop is busy. Try again in a moment.`,
};

/**
 * SERVICE_UNAVAILABLE: the gateway refused before calling the legacy API (its idempotency store
 * is down, ADR 0006), so the shopper can be told that nothing happened.
 */
const REFUSED: Record<FailedAction, MessageDescriptor> = {
  order: BUSY.order,
  payment: msg`The shop is busy: nothing was charged. Try again.`,
  change: msg`The shop is busy: your order was not changed. Try again.`,
  other: BUSY.other,
};

function errorCode(error: unknown): string | null {
  if (!CombinedGraphQLErrors.is(error)) return null;
  const code = error.errors.find((item) => typeof item.extensions?.code === 'string')?.extensions
    ?.code;
  return typeof code === 'string' ? code : null;
}

export function requestFailure(i18n: I18n, error: unknown, action: FailedAction): string {
  if (typeof navigator !== 'undefined' && !navigator.onLine)
    return i18n._(msg`Internet connection lost, try again`);
  switch (errorCode(error)) {
    case 'SERVICE_UNAVAILABLE':
      return i18n._(REFUSED[action]);
    case 'ALREADY_PAID':
      return i18n._(ALREADY_PAID);
    case 'PAYMENT_IN_PROGRESS':
      return i18n._(PAYMENT_IN_PROGRESS);
    case 'CONFLICT':
      return i18n._(msg`This order changed meanwhile. Reload the page and try again.`);
    case 'UNAUTHENTICATED':
      return i18n._(msg`Your session has ended. Sign in again to continue.`);
    default:
      return i18n._(BUSY[action]);
  }
}
