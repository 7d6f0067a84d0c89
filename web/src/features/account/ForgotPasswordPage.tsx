/**
 * `/forgot_password`: asks for a reset code by SMS, then goes on to enter it. A real form: before
 * the scripts (or without them) the gateway sends the code (POST /forgot_password).
 */
import { useMutation } from '@apollo/client/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useRef, useState, type FormEvent } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { ForgotPasswordDocument } from './ForgotPassword.generated';
import {
  FormErrors,
  SubmitButton,
  TextField,
  focusFirstError,
  useAccountErrorMessages,
  useSubmit,
} from './form';
import { mobileNumber, safeReturnPath } from './validation';
import type { MessageDescriptor } from '@lingui/core';

export function ForgotPasswordPage() {
  const { t } = useLingui();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const formRef = useRef<HTMLFormElement>(null);
  const [error, setError] = useState<MessageDescriptor | null>(null);
  const [serverErrors, setServerErrors] = useState<string[]>([]);
  const [busy, submit] = useSubmit();
  const [forgotPassword] = useMutation(ForgotPasswordDocument);
  const translate = useAccountErrorMessages();

  // The field keeps its own value (the server renders it): what is typed before the page
  // hydrates stays, and the submit reads the form.
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const login = String(new FormData(event.currentTarget).get('login') ?? '');
    void submit(async () => {
      const found = mobileNumber(login);
      setError(found);
      setServerErrors([]);
      if (found) {
        requestAnimationFrame(() => focusFirstError(formRef.current));
        return;
      }
      try {
        const { data } = await forgotPassword({ variables: { input: { login: login.trim() } } });
        const result = data?.forgotPassword;
        if (result && result.errors.length === 0) {
          const next = new URLSearchParams(search);
          next.set('login', login.trim());
          await navigate(`/reset_password?${next.toString()}`);
        } else {
          setServerErrors(
            result?.errors.length ? translate(result.errors) : [t`Something went wrong, try again`],
          );
        }
      } catch {
        setServerErrors([t`Something went wrong, try again`]);
      }
    });
  };

  return (
    <section className="account-page">
      <p>
        <Trans>
          Enter your mobile number. If it is registered, we send you a reset code by SMS.
        </Trans>
      </p>
      <form
        ref={formRef}
        className="account-form"
        method="post"
        action="/forgot_password"
        noValidate
        onSubmit={onSubmit}
      >
        <input type="hidden" name="redirect_to" value={safeReturnPath(search)} />
        <FormErrors messages={serverErrors} />
        <TextField
          id="forgot-login"
          name="login"
          label={<Trans>Mobile number</Trans>}
          type="tel"
          inputMode="tel"
          autoComplete="username"
          onValue={() => setError(null)}
          error={error}
        />
        <SubmitButton busy={busy}>
          <Trans>Send reset code</Trans>
        </SubmitButton>
      </form>
    </section>
  );
}
