/**
 * One way to pay as a radio with its name; a provider whose payment happens on its own page
 * (PayGate) says so underneath, as the radio's description so its name stays short.
 */
import { useLingui } from '@lingui/react/macro';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useId } from 'react';
import type { PaymentProvider } from '../../generated/types';
import { PROVIDER_LABEL } from '../../core/payment-messages';

const PROVIDER_HINT: Partial<Record<PaymentProvider, MessageDescriptor>> = {
  PAYGATE: msg`Pay on PayGate's secure page`,
};

export function PaymentChoice({
  name,
  provider,
  checked,
  onChoose,
}: {
  name: string;
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
