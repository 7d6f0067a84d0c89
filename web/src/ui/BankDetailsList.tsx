/** A supplier's bank details for an EFT, with the reference the shopper must quote. */
import { Trans } from '@lingui/react/macro';

export interface BankDetails {
  bankName: string;
  branch: string;
  accountName: string;
  accountNumber: string;
  accountType: string;
}

export function BankDetailsList({
  bank,
  reference,
}: {
  bank: BankDetails;
  reference?: string | null;
}) {
  return (
    <dl className="bank-details">
      <div>
        <dt>
          <Trans>Bank</Trans>
        </dt>
        <dd>{bank.bankName}</dd>
      </div>
      <div>
        <dt>
          <Trans>Branch</Trans>
        </dt>
        <dd>{bank.branch}</dd>
      </div>
      <div>
        <dt>
          <Trans>Account name</Trans>
        </dt>
        <dd>{bank.accountName}</dd>
      </div>
      <div>
        <dt>
          <Trans>Account number</Trans>
        </dt>
        <dd>{bank.accountNumber}</dd>
      </div>
      <div>
        <dt>
          <Trans>Account type</Trans>
        </dt>
        <dd>{bank.accountType}</dd>
      </div>
      {reference && (
        <div>
          <dt>
            <Trans>Reference</Trans>
          </dt>
          <dd>{reference}</dd>
        </div>
      )}
    </dl>
  );
}
