/**
 * How to pay an order by EFT, shown on the payment page and on the order page while the money is
 * awaited: the amount, the branch's bank details with copy buttons, the reference to quote and
 * the deadline (the order's collection or delivery slot, when it has one).
 */
import { useQuery } from '@apollo/client/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useAppConfig } from '../../core/config/app-config';
import { EftBankDetailsDocument } from './EftBankDetails.generated';
import type { DispatchMethod } from '../../generated/types';
import { formatSlotStart } from '../../lib/dates';
import { formatMoney } from '../../lib/money';
import { BankDetailsList } from '../../ui/BankDetailsList';
import { ErrorNotice, ListSkeleton } from '../../ui/states';
import './eft-card.css';

export interface EftOrder {
  id: string;
  reference: string;
  supplierId: string;
  payableBalanceInCents: number;
  collectionStartsAt?: string | null;
  formattedCollectionDate?: string | null;
  dispatchMethod: DispatchMethod;
}

export function EftPaymentCard({ order }: { order: EftOrder }) {
  const config = useAppConfig();
  const { i18n } = useLingui();
  const { data, error, refetch } = useQuery(EftBankDetailsDocument, {
    variables: { supplierId: order.supplierId },
  });
  const amount = formatMoney(order.payableBalanceInCents, config.currencySymbol);
  const bank = data?.supplier?.bankDetails;
  const slot =
    formatSlotStart(order.collectionStartsAt, i18n.locale) ?? order.formattedCollectionDate;
  const headingId = `eft-heading-${order.id}`;
  return (
    <section className="eft-card" aria-labelledby={headingId}>
      <h3 id={headingId}>
        <Trans>Pay {amount} by EFT</Trans>
      </h3>
      {slot && (
        <p className="eft-deadline" data-testid="eft-deadline">
          {order.dispatchMethod === 'DELIVER' ? (
            <Trans>Pay before {slot}, so the branch can deliver in your slot.</Trans>
          ) : (
            <Trans>Pay before {slot}, so your order is ready when you collect it.</Trans>
          )}
        </p>
      )}
      {bank ? (
        <BankDetailsList
          bank={bank}
          reference={order.reference}
          amount={{ text: amount, plain: (order.payableBalanceInCents / 100).toFixed(2) }}
        />
      ) : error ? (
        <ErrorNotice onRetry={() => void refetch()} />
      ) : (
        <ListSkeleton rows={3} />
      )}
      <p className="muted">
        <Trans>
          Quote the reference so the branch can match your payment. The branch starts on your order
          when the money arrives.
        </Trans>
      </p>
    </section>
  );
}
