import { describe, expect, it } from 'vitest';
import { profileUpdate, type ProfileFormValues } from './profile-update';

const saved: ProfileFormValues = {
  firstName: 'Thandi',
  lastName: 'Nkosi',
  login: '0821234567',
  currentPassword: '',
  password: '',
  passwordConfirmation: '',
  idNumber: '8501015800087',
  businessAddress: '',
  businessName: '',
  occupation: 'Teacher',
  bank: 'Capitec Bank',
  address: '14 Fairfield Street',
  language: 'EN',
  smsMarketing: true,
  favouredNewSuppliers: false,
  favouredSupplierIds: ['101'],
  favouredPaymentProviders: ['YOCO'],
};

describe('profile update payload', () => {
  it('is empty when nothing changed', () => {
    expect(profileUpdate(saved, { ...saved })).toEqual({});
  });

  it('sends only what changed, never addresses, full name or push subscriptions', () => {
    const input = profileUpdate(saved, {
      ...saved,
      lastName: 'Nkosi-Dlamini ',
      language: 'FR',
      occupation: '',
      favouredSupplierIds: ['101', '102'],
      currentPassword: 'lekker123',
      password: 'newpass1',
      passwordConfirmation: 'newpass1',
    });
    expect(input).toEqual({
      lastName: 'Nkosi-Dlamini',
      password: 'newpass1',
      currentPassword: 'lekker123',
      profile: { language: 'FR', occupation: null, favouredSupplierIds: ['101', '102'] },
    });
    const keys = JSON.stringify(input);
    expect(keys).not.toMatch(/addresses|fullName|full_name|push/);
  });

  it('sends the current password only with a new one', () => {
    expect(profileUpdate(saved, { ...saved, currentPassword: 'lekker123' })).toEqual({});
    expect(
      profileUpdate(saved, { ...saved, currentPassword: 'lekker123', occupation: 'Nurse' }),
    ).toEqual({ profile: { occupation: 'Nurse' } });
    expect(
      profileUpdate(saved, {
        ...saved,
        currentPassword: 'lekker123',
        password: 'newpass1',
        passwordConfirmation: 'newpass1',
      }),
    ).toEqual({ password: 'newpass1', currentPassword: 'lekker123' });
  });

  it('clears the ID number with an empty string', () => {
    expect(profileUpdate(saved, { ...saved, idNumber: ' ' })).toEqual({ idNumber: '' });
  });
});
