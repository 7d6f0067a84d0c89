/**
 * A supplier's bank details for an EFT, with the reference the shopper must quote and, when
 * given, the amount. The values a shopper types into a banking app (account number, branch
 * code, reference, amount) each have a copy button (with JavaScript on); one status line says
 * what was copied.
 */
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { serverWord } from '../lib/server-text';
import { CopyIcon } from './icons';
import { useScriptReady } from './use-hydrated';
import { SuccessAlert, useSuccessAlert } from './SuccessAlert';
import './bank-details.css';

export interface BankDetails {
  bankName: string;
  branch: string;
  accountName: string;
  accountNumber: string;
  accountType: string;
}

interface Row {
  id: string;
  label: MessageDescriptor;
  value: string;
  /** What the copy button puts on the clipboard (and its labels); none: not copyable. */
  copy?: { text: string; label: MessageDescriptor; done: MessageDescriptor };
}

export function BankDetailsList({
  bank,
  reference,
  amount,
}: {
  bank: BankDetails;
  reference?: string | null;
  /** The amount to pay: shown as `text`, copied as `plain` (e.g. `56.97`). */
  amount?: { text: string; plain: string };
}) {
  const { i18n } = useLingui();
  const copied = useSuccessAlert();
  const [copyFailed, setCopyFailed] = useState(false);
  // The buttons need the page's script: on screen from the first paint (nothing moves when it
  // comes), not shown at all with JavaScript off (`needs-script`).
  const scriptReady = useScriptReady();
  const rows: Row[] = [
    { id: 'bankName', label: msg`Bank`, value: bank.bankName },
    {
      id: 'branch',
      label: msg`Branch code`,
      value: bank.branch,
      copy: { text: bank.branch, label: msg`Copy branch code`, done: msg`Branch code copied` },
    },
    { id: 'accountName', label: msg`Account name`, value: bank.accountName },
    {
      id: 'accountNumber',
      label: msg`Account number`,
      value: bank.accountNumber,
      copy: {
        text: bank.accountNumber,
        label: msg`Copy account number`,
        done: msg`Account number copied`,
      },
    },
    { id: 'accountType', label: msg`Account type`, value: serverWord(i18n, bank.accountType) },
  ];
  if (reference)
    rows.push({
      id: 'reference',
      label: msg`Reference`,
      value: reference,
      copy: { text: reference, label: msg`Copy reference`, done: msg`Reference copied` },
    });
  if (amount)
    rows.push({
      id: 'amount',
      label: msg`Amount`,
      value: amount.text,
      copy: { text: amount.plain, label: msg`Copy amount`, done: msg`Amount copied` },
    });

  const copy = async (row: Row) => {
    if (!row.copy) return;
    try {
      await navigator.clipboard.writeText(row.copy.text);
      setCopyFailed(false);
      copied.show(i18n._(row.copy.done));
    } catch {
      // No clipboard (an old browser or a refused permission): the value is on screen to select.
      copied.hide();
      setCopyFailed(true);
    }
  };

  return (
    <>
      <dl className="bank-details">
        {rows.map((row) => (
          <div key={row.id} className={row.id === 'reference' ? 'is-key' : undefined}>
            <dt>{i18n._(row.label)}</dt>
            <dd>
              <span data-testid={`bank-${row.id}`}>{row.value}</span>
              {row.copy && (
                <button
                  type="button"
                  className="copy-button needs-script"
                  {...scriptReady}
                  aria-label={i18n._(row.copy.label)}
                  title={i18n._(row.copy.label)}
                  onClick={() => void copy(row)}
                >
                  <CopyIcon />
                </button>
              )}
            </dd>
          </div>
        ))}
      </dl>
      <SuccessAlert alert={copied} />
      {copyFailed && (
        <p className="bank-details-status" role="alert">
          <Trans>Could not copy: select the text instead</Trans>
        </p>
      )}
    </>
  );
}
