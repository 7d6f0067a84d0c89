/**
 * `/register`, in two tabs: the account (names, mobile number as login, password and its
 * confirmation) and the profile (business name, occupation, language, favoured suppliers, terms).
 * Signs the shopper in and goes back to `return_to`.
 */
import { useMutation } from '@apollo/client/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useRef, useState, type FormEvent } from 'react';
import { Link, Navigate, useNavigate, useSearchParams } from 'react-router';
import { useAccount } from './account-store';
import { LOCALE_NAMES, LOCALES, type Locale } from '../../core/i18n';
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

export function RegisterPage() {
  const { t, i18n } = useLingui();
  const navigate = useNavigate();
  const account = useAccount();
  const [search] = useSearchParams();
  const formRef = useRef<HTMLFormElement>(null);
  const [tab, setTab] = useState<Tab>('account');
  const [values, setValues] = useState<RegisterValues>({
    firstName: '',
    lastName: '',
    login: '',
    password: '',
    passwordConfirmation: '',
    businessName: '',
    occupation: '',
    language: i18n.locale.toUpperCase() as RegisterValues['language'],
    favouredSupplierIds: [],
    acceptTerms: false,
  });
  const [errors, setErrors] = useState<FieldErrors<RegisterField>>({});
  const [serverErrors, setServerErrors] = useState<string[]>([]);
  const [busy, submit] = useSubmit();
  const [signUp] = useMutation(SignUpDocument);
  const signedIn = useSignedIn();
  const translate = useAccountErrorMessages();
  const onward = search.toString() ? `?${search.toString()}` : '';

  const set =
    <Field extends RegisterField>(field: Field) =>
    (value: RegisterValues[Field]) => {
      setValues((current) => ({ ...current, [field]: value }));
      if (errors[field]) setErrors((current) => ({ ...current, [field]: undefined }));
    };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
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
          await navigate(safeReturnPath(search), { replace: true });
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
  if (account) return <Navigate to={safeReturnPath(search)} replace />;

  return (
    <section className="account-page">
      <form ref={formRef} className="account-form" noValidate onSubmit={onSubmit}>
        <FormErrors messages={serverErrors} />
        <div role="tablist" className="account-tabs" aria-label={t`Registration`}>
          {tabButton('account', t`Account`)}
          {tabButton('profile', t`Profile`)}
        </div>
        <div
          role="tabpanel"
          id="register-panel-account"
          aria-labelledby="register-tab-account"
          hidden={tab !== 'account'}
        >
          <TextField
            id="register-first-name"
            label={<Trans>First name</Trans>}
            autoComplete="given-name"
            value={values.firstName}
            onValue={set('firstName')}
            error={errors.firstName}
          />
          <TextField
            id="register-last-name"
            label={<Trans>Last name</Trans>}
            autoComplete="family-name"
            value={values.lastName}
            onValue={set('lastName')}
            error={errors.lastName}
          />
          <TextField
            id="register-login"
            label={<Trans>Mobile number</Trans>}
            hint={<Trans>You sign in with this number.</Trans>}
            type="tel"
            inputMode="tel"
            autoComplete="tel"
            value={values.login}
            onValue={set('login')}
            error={errors.login}
          />
          <TextField
            id="register-password"
            label={<Trans>Password</Trans>}
            hint={<Trans>At least 6 characters.</Trans>}
            type="password"
            autoComplete="new-password"
            value={values.password}
            onValue={set('password')}
            error={errors.password}
          />
          <TextField
            id="register-password-confirmation"
            label={<Trans>Confirm password</Trans>}
            type="password"
            autoComplete="new-password"
            value={values.passwordConfirmation}
            onValue={set('passwordConfirmation')}
            error={errors.passwordConfirmation}
          />
          <button type="button" className="button is-secondary" onClick={() => setTab('profile')}>
            <Trans>Next: profile</Trans>
          </button>
        </div>
        <div
          role="tabpanel"
          id="register-panel-profile"
          aria-labelledby="register-tab-profile"
          hidden={tab !== 'profile'}
        >
          <TextField
            id="register-business-name"
            label={<Trans>Business name (optional)</Trans>}
            autoComplete="organization"
            value={values.businessName}
            onValue={set('businessName')}
          />
          <TextField
            id="register-occupation"
            label={<Trans>Occupation (optional)</Trans>}
            value={values.occupation}
            onValue={set('occupation')}
          />
          <SelectField
            id="register-language"
            label={<Trans>Language</Trans>}
            value={values.language}
            onValue={(value) => set('language')(value as RegisterValues['language'])}
          >
            {LOCALES.map((locale: Locale) => (
              <option key={locale} value={locale.toUpperCase()} lang={locale}>
                {LOCALE_NAMES[locale]}
              </option>
            ))}
          </SelectField>
          <FavouredSuppliers
            idPrefix="register-favoured"
            selected={values.favouredSupplierIds}
            onChange={set('favouredSupplierIds')}
          />
          <CheckboxField
            id="register-terms"
            label={
              <Trans>
                I accept the{' '}
                <Link to="/terms_and_conditions" target="_blank">
                  terms and conditions
                </Link>
              </Trans>
            }
            checked={values.acceptTerms}
            onChecked={set('acceptTerms')}
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
