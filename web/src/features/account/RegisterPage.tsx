/**
 * `/register`, in two tabs: the account (names, mobile number as login, password and its
 * confirmation) and the profile (business name, occupation, language, favoured suppliers, terms).
 * Signs the shopper in and goes back to `return_to`.
 *
 * The server renders it for visitors, and its form is a real one (`POST /register`, which the
 * gateway answers with the same `signUp`): before the scripts, or without them, both tabs' fields
 * are one form in two parts, and the fields keep their own values, so what is typed before the
 * page hydrates stays; the submit reads the form.
 */
import { useMutation } from '@apollo/client/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useRef, useState, type FormEvent } from 'react';
import { Link, Navigate, useNavigate, useSearchParams } from 'react-router';
import { useAccount } from './account-store';
import { LOCALE_NAMES, LOCALES, type Locale } from '../../core/i18n';
import { useHydrated } from '../../ui/use-hydrated';
import { SignUpDocument } from './SignUp.generated';
import { FavouredSuppliers } from './FavouredSuppliers';
import {
  CheckboxField,
  FormErrors,
  SelectField,
  SubmitButton,
  TextField,
  focusFirstError,
  useAccountErrorMessages,
  useSubmit,
} from './form';
import { useSignedIn } from './session';
import {
  ACCOUNT_TAB_FIELDS,
  safeReturnPath,
  validateRegister,
  type FieldErrors,
  type RegisterField,
  type RegisterValues,
} from './validation';

type Tab = 'account' | 'profile';

/** What the form holds (its fields' names are the register values'). */
function valuesOf(form: HTMLFormElement): RegisterValues {
  const data = new FormData(form);
  const text = (name: RegisterField) => String(data.get(name) ?? '');
  return {
    firstName: text('firstName'),
    lastName: text('lastName'),
    login: text('login'),
    password: text('password'),
    passwordConfirmation: text('passwordConfirmation'),
    businessName: text('businessName'),
    occupation: text('occupation'),
    language: text('language') as RegisterValues['language'],
    favouredSupplierIds: data.getAll('favouredSupplierIds').map(String),
    acceptTerms: data.get('acceptTerms') !== null,
  };
}

export function RegisterPage() {
  const { t, i18n } = useLingui();
  const navigate = useNavigate();
  const account = useAccount();
  const [search] = useSearchParams();
  const formRef = useRef<HTMLFormElement>(null);
  // Tabs once the scripts serve the page; before that (or without them) both parts show.
  const tabbed = useHydrated();
  const [tab, setTab] = useState<Tab>('account');
  const [errors, setErrors] = useState<FieldErrors<RegisterField>>({});
  const [serverErrors, setServerErrors] = useState<string[]>([]);
  const [busy, submit] = useSubmit();
  const [signUp] = useMutation(SignUpDocument);
  const signedIn = useSignedIn();
  const translate = useAccountErrorMessages();
  const returnTo = safeReturnPath(search);
  const onward = search.toString() ? `?${search.toString()}` : '';

  const typed = (field: RegisterField) => () => {
    if (errors[field]) setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const values = valuesOf(event.currentTarget);
    void submit(async () => {
      const found = validateRegister(values);
      setErrors(found);
      setServerErrors([]);
      const failing = Object.keys(found) as RegisterField[];
      if (failing.length) {
        const onAccountTab = failing.some((field) => ACCOUNT_TAB_FIELDS.includes(field));
        setTab(onAccountTab ? 'account' : 'profile');
        requestAnimationFrame(() => focusFirstError(formRef.current));
        return;
      }
      try {
        const { data } = await signUp({
          variables: {
            input: {
              login: values.login.trim(),
              password: values.password,
              firstName: values.firstName.trim(),
              lastName: values.lastName.trim(),
              businessName: values.businessName.trim() || null,
              occupation: values.occupation.trim() || null,
              language: values.language,
              favouredSupplierIds: values.favouredSupplierIds,
              acceptTerms: values.acceptTerms,
            },
          },
        });
        const result = data?.signUp;
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

  const tabButton = (id: Tab, label: string) => (
    <button
      type="button"
      role="tab"
      id={`register-tab-${id}`}
      aria-controls={`register-panel-${id}`}
      aria-selected={tab === id}
      tabIndex={tab === id ? 0 : -1}
      className={`account-tab${tab === id ? ' is-selected' : ''}`}
      onClick={() => setTab(id)}
      onKeyDown={(event) => {
        if (event.key === 'ArrowRight' || event.key === 'ArrowLeft') {
          const next = id === 'account' ? 'profile' : 'account';
          setTab(next);
          document.getElementById(`register-tab-${next}`)?.focus();
        }
      }}
    >
      {label}
    </button>
  );

  // A shopper who is already signed in goes straight on to where they were headed.
  if (account) return <Navigate to={returnTo} replace />;

  /** A tab's panel once the scripts run; before, a titled part of the one form. */
  const part = (id: Tab) =>
    tabbed
      ? {
          role: 'tabpanel',
          id: `register-panel-${id}`,
          'aria-labelledby': `register-tab-${id}`,
          hidden: tab !== id,
          className: 'register-part',
        }
      : {
          role: 'group',
          id: `register-panel-${id}`,
          'aria-labelledby': `register-part-${id}`,
          className: 'register-part',
        };

  return (
    <section className="account-page">
      {/* A real form: before the scripts (or without them) the gateway registers (POST /register). */}
      <form
        ref={formRef}
        className="account-form"
        method="post"
        action="/register"
        noValidate
        onSubmit={onSubmit}
      >
        <input type="hidden" name="redirect_to" value={returnTo} />
        <FormErrors messages={serverErrors} />
        {tabbed && (
          <div role="tablist" className="account-tabs" aria-label={t`Registration`}>
            {tabButton('account', t`Account`)}
            {tabButton('profile', t`Profile`)}
          </div>
        )}
        <div {...part('account')}>
          {!tabbed && (
            <h2 className="register-part-title" id="register-part-account">
              <Trans>Account</Trans>
            </h2>
          )}
          <TextField
            id="register-first-name"
            name="firstName"
            label={<Trans>First name</Trans>}
            autoComplete="given-name"
            onValue={typed('firstName')}
            error={errors.firstName}
          />
          <TextField
            id="register-last-name"
            name="lastName"
            label={<Trans>Last name</Trans>}
            autoComplete="family-name"
            onValue={typed('lastName')}
            error={errors.lastName}
          />
          <TextField
            id="register-login"
            name="login"
            label={<Trans>Mobile number</Trans>}
            hint={<Trans>You sign in with this number.</Trans>}
            type="tel"
            inputMode="tel"
            autoComplete="tel"
            onValue={typed('login')}
            error={errors.login}
          />
          <TextField
            id="register-password"
            name="password"
            label={<Trans>Password</Trans>}
            hint={<Trans>At least 6 characters.</Trans>}
            type="password"
            autoComplete="new-password"
            onValue={typed('password')}
            error={errors.password}
          />
          <TextField
            id="register-password-confirmation"
            name="passwordConfirmation"
            label={<Trans>Confirm password</Trans>}
            type="password"
            autoComplete="new-password"
            onValue={typed('passwordConfirmation')}
            error={errors.passwordConfirmation}
          />
          {tabbed && (
            <button type="button" className="button is-secondary" onClick={() => setTab('profile')}>
              <Trans>Next: profile</Trans>
            </button>
          )}
        </div>
        <div {...part('profile')}>
          {!tabbed && (
            <h2 className="register-part-title" id="register-part-profile">
              <Trans>Profile</Trans>
            </h2>
          )}
          <TextField
            id="register-business-name"
            name="businessName"
            label={<Trans>Business name (optional)</Trans>}
            autoComplete="organization"
            onValue={typed('businessName')}
          />
          <TextField
            id="register-occupation"
            name="occupation"
            label={<Trans>Occupation (optional)</Trans>}
            onValue={typed('occupation')}
          />
          <SelectField
            id="register-language"
            name="language"
            label={<Trans>Language</Trans>}
            defaultValue={i18n.locale.toUpperCase()}
          >
            {LOCALES.map((locale: Locale) => (
              <option key={locale} value={locale.toUpperCase()} lang={locale}>
                {LOCALE_NAMES[locale]}
              </option>
            ))}
          </SelectField>
          <FavouredSuppliers idPrefix="register-favoured" name="favouredSupplierIds" />
          <CheckboxField
            id="register-terms"
            name="acceptTerms"
            label={
              <Trans>
                I accept the{' '}
                <Link to="/terms_and_conditions" target="_blank">
                  terms and conditions
                </Link>
              </Trans>
            }
            onChecked={typed('acceptTerms')}
            error={errors.acceptTerms}
          />
        </div>
        <SubmitButton busy={busy}>
          <Trans>Register</Trans>
        </SubmitButton>
      </form>
      <p className="account-links">
        <Trans>Already registered?</Trans>{' '}
        <Link to={`/sign_in${onward}`}>
          <Trans>Log in</Trans>
        </Link>
      </p>
    </section>
  );
}
