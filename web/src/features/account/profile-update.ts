/**
 * The profile update payload: only what changed, and never addresses, the full name or push
 * subscriptions; a new password goes with the current one. An emptied optional
 * text is sent as an empty string (ID number, business address) or null (profile texts), which
 * clears it.
 */
import type {
  Language,
  PaymentProvider,
  ProfileInput,
  UpdateProfileInput,
} from '../../generated/types';

export interface ProfileFormValues {
  firstName: string;
  lastName: string;
  login: string;
  currentPassword: string;
  password: string;
  passwordConfirmation: string;
  idNumber: string;
  businessAddress: string;
  businessName: string;
  occupation: string;
  bank: string;
  address: string;
  language: Language;
  smsMarketing: boolean;
  favouredNewSuppliers: boolean;
  favouredSupplierIds: string[];
  favouredPaymentProviders: PaymentProvider[];
}

const sameList = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((item, index) => item === b[index]);

export function profileUpdate(
  saved: ProfileFormValues,
  values: ProfileFormValues,
): UpdateProfileInput {
  const input: UpdateProfileInput = {};
  const text = (field: 'firstName' | 'lastName' | 'login' | 'idNumber' | 'businessAddress') => {
    const value = values[field].trim();
    if (value !== saved[field].trim()) input[field] = value;
  };
  text('firstName');
  text('lastName');
  text('login');
  text('idNumber');
  text('businessAddress');
  if (values.password) {
    // The shop refuses a new password without the current one (a stolen session is not enough).
    input.password = values.password;
    input.currentPassword = values.currentPassword;
  }

  const profile: ProfileInput = {};
  const optional = (field: 'businessName' | 'occupation' | 'bank' | 'address') => {
    const value = values[field].trim();
    if (value !== saved[field].trim()) profile[field] = value || null;
  };
  optional('businessName');
  optional('occupation');
  optional('bank');
  optional('address');
  if (values.language !== saved.language) profile.language = values.language;
  if (values.smsMarketing !== saved.smsMarketing) profile.smsMarketing = values.smsMarketing;
  if (values.favouredNewSuppliers !== saved.favouredNewSuppliers)
    profile.favouredNewSuppliers = values.favouredNewSuppliers;
  if (!sameList(values.favouredSupplierIds, saved.favouredSupplierIds))
    profile.favouredSupplierIds = values.favouredSupplierIds;
  if (!sameList(values.favouredPaymentProviders, saved.favouredPaymentProviders))
    profile.favouredPaymentProviders = values.favouredPaymentProviders;
  if (Object.keys(profile).length) input.profile = profile;
  return input;
}
