import { describe, expect, it } from 'vitest';
import {
  normaliseMobile,
  safeReturnPath,
  validateProfile,
  validateRegister,
  validateSignIn,
  type RegisterValues,
} from './validation';

const text = (errors: Record<string, { message?: string } | undefined>) =>
  Object.fromEntries(Object.entries(errors).map(([field, error]) => [field, error?.message]));

const filled: RegisterValues = {
  firstName: 'Thandi',
  lastName: 'Nkosi',
  login: '082 123 4567',
  password: 'lekker123',
  passwordConfirmation: 'lekker123',
  businessName: '',
  occupation: '',
  language: 'EN',
  favouredSupplierIds: [],
  acceptTerms: true,
};

describe('mobile numbers', () => {
  it('accepts South African mobile numbers in the usual spellings', () => {
    expect(normaliseMobile('082 123 4567')).toBe('0821234567');
    expect(normaliseMobile('+27 82 123 4567')).toBe('0821234567');
    expect(normaliseMobile('27821234567')).toBe('0821234567');
    expect(normaliseMobile('082-123-4567')).toBe('0821234567');
  });
  it('refuses landlines, short numbers and words', () => {
    expect(normaliseMobile('021 123 4567')).toBeNull();
    expect(normaliseMobile('08212345')).toBeNull();
    expect(normaliseMobile('hello')).toBeNull();
  });
});

describe('sign-in form', () => {
  it('requires a valid mobile number and a password', () => {
    expect(text(validateSignIn({ login: '', password: '' }))).toEqual({
      login: 'A mobile phone number is required',
      password: 'Required',
    });
    expect(text(validateSignIn({ login: '12345', password: 'x' }))).toEqual({
      login: 'Invalid mobile phone number',
    });
    expect(validateSignIn({ login: '0821234567', password: 'x' })).toEqual({});
  });
});

describe('register form', () => {
  it('passes when every rule holds', () => {
    expect(validateRegister(filled)).toEqual({});
  });
  it('says Required for empty names and checks password length, match and terms', () => {
    expect(
      text(
        validateRegister({
          ...filled,
          firstName: ' ',
          lastName: '',
          password: 'abc',
          passwordConfirmation: 'abd',
          acceptTerms: false,
        }),
      ),
    ).toEqual({
      firstName: 'Required',
      lastName: 'Required',
      password: 'Password must be at least {PASSWORD_MIN_LENGTH} characters',
      passwordConfirmation: 'Passwords must match',
      acceptTerms: 'You must accept the terms and conditions',
    });
  });
  it('lists the errors in form order, so the first one is focused', () => {
    const errors = validateRegister({ ...filled, login: '', acceptTerms: false, lastName: '' });
    expect(Object.keys(errors)).toEqual(['lastName', 'login', 'acceptTerms']);
  });
});

describe('profile form', () => {
  const profile = {
    firstName: 'Thandi',
    lastName: 'Nkosi',
    login: '0821234567',
    currentPassword: '',
    password: '',
    passwordConfirmation: '',
  };
  it('keeps the password when both password fields are empty', () => {
    expect(validateProfile(profile)).toEqual({});
  });
  it('does not need the current password for other changes', () => {
    expect(validateProfile({ ...profile, lastName: 'Nkosi-Dlamini' })).toEqual({});
    expect(validateProfile({ ...profile, currentPassword: 'lekker123' })).toEqual({});
  });
  it('checks a new password like at sign-up', () => {
    const withCurrent = { ...profile, currentPassword: 'lekker123' };
    expect(text(validateProfile({ ...withCurrent, password: 'newpass1' }))).toEqual({
      passwordConfirmation: 'Required',
    });
    expect(
      text(validateProfile({ ...withCurrent, password: 'abc', passwordConfirmation: 'abc' })),
    ).toEqual({ password: 'Password must be at least {PASSWORD_MIN_LENGTH} characters' });
  });
  it('needs the current password to set a new one, listed before the new one', () => {
    const errors = validateProfile({
      ...profile,
      password: 'newpass1',
      passwordConfirmation: 'newpass1',
    });
    expect(text(errors)).toEqual({
      currentPassword: 'Enter your current password to set a new one',
    });
    expect(
      Object.keys(validateProfile({ ...profile, password: 'abc', passwordConfirmation: '' })),
    ).toEqual(['currentPassword', 'password', 'passwordConfirmation']);
    // A confirmation alone also counts as changing the password.
    expect(text(validateProfile({ ...profile, passwordConfirmation: 'newpass1' }))).toMatchObject({
      currentPassword: 'Enter your current password to set a new one',
    });
    expect(
      validateProfile({
        ...profile,
        currentPassword: 'lekker123',
        password: 'newpass1',
        passwordConfirmation: 'newpass1',
      }),
    ).toEqual({});
  });
});

describe('where to go after signing in', () => {
  it('follows return_to, then redirect_to', () => {
    expect(safeReturnPath(new URLSearchParams('return_to=%2Fbasket'))).toBe('/basket');
    expect(safeReturnPath(new URLSearchParams('redirect_to=%2Fprofile%3Fa%3D1'))).toBe(
      '/profile?a=1',
    );
    expect(safeReturnPath(new URLSearchParams(''))).toBe('/');
  });
  it('never leaves the shop', () => {
    expect(safeReturnPath(new URLSearchParams('return_to=https://evil.example'))).toBe('/');
    expect(safeReturnPath(new URLSearchParams('return_to=//evil.example'))).toBe('/');
    expect(safeReturnPath(new URLSearchParams('redirect_to=/\\evil.example'))).toBe('/');
  });
});
