/** Debtor card top-up: the supplier's bank details, with the card number as the payment reference. */
import { useQuery } from '@apollo/client/react';
import { Trans } from '@lingui/react/macro';
import { SupplierBankDetailsDocument } from './SupplierBankDetails.generated';
import type { DebtorCardsPage_CardFragment } from './DebtorCardsPage_card.generated';
import { Dialog } from '../../ui/Dialog';
import { ErrorNotice, ListSkeleton } from '../../ui/states';
import { BankDetailsList } from '../../ui/BankDetailsList';

export function TopUpModal({
  card,
  onClose,
}: {
  card: DebtorCardsPage_CardFragment;
  onClose: () => void;
}) {
  const { data, loading, refetch } = useQuery(SupplierBankDetailsDocument, {
    variables: { id: card.supplierId },
  });
  const bank = data?.supplier?.bankDetails;
  return (
    <Dialog title={<Trans>Top up at {card.supplierName}</Trans>} onClose={onClose}>
      <p>
        <Trans>
          Pay into this account by EFT or at the bank. Your card is topped up once the branch
          receives the money.
        </Trans>
      </p>
      {loading && !bank && <ListSkeleton rows={3} />}
      {!loading && !bank && <ErrorNotice onRetry={() => void refetch()} />}
      {bank && <BankDetailsList bank={bank} reference={card.cardNumber} />}
    </Dialog>
  );
}
