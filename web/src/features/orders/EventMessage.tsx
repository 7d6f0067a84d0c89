/** One line of the order's event log in the shopper's language (see event-text.ts). */
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react/macro';
import { parseEventMessage, type FixedEvent } from './event-text';

const FIXED: Record<FixedEvent, MessageDescriptor> = {
  'Awaiting payment': msg`Awaiting payment`,
  'Payment is being processed': msg`Payment is being processed`,
  'Order accepted by the branch': msg`Order accepted by the branch`,
  'Your order is being prepared': msg`Your order is being prepared`,
  'Some items are short: accept or remove them to continue': msg`Some items are short: accept or remove them to continue`,
  'Ready for collection': msg`Ready for collection`,
  'Ready for delivery': msg`Ready for delivery`,
  'Out for delivery with the driver': msg`Out for delivery with the driver`,
  Delivered: msg`Delivered`,
  Collected: msg`Collected`,
  'Order cancelled': msg`Order cancelled`,
  'Order timed out before it was paid': msg`Order timed out before it was paid`,
  'Payment received': msg`Payment received`,
  'Order updated': msg`Order updated`,
  'Order placed': msg`Order placed`,
  'Paid with debtor card: order accepted': msg`Paid with debtor card: order accepted`,
  'Order accepted: payment on the way': msg`Order accepted: payment on the way`,
  'Stock-short items settled: preparing resumes': msg`Stock-short items settled: preparing resumes`,
  'Provider declined payment': msg`Payment declined: nothing was charged`,
};

export function EventMessage({ message }: { message: string }) {
  const { i18n, t } = useLingui();
  const event = parseEventMessage(message);
  switch (event.kind) {
    case 'fixed':
      return <>{i18n._(FIXED[event.key])}</>;
    case 'debtorCharged': {
      const { amount, card } = event;
      return <>{t`${amount} charged to debtor card ${card}`}</>;
    }
    case 'creditApplied': {
      const { amount } = event;
      return <>{t`${amount} wallet credit applied`}</>;
    }
    case 'paidWith': {
      const { amount, provider } = event;
      return <>{t`${amount} paid with ${provider}`}</>;
    }
    case 'cashReceived': {
      const { amount } = event;
      return <>{t`Cash payment of ${amount} received`}</>;
    }
    case 'received': {
      const { amount } = event;
      return <>{t`${amount} received`}</>;
    }
    case 'creditedToWallet': {
      const { amount } = event;
      return <>{t`${amount} credited to your wallet`}</>;
    }
    case 'refunded': {
      const { amount } = event;
      return (
        <>
          {event.to === 'wallet'
            ? t`${amount} refunded to your wallet`
            : t`${amount} refunded to your debtor card`}
        </>
      );
    }
    case 'payInCash': {
      const { amount } = event;
      return (
        <>
          {event.when === 'receive'
            ? t`Pay ${amount} in cash when you receive the order`
            : t`Pay ${amount} in cash when you collect the order`}
        </>
      );
    }
    case 'payByEft': {
      const { amount, bank, account, branch, reference } = event;
      return (
        <>{t`Pay ${amount} by EFT to ${bank} account ${account} (branch ${branch}) with reference ${reference}`}</>
      );
    }
    case 'reviewed': {
      const { rating } = event;
      return <>{t`Reviewed: ${rating} of 5`}</>;
    }
    case 'asWritten':
      return <>{event.text}</>;
  }
}
