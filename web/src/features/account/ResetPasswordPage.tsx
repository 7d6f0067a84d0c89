/**
 * `/reset_password?login=…`: first the code from the SMS is checked (token validation), then
 * the new password is set; the shopper is then signed in and goes on to `return_to`. The first
 * step is a real form: before the scripts (or without them) the gateway checks the code and
 * shows the second step itself (POST /reset_password).
 */
import { useMutation } from '@apollo/client/react';
import type { MessageDescriptor } from '@lingui/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { useRef, useState, type FormEvent } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { ResetPasswordDocument } from './ResetPassword.generated';
import { ValidateResetCodeDocument } from './ValidateResetCode.generated';
import {
  FormErrors,
  SubmitButton,
  TextField,
  focusFirstError,
  useAccountErrorMessages,
  useSubmit,
} from './form';
import { useSignedIn } from './session';
import {
  collect,
  confirmation,
  mobileNumber,
  password,
  required,
  safeReturnPath,
  type FieldErrors,
} from './validation';

type CodeField = 'login' | 'code';
type PasswordField = 'password' | 'passwordConfirmation';

export function ResetPasswordPage() {
  const { t } = useLingui();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const formRef = useRef<HTMLFormElement>(null);
  const [resetToken, setResetToken] = useState<string | null>(null);
  const [newPassword, setNewPassword] = useState('');
  const [passwordConfirmation, setPasswordConfirmation] = useState('');
  const [errors, setErrors] = useState<FieldErrors<CodeField | PasswordField>>({});
  const [serverErrors, setServerErrors] = useState<string[]>([]);
  const [busy, submit] = useSubmit();
  const [validateCode] = useMutation(ValidateResetCodeDocument);
  const [resetPassword] = useMutation(ResetPasswordDocument);
  const signedIn = useSignedIn();
  const translate = useAccountErrorMessages();
  const forgotLink = `/forgot_password${search.toString() ? `?${search.toString()}` : ''}`;

  const show = (found: FieldErrors<CodeField | PasswordField>) => {
    setErrors(found);
    setServerErrors([]);
    if (Object.keys(found).length === 0) return false;
    requestAnimationFrame(() => focusFirstError(formRef.current));
    return true;
  };

  const refused = (list: { __typename?: string; message: string }[] | undefined) =>
    setServerErrors(list?.length ? translate(list) : [t`Something went wrong, try again`]);

  const onCheckCode = (form: FormData) =>
    submit(async () => {
      const login = String(form.get('login') ?? '');
      const code = String(form.get('code') ?? '');
      if (
        show(
          collect<CodeField>([
            ['login', mobileNumber(login)],
            ['code', required(code)],
          ]),
        )
      )
        return;
      try {
        const { data } = await validateCode({
          variables: { input: { login: login.trim(), code: code.trim() } },
        });
        const token = data?.validateResetCode.resetToken;
        if (token) setResetToken(token);
        else refused(data?.validateResetCode.errors);
      } catch {
        refused(undefined);
      }
    });

  const onReset = () =>
    submit(async () => {
      const found = collect<PasswordField>([
        ['password', password(newPassword)],
        ['passwordConfirmation', confirmation(passwordConfirmation, newPassword)],
      ]);
      if (show(found) || !resetToken) return;
      try {
        const { data } = await resetPassword({
          variables: { input: { resetToken, password: newPassword } },
        });
        const viewer = data?.resetPassword.viewer;
        if (viewer?.account) {
          await signedIn({ id: viewer.id, account: viewer.account });
          await navigate(safeReturnPath(search), { replace: true });
        } else refused(data?.resetPassword.errors);
      } catch {
        refused(undefined);
      }
    });

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void (resetToken ? onReset() : onCheckCode(new FormData(event.currentTarget)));
  };

  const clear = (field: CodeField | PasswordField) =>
    errors[field] && setErrors((current) => ({ ...current, [field]: undefined }));
  const field = (name: CodeField | PasswordField): MessageDescriptor | undefined => errors[name];

  return (
    <section className="account-page">
      <form
        ref={formRef}
        className="account-form"
        method="post"
        action="/reset_password"
        noValidate
        onSubmit={onSubmit}
      >
        <input type="hidden" name="redirect_to" value={safeReturnPath(search)} />
        <FormErrors messages={serverErrors} />
        {!resetToken ? (
          <>
            <p>
              <Trans>Enter the code we sent you by SMS.</Trans>
            </p>
            {/* The fields keep their own values (the server renders them): what is typed before
                the page hydrates stays, and the submit reads the form. */}
            <TextField
              id="reset-login"
              name="login"
              label={<Trans>Mobile number</Trans>}
              type="tel"
              inputMode="tel"
              autoComplete="username"
              defaultValue={search.get('login') ?? ''}
              onValue={() => clear('login')}
              error={field('login')}
            />
            <TextField
              id="reset-code"
              name="code"
              label={<Trans>Reset code</Trans>}
              inputMode="numeric"
              autoComplete="one-time-code"
              onValue={() => clear('code')}
              error={field('code')}
            />
            <SubmitButton busy={busy}>
              <Trans>Check code</Trans>
            </SubmitButton>
            <p className="account-links">
              <Link to={forgotLink}>
                <Trans>Send a new code</Trans>
              </Link>
            </p>
          </>
        ) : (
          <>
            <p role="status">
              <Trans>Code accepted. Choose a new password.</Trans>
            </p>
            <TextField
              id="reset-password"
              label={<Trans>New password</Trans>}
              hint={<Trans>At least 6 characters.</Trans>}
              type="password"
              autoComplete="new-password"
              value={newPassword}
              onValue={(value) => {
                setNewPassword(value);
                clear('password');
              }}
              error={field('password')}
            />
            <TextField
              id="reset-password-confirmation"
              label={<Trans>Confirm password</Trans>}
              type="password"
              autoComplete="new-password"
              value={passwordConfirmation}
              onValue={(value) => {
                setPasswordConfirmation(value);
                clear('passwordConfirmation');
              }}
              error={field('passwordConfirmation')}
            />
            <SubmitButton busy={busy}>
              <Trans>Set new password</Trans>
            </SubmitButton>
          </>
        )}
      </form>
    </section>
  );
}
