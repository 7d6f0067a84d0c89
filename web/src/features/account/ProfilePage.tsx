/**
 * `/profile`: names, mobile number (login), a new password (with the current one), ID number and
 * business address, business name, occupation, bank, address, language, favoured suppliers and
 * payment providers, marketing SMSes. Only changed fields are sent (never addresses, the full
 * name or push subscriptions); a new language applies to the interface as soon as it is saved.
 * A new password signs out the shopper's other sessions (the gateway does that).
 */
import { useMutation } from '@apollo/client/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useRef, useState, type FormEvent } from 'react';
import { usePreloadedQuery } from '../../apollo/use-preloaded-query';
import { PROVIDER_LABEL } from '../../core/payment-messages';
import { chooseLocale, LOCALE_NAMES, LOCALES } from '../../core/i18n';
import { useLoaderData } from 'react-router';
import type { ProfileLoaderData } from './loaders';
import { UpdateProfileDocument } from './UpdateProfile.generated';
import type { Language, PaymentProvider, UpdateProfileInput } from '../../generated/types';
import type { ProfilePage_AccountFragment } from './ProfilePage_account.generated';
import { ErrorNotice } from '../../ui/states';
import { SuccessAlert, useSuccessAlert } from '../../ui/SuccessAlert';
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
import { profileUpdate, type ProfileFormValues } from './profile-update';
import { validateProfile, type FieldErrors, type ProfileValues } from './validation';

export function ProfilePage() {
  // Started by the route's loader (loaders.ts); the shell's skeleton shows until it answers.
  const { queryRef } = useLoaderData<ProfileLoaderData>();
  const { data, refetch } = usePreloadedQuery(queryRef);
  const account = data?.viewer?.account;
  if (account) return <ProfileForm key={account.id} account={account} />;
  return <ErrorNotice onRetry={() => void refetch()} />;
}

export function formValuesOf(account: ProfilePage_AccountFragment): ProfileFormValues {
  return {
    firstName: account.firstName,
    lastName: account.lastName,
    login: account.login,
    currentPassword: '',
    password: '',
    passwordConfirmation: '',
    idNumber: account.idNumber ?? '',
    businessAddress: account.businessAddress ?? '',
    businessName: account.profile.businessName ?? '',
    occupation: account.profile.occupation ?? '',
    bank: account.profile.bank ?? '',
    address: account.profile.address ?? '',
    language: account.profile.language,
    smsMarketing: account.profile.smsMarketing,
    favouredNewSuppliers: account.profile.favouredNewSuppliers,
    favouredSupplierIds: account.profile.favouredSupplierIds,
    favouredPaymentProviders: account.profile.favouredPaymentProviders,
  };
}

const PROVIDERS: PaymentProvider[] = [
  'PAYGATE',
  'SHOP2SHOP',
  'MOYA',
  'YOCO',
  'OFFLINE_EFT',
  'CASH',
  'DEBTORCARD',
];

function ProfileForm({ account }: { account: ProfilePage_AccountFragment }) {
  const { t, i18n } = useLingui();
  const formRef = useRef<HTMLFormElement>(null);
  const [saved, setSaved] = useState(() => formValuesOf(account));
  const [values, setValues] = useState(saved);
  const [errors, setErrors] = useState<FieldErrors<keyof ProfileValues>>({});
  const [serverErrors, setServerErrors] = useState<string[]>([]);
  const done = useSuccessAlert();
  const [busy, submit] = useSubmit();
  const [updateProfile] = useMutation(UpdateProfileDocument);
  const translate = useAccountErrorMessages();

  // One name per way to pay, the same as at checkout and on the order.
  const providerName = (provider: PaymentProvider) => i18n._(PROVIDER_LABEL[provider]);

  const set =
    <Field extends keyof ProfileFormValues>(field: Field) =>
    (value: ProfileFormValues[Field]) => {
      setValues((current) => ({ ...current, [field]: value }));
      done.hide();
      if (field in errors) setErrors((current) => ({ ...current, [field]: undefined }));
    };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void submit(async () => {
      const found = validateProfile(values);
      setErrors(found);
      setServerErrors([]);
      done.hide();
      if (Object.keys(found).length) {
        requestAnimationFrame(() => focusFirstError(formRef.current));
        return;
      }
      const input: UpdateProfileInput = profileUpdate(saved, values);
      if (Object.keys(input).length === 0) {
        done.show(<Trans>Your profile is saved.</Trans>);
        return;
      }
      try {
        const { data } = await updateProfile({ variables: { input } });
        const result = data?.updateProfile;
        if (result?.account) {
          const next = { ...formValuesOf(result.account) };
          setSaved(next);
          setValues(next);
          done.show(<Trans>Your profile is saved.</Trans>);
          if (input.profile?.language) {
            await chooseLocale(result.account.profile.language.toLowerCase() as 'en');
          }
        } else {
          setServerErrors(
            result?.errors.length
              ? translate(result.errors).map((message, index) =>
                  // Here a wrong password is the current one: the number is the shopper's own.
                  result.errors[index]?.__typename === 'WrongPasswordError'
                    ? t`Your current password is wrong`
                    : message,
                )
              : [t`Something went wrong, try again`],
          );
        }
      } catch {
        setServerErrors([t`Something went wrong, try again`]);
      }
    });
  };

  return (
    <section className="account-page">
      <form ref={formRef} className="account-form" noValidate onSubmit={onSubmit}>
        <FormErrors messages={serverErrors} />
        <fieldset className="form-fieldset">
          <legend>
            <Trans>Account</Trans>
          </legend>
          <TextField
            id="profile-first-name"
            label={<Trans>First name</Trans>}
            autoComplete="given-name"
            value={values.firstName}
            onValue={set('firstName')}
            error={errors.firstName}
          />
          <TextField
            id="profile-last-name"
            label={<Trans>Last name</Trans>}
            autoComplete="family-name"
            value={values.lastName}
            onValue={set('lastName')}
            error={errors.lastName}
          />
          <TextField
            id="profile-login"
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
            id="profile-current-password"
            label={<Trans>Current password</Trans>}
            hint={<Trans>Needed only to set a new password.</Trans>}
            type="password"
            autoComplete="current-password"
            value={values.currentPassword}
            onValue={set('currentPassword')}
            error={errors.currentPassword}
          />
          <TextField
            id="profile-password"
            label={<Trans>New password (optional)</Trans>}
            hint={<Trans>Leave empty to keep your password. At least 6 characters.</Trans>}
            type="password"
            autoComplete="new-password"
            value={values.password}
            onValue={set('password')}
            error={errors.password}
          />
          <TextField
            id="profile-password-confirmation"
            label={<Trans>Confirm new password</Trans>}
            type="password"
            autoComplete="new-password"
            value={values.passwordConfirmation}
            onValue={set('passwordConfirmation')}
            error={errors.passwordConfirmation}
          />
        </fieldset>
        <fieldset className="form-fieldset">
          <legend>
            <Trans>Business and debtor details</Trans>
          </legend>
          <TextField
            id="profile-id-number"
            label={<Trans>ID number</Trans>}
            inputMode="numeric"
            value={values.idNumber}
            onValue={set('idNumber')}
          />
          <TextField
            id="profile-business-address"
            label={<Trans>Business address</Trans>}
            autoComplete="street-address"
            value={values.businessAddress}
            onValue={set('businessAddress')}
          />
          <TextField
            id="profile-business-name"
            label={<Trans>Business name</Trans>}
            autoComplete="organization"
            value={values.businessName}
            onValue={set('businessName')}
          />
          <TextField
            id="profile-occupation"
            label={<Trans>Occupation</Trans>}
            value={values.occupation}
            onValue={set('occupation')}
          />
          <TextField
            id="profile-bank"
            label={<Trans>Bank</Trans>}
            value={values.bank}
            onValue={set('bank')}
          />
          <TextField
            id="profile-address"
            label={<Trans>Home or business address</Trans>}
            value={values.address}
            onValue={set('address')}
          />
        </fieldset>
        <fieldset className="form-fieldset">
          <legend>
            <Trans>Preferences</Trans>
          </legend>
          <SelectField
            id="profile-language"
            label={<Trans>Language</Trans>}
            value={values.language}
            onValue={(value) => set('language')(value as Language)}
          >
            {LOCALES.map((locale) => (
              <option key={locale} value={locale.toUpperCase()} lang={locale}>
                {LOCALE_NAMES[locale]}
              </option>
            ))}
          </SelectField>
          <CheckboxField
            id="profile-sms-marketing"
            label={<Trans>Send me special offers by SMS</Trans>}
            checked={values.smsMarketing}
            onChecked={set('smsMarketing')}
          />
          <CheckboxField
            id="profile-favoured-new"
            label={<Trans>Add new suppliers nearby to my favourites</Trans>}
            checked={values.favouredNewSuppliers}
            onChecked={set('favouredNewSuppliers')}
          />
        </fieldset>
        <FavouredSuppliers
          idPrefix="profile-favoured"
          selected={values.favouredSupplierIds}
          onChange={set('favouredSupplierIds')}
        />
        <fieldset className="form-fieldset">
          <legend>
            <Trans>Favoured ways to pay</Trans>
          </legend>
          {PROVIDERS.map((provider) => (
            <CheckboxField
              key={provider}
              id={`profile-provider-${provider.toLowerCase()}`}
              label={providerName(provider)}
              checked={values.favouredPaymentProviders.includes(provider)}
              onChecked={(on) =>
                set('favouredPaymentProviders')(
                  on
                    ? [...values.favouredPaymentProviders, provider]
                    : values.favouredPaymentProviders.filter((other) => other !== provider),
                )
              }
            />
          ))}
        </fieldset>
        <SuccessAlert alert={done} />
        <SubmitButton busy={busy}>
          <Trans>Save profile</Trans>
        </SubmitButton>
      </form>
    </section>
  );
}
