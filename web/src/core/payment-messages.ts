/** The legacy shop client's payment messages, chosen by `PaymentFailureReason`. */
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { PaymentFailureReason, PaymentProvider } from '../generated/types';
import { ALREADY_PAID, PAYMENT_IN_PROGRESS } from '../lib/request-failure';

export const PAYMENT_FAILURE: Record<PaymentFailureReason, MessageDescriptor> = {
  FAILED: msg`Payment failed, try again`,
  DECLINED: msg`Your payment was declined and nothing was charged. Try another card or pay another way.`,
  INSUFFICIENT_FUNDS: msg`Insufficient funds`,
  AMOUNT_ERROR: msg`Amount error: the amount to pay changed, so nothing was charged. Pay the new amount.`,
  CANCELLED: msg`You cancelled the payment`,
  ALREADY_PAID,
  PAYMENT_IN_PROGRESS,
  REFUSED: msg`Payment failed, try again`,
};

export function failureMessage(reason: string | null | undefined): MessageDescriptor {
  return PAYMENT_FAILURE[(reason ?? 'FAILED') as PaymentFailureReason] ?? PAYMENT_FAILURE.FAILED;
}

export const PROVIDER_LABEL: Record<PaymentProvider, MessageDescriptor> = {
  PAYGATE: msg`PayGate (card)`,
  SHOP2SHOP: msg`Shop2Shop`,
  MOYA: msg`MoyaPay`,
  YOCO: msg`Card`,
  OFFLINE_EFT: msg`EFT (bank transfer)`,
  CASH: msg`Cash`,
  DEBTORCARD: msg`Debtor card`,
};

export const REDIRECT_PROVIDERS: PaymentProvider[] = ['PAYGATE', 'SHOP2SHOP', 'MOYA'];
export const OFFLINE_PROVIDERS: PaymentProvider[] = ['OFFLINE_EFT', 'CASH', 'DEBTORCARD'];

export function isRedirect(provider: PaymentProvider | null | undefined): boolean {
  return !!provider && REDIRECT_PROVIDERS.includes(provider);
}

export function isOnline(provider: PaymentProvider | null | undefined): boolean {
  return isRedirect(provider) || provider === 'YOCO';
}
