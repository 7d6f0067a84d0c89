/** Seeded shoppers (see legacy-sim/README.md for their logins), addresses and debtor cards. */
import { hashPassword } from '../lib/passwords.js';
import { DAY_MS } from '../lib/time.js';
import type { AccountRecord, AddressRecord, DebtorCardRecord } from '../state/types.js';

export const SEED_PASSWORD = 'lekker123';

function account(
  id: number,
  login: string,
  firstName: string,
  lastName: string,
  extra: Partial<AccountRecord>,
  now: number,
): AccountRecord {
  const salt = `seed-salt-${id}`;
  return {
    id,
    login,
    passwordSalt: salt,
    passwordHash: hashPassword(extra.demo ? 'demo123' : SEED_PASSWORD, salt),
    firstName,
    lastName,
    creditInCents: 0,
    idNumber: null,
    businessAddress1: null,
    demo: false,
    betaTester: false,
    profile: {
      sms_marketing: true,
      terms: true,
      business_name: null,
      occupation: null,
      language: 'en',
      favoured_suppliers: [],
      favoured_new_suppliers: false,
      favoured_payment_providers: [],
      bank: null,
      address: null,
    },
    createdAt: now - 200 * DAY_MS,
    ...extra,
  };
}

export function seedAccounts(now: number): AccountRecord[] {
  return [
    account(
      1,
      '0821234567',
      'Thandi',
      'Nkosi',
      {
        creditInCents: 5_000,
        idNumber: '8501015800087',
        profile: {
          sms_marketing: true,
          terms: true,
          business_name: null,
          occupation: 'Teacher',
          language: 'en',
          favoured_suppliers: [101],
          favoured_new_suppliers: false,
          favoured_payment_providers: ['yoco'],
          bank: 'Capitec Bank',
          address: '14 Fairfield Street, Parow, 7500',
        },
      },
      now,
    ),
    account(
      2,
      '0831234567',
      'Pieter',
      'van der Merwe',
      {
        profile: {
          sms_marketing: false,
          terms: true,
          business_name: 'Van der Merwe Spaza',
          occupation: 'Shop owner',
          language: 'af',
          favoured_suppliers: [201],
          favoured_new_suppliers: true,
          favoured_payment_providers: [],
          bank: null,
          address: null,
        },
      },
      now,
    ),
    account(3, '0600000000', 'Demo', 'Shopper', { demo: true, betaTester: true }, now),
  ];
}

export function seedAddresses(now: number): AddressRecord[] {
  return [
    {
      id: 1,
      userId: 1,
      formatted: '14 Fairfield Street, Parow, Cape Town, 7500',
      latitude: -33.9012,
      longitude: 18.5921,
      bridge_id: 101,
      bridge_name: 'Mzansi Fresh Parow',
      createdAt: now - 150 * DAY_MS,
    },
    {
      id: 2,
      userId: 1,
      formatted: '3 Jip de Jager Drive, Welgemoed, Cape Town, 7530',
      latitude: -33.8799,
      longitude: 18.6181,
      bridge_id: 102,
      bridge_name: 'Mzansi Fresh Tyger Valley',
      createdAt: now - 60 * DAY_MS,
    },
    {
      id: 3,
      userId: 2,
      formatted: '8 Church Street, Bellville, Cape Town, 7530',
      latitude: -33.9017,
      longitude: 18.6301,
      bridge_id: 201,
      bridge_name: 'Boland Bulk Bellville',
      createdAt: now - 90 * DAY_MS,
    },
  ];
}

export function seedDebtorCards(now: number): DebtorCardRecord[] {
  return [
    {
      id: 1,
      userId: 1,
      supplierId: 101,
      status: 'accepted',
      number: '6001 0101 0000 0001',
      balanceInCents: 500_000,
      createdAt: now - 100 * DAY_MS,
    },
    {
      id: 2,
      userId: 1,
      supplierId: 201,
      status: 'pending',
      number: null,
      balanceInCents: 0,
      createdAt: now - 2 * DAY_MS,
    },
  ];
}
