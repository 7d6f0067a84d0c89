/**
 * One way to pay as a radio with its name and, underneath, one line saying how it is paid (as the
 * radio's description, so its name stays short).
 */
import { useLingui } from '@lingui/react/macro';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useId } from 'react';
import type { PaymentProvider } from '../../generated/types';
import { PROVIDER_LABEL } from '../../core/payment-messages';

/** One line under each way to pay: the two card methods are told apart by where you pay. */
const PROVIDER_HINT: Partial<Record<PaymentProvider, MessageDescriptor>> = {
  PAYGATE: msg`Pay by card on PayGate's secure page, then come back here`,
  YOCO: msg`Pay by card here, on this page`,
  SHOP2SHOP: msg`Pay on Shop2Shop's page, then come back here`,
  MOYA: msg`Pay from your MoyaPay wallet on its page, then come back here`,
  OFFLINE_EFT: msg`Pay by bank transfer: the branch starts on the order when the money arrives`,
  CASH: msg`Pay in cash when you collect or receive the order`,
  DEBTORCARD: msg`Charged to your debtor card at this branch`,
};

export function PaymentChoice({
  name,
  provider,
  checked,
  onChoose,
  form,
}: {
  name: string;
  /** The form it is posted with when outside it (the confirmation's no-script Place order). */
  form?: string;
  provider: PaymentProvider;
  checked: boolean;
  onChoose: () => void;
}) {
  const { i18n } = useLingui();
  const id = useId();
  const hint = PROVIDER_HINT[provider];
  return (
    <label className="choice">
      <input
        type="radio"
        name={name}
        value={provider}
        form={form}
        checked={checked}
        onChange={onChoose}
        aria-labelledby={`${id}-name`}
        aria-describedby={hint ? `${id}-hint` : undefined}
      />
      <span className="choice-text">
        <span id={`${id}-name`}>{i18n._(PROVIDER_LABEL[provider])}</span>
        {hint && (
          <span id={`${id}-hint`} className="choice-hint">
            {i18n._(hint)}
          </span>
        )}
      </span>
    </label>
  );
}
