/** `/sign_in`: mobile number and password; back to `return_to` or the guard's `redirect_to`. */
import { useMutation } from '@apollo/client/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useRef, useState, type FormEvent } from 'react';
import { Link, Navigate, useNavigate, useSearchParams } from 'react-router';
import { useAccount } from './account-store';
import { SignInDocument } from './SignIn.generated';
import {
  FormErrors,
  SubmitButton,
  TextField,
  focusFirstError,
  useAccountErrorMessages,
  useSubmit,
} from './form';
import { useSignedIn } from './session';
import { signInReason } from './sign-in-reason';
import { safeReturnPath, validateSignIn, type FieldErrors, type SignInValues } from './validation';

export function SignInPage() {
  const { t, i18n } = useLingui();
  const navigate = useNavigate();
  const account = useAccount();
  const [search] = useSearchParams();
  const formRef = useRef<HTMLFormElement>(null);
  const [errors, setErrors] = useState<FieldErrors<keyof SignInValues>>({});
  const [serverErrors, setServerErrors] = useState<string[]>([]);
  const [busy, submit] = useSubmit();
  const [signIn] = useMutation(SignInDocument);
  const signedIn = useSignedIn();
  const translate = useAccountErrorMessages();
  const returnTo = safeReturnPath(search);
  const reason = signInReason(returnTo);
  const onward = search.toString() ? `?${search.toString()}` : '';

  // The fields keep their own values (the server renders them): what a shopper types before the
  // page hydrates stays, and the submit reads the form.
  const typed = (field: keyof SignInValues) => () => {
    if (errors[field]) setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const values: SignInValues = {
      login: String(form.get('login') ?? ''),
      password: String(form.get('password') ?? ''),
    };
    void submit(async () => {
      const found = validateSignIn(values);
      setErrors(found);
      setServerErrors([]);
      if (Object.keys(found).length) {
        requestAnimationFrame(() => focusFirstError(formRef.current));
        return;
      }
      try {
        const { data } = await signIn({
          variables: { input: { login: values.login.trim(), password: values.password } },
        });
        const result = data?.signIn;
        if (result?.viewer?.account) {
          await signedIn({ id: result.viewer.id, account: result.viewer.account });
          await navigate(returnTo, { replace: true });
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

  // A shopper who is already signed in goes straight on to where they were headed.
  if (account) return <Navigate to={returnTo} replace />;

  return (
    <section className="account-page">
      {reason && (
        <p className="notice sign-in-reason" role="status">
          {i18n._(reason)}
        </p>
      )}
      {/* A real form: before the scripts (or without them) the gateway signs in (POST /sign_in). */}
      <form
        ref={formRef}
        className="account-form"
        method="post"
        action="/sign_in"
        noValidate
        onSubmit={onSubmit}
      >
        <input type="hidden" name="redirect_to" value={returnTo} />
        <FormErrors messages={serverErrors} />
        <TextField
          id="sign-in-login"
          name="login"
          label={<Trans>Mobile number</Trans>}
          type="tel"
          inputMode="tel"
          autoComplete="username"
          onValue={typed('login')}
          error={errors.login}
        />
        <TextField
          id="sign-in-password"
          name="password"
          label={<Trans>Password</Trans>}
          type="password"
          autoComplete="current-password"
          onValue={typed('password')}
          error={errors.password}
        />
        <SubmitButton busy={busy}>
          <Trans>Log in</Trans>
        </SubmitButton>
      </form>
      <p className="account-links">
        <Link to={`/forgot_password${onward}`}>
          <Trans>Forgot your password?</Trans>
        </Link>
      </p>
      <p className="account-links">
        <Trans>New here?</Trans>{' '}
        <Link to={`/register${onward}`}>
          <Trans>Register</Trans>
        </Link>
      </p>
    </section>
  );
}
