/**
 * Debtor registration: needed before a first debtor card when neither an ID number nor a
 * business address is on the account. Either one is enough.
 */
import { useMutation } from '@apollo/client/react';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useRef, useState, type FormEvent } from 'react';
import { RegisterDebtorDocument } from './RegisterDebtor.generated';
import {
  FormErrors,
  SubmitButton,
  TextField,
  focusFirstError,
  useAccountErrorMessages,
  useSubmit,
} from '../account/form';

export function DebtorRegistration() {
  const { t } = useLingui();
  const formRef = useRef<HTMLFormElement>(null);
  const [idNumber, setIdNumber] = useState('');
  const [businessAddress, setBusinessAddress] = useState('');
  const [error, setError] = useState<MessageDescriptor | null>(null);
  const [serverErrors, setServerErrors] = useState<string[]>([]);
  const [busy, submit] = useSubmit();
  const [register] = useMutation(RegisterDebtorDocument);
  const translate = useAccountErrorMessages();

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void submit(async () => {
      setServerErrors([]);
      if (!idNumber.trim() && !businessAddress.trim()) {
        setError(msg`Enter your ID number or your business address`);
        requestAnimationFrame(() => focusFirstError(formRef.current));
        return;
      }
      setError(null);
      try {
        const { data } = await register({
          variables: {
            input: {
              ...(idNumber.trim() ? { idNumber: idNumber.trim() } : {}),
              ...(businessAddress.trim() ? { businessAddress: businessAddress.trim() } : {}),
            },
          },
        });
        const result = data?.updateProfile;
        if (!result?.account)
          setServerErrors(
            result?.errors.length ? translate(result.errors) : [t`Something went wrong, try again`],
          );
        // On success the account in the cache no longer needs registration: the page moves on.
      } catch {
        setServerErrors([t`Something went wrong, try again`]);
      }
    });
  };

  return (
    <section aria-labelledby="debtor-registration-title">
      <h2 id="debtor-registration-title">
        <Trans>Debtor registration</Trans>
      </h2>
      <p>
        <Trans>
          Before you can ask a branch for a debtor card, tell us your South African ID number or
          your business address.
        </Trans>
      </p>
      <form ref={formRef} className="account-form" noValidate onSubmit={onSubmit}>
        <FormErrors messages={serverErrors} />
        <TextField
          id="debtor-id-number"
          label={<Trans>ID number</Trans>}
          inputMode="numeric"
          value={idNumber}
          onValue={(value) => {
            setIdNumber(value);
            setError(null);
          }}
          error={error}
        />
        <TextField
          id="debtor-business-address"
          label={<Trans>Business address</Trans>}
          autoComplete="street-address"
          value={businessAddress}
          onValue={(value) => {
            setBusinessAddress(value);
            setError(null);
          }}
        />
        <SubmitButton busy={busy}>
          <Trans>Register as a debtor</Trans>
        </SubmitButton>
      </form>
    </section>
  );
}
