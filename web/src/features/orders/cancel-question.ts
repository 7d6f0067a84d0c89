/**
 * The question before cancelling an order, saying where its money goes: the legacy API refunds
 * to the wallet, card payments included (never back to the card), a debtor card's payment to
 * the card, and an EFT that arrives after the cancel to the wallet.
 */
import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { OrderPaymentSource, PaymentProvider } from '../../generated/types';

export interface CancelQuestionOrder {
  reference: string;
  supplierName: string;
  paymentProvider?: PaymentProvider | null;
  payments: readonly {
    source: OrderPaymentSource;
    provider?: PaymentProvider | null;
    amountInCents: number;
  }[];
}

const CARDS: ReadonlySet<PaymentProvider> = new Set<PaymentProvider>(['PAYGATE', 'YOCO']);

/** Whether a card paid part of the order (the legacy API refunds it to the wallet, never the card). */
export function paidByCard(payments: readonly { provider?: PaymentProvider | null }[]): boolean {
  return payments.some((part) => part.provider != null && CARDS.has(part.provider));
}

export function cancelQuestion(
  i18n: I18n,
  order: CancelQuestionOrder,
  money: (cents: number) => string,
): string {
  const reference = order.reference;
  const supplier = order.supplierName;
  const paid = money(order.payments.reduce((sum, part) => sum + part.amountInCents, 0));
  if (!order.payments.length)
    return order.paymentProvider === 'OFFLINE_EFT'
      ? i18n._(
          msg`Cancel order ${reference}? If you already sent the EFT, it goes to your wallet when it arrives.`,
        )
      : i18n._(msg`Cancel order ${reference}?`);
  if (order.paymentProvider === 'DEBTORCARD')
    return i18n._(
      msg`Cancel order ${reference}? The ${paid} paid goes back to your debtor card at ${supplier} straight away.`,
    );
  if (paidByCard(order.payments))
    return i18n._(
      msg`Cancel order ${reference}? The ${paid} paid goes to your wallet straight away, not back to your card: it pays towards your next order.`,
    );
  return i18n._(
    msg`Cancel order ${reference}? The ${paid} paid goes back to your wallet straight away: it pays towards your next order.`,
  );
}
