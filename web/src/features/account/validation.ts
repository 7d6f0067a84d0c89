/**
 * Form rules of the shopper's forms: "Required", a mobile number that is required and valid,
 * passwords of at least 6 characters that match their confirmation, the current password to set
 * a new one, and terms accepted at sign-up. Each rule returns the message to show (translated at render time), or null.
 */
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

export const PASSWORD_MIN_LENGTH = 6;

export type FieldErrors<Field extends string> = Partial<Record<Field, MessageDescriptor>>;

/** `+27 82 123 4567`, `27821234567` and `082-123-4567` all become `0821234567`; null if invalid. */
export function normaliseMobile(input: string): string | null {
  const digits = input.replace(/[\s()-]/g, '').replace(/^\+/, '');
  const local = digits.startsWith('27') && digits.length === 11 ? `0${digits.slice(2)}` : digits;
  return /^0[6-8]\d{8}$/.test(local) ? local : null;
}

export function required(value: string): MessageDescriptor | null {
  return value.trim() ? null : msg`Required`;
}

export function mobileNumber(value: string): MessageDescriptor | null {
  if (!value.trim()) return msg`A mobile phone number is required`;
  return normaliseMobile(value) ? null : msg`Invalid mobile phone number`;
}

export function password(value: string): MessageDescriptor | null {
  if (!value) return msg`Required`;
  return value.length < PASSWORD_MIN_LENGTH
    ? msg`Password must be at least ${PASSWORD_MIN_LENGTH} characters`
    : null;
}

export function confirmation(value: string, original: string): MessageDescriptor | null {
  if (!value) return msg`Required`;
  return value === original ? null : msg`Passwords must match`;
}

export function terms(accepted: boolean): MessageDescriptor | null {
  return accepted ? null : msg`You must accept the terms and conditions`;
}

/** Keeps only the failing rules, in the order given (the first is focused). */
export function collect<Field extends string>(
  rules: [Field, MessageDescriptor | null][],
): FieldErrors<Field> {
  const errors: FieldErrors<Field> = {};
  for (const [field, error] of rules) if (error && !errors[field]) errors[field] = error;
  return errors;
}

export interface SignInValues {
  login: string;
  password: string;
}

export function validateSignIn(values: SignInValues): FieldErrors<keyof SignInValues> {
  return collect([
    ['login', mobileNumber(values.login)],
    ['password', required(values.password)],
  ]);
}

export interface RegisterValues {
  firstName: string;
  lastName: string;
  login: string;
  password: string;
  passwordConfirmation: string;
  businessName: string;
  occupation: string;
  language: 'EN' | 'AF' | 'FR';
  favouredSupplierIds: string[];
  acceptTerms: boolean;
}

export type RegisterField = keyof RegisterValues;

/** Fields on the register form's "Account" tab; the rest are on the "Profile" tab. */
export const ACCOUNT_TAB_FIELDS: RegisterField[] = [
  'firstName',
  'lastName',
  'login',
  'password',
  'passwordConfirmation',
];

export function validateRegister(values: RegisterValues): FieldErrors<RegisterField> {
  return collect<RegisterField>([
    ['firstName', required(values.firstName)],
    ['lastName', required(values.lastName)],
    ['login', mobileNumber(values.login)],
    ['password', password(values.password)],
    ['passwordConfirmation', confirmation(values.passwordConfirmation, values.password)],
    ['acceptTerms', terms(values.acceptTerms)],
  ]);
}

export interface ProfileValues {
  firstName: string;
  lastName: string;
  login: string;
  currentPassword: string;
  password: string;
  passwordConfirmation: string;
}

/** The current password, needed only to set a new one (the shop checks it too). */
export function currentPassword(value: string): MessageDescriptor | null {
  return value ? null : msg`Enter your current password to set a new one`;
}

/**
 * Profile edit: a new password is optional, but when given it follows the sign-up rules and needs
 * the current password.
 */
export function validateProfile(values: ProfileValues): FieldErrors<keyof ProfileValues> {
  const changingPassword = values.password !== '' || values.passwordConfirmation !== '';
  return collect<keyof ProfileValues>([
    ['firstName', required(values.firstName)],
    ['lastName', required(values.lastName)],
    ['login', mobileNumber(values.login)],
    ['currentPassword', changingPassword ? currentPassword(values.currentPassword) : null],
    ['password', changingPassword ? password(values.password) : null],
    [
      'passwordConfirmation',
      changingPassword ? confirmation(values.passwordConfirmation, values.password) : null,
    ],
  ]);
}

/** Where to go after signing in: `return_to` or `redirect_to`, only ever a path of this shop. */
export function safeReturnPath(search: URLSearchParams, fallback = '/'): string {
  return sameSitePath(search.get('return_to') ?? search.get('redirect_to'), fallback);
}

/** `target` when it is a path of this shop (never `//other`, `https://other` or `/\\other`), else `fallback`. */
export function sameSitePath(target: string | null, fallback = '/'): string {
  if (!target || !target.startsWith('/') || target.startsWith('//') || target.includes('\\'))
    return fallback;
  return target;
}
