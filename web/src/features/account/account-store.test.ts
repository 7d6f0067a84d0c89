import { beforeEach, describe, expect, it } from 'vitest';
import {
  getAccountEpoch,
  getAccountState,
  parseStoredAccount,
  reloadAccountFromStorage,
  resetAccount,
  setAccount,
  snapshotOf,
  type AccountSnapshot,
} from './account-store';

const thandi: AccountSnapshot = {
  id: '1',
  login: '0821234567',
  fullName: 'Thandi Nkosi',
  firstName: 'Thandi',
  lastName: 'Nkosi',
  creditInCents: 5000,
  language: 'en',
};

beforeEach(() => {
  localStorage.clear();
  reloadAccountFromStorage();
});

describe('account-v1', () => {
  it('starts signed out and unconfirmed with nothing stored', () => {
    expect(getAccountState()).toEqual({ account: null, confirmed: false });
  });

  it('keeps the signed-in shopper across a reload, unconfirmed until viewer answers', () => {
    setAccount(thandi);
    expect(JSON.parse(localStorage.getItem('account-v1') ?? 'null')).toEqual({ account: thandi });
    reloadAccountFromStorage();
    expect(getAccountState()).toEqual({ account: thandi, confirmed: false });
  });

  it('stores only the known fields: nothing secret sneaks in', () => {
    setAccount({ ...thandi, authToken: 'sim_secret', password: 'x' } as AccountSnapshot);
    const stored = localStorage.getItem('account-v1') ?? '';
    expect(stored).not.toContain('sim_secret');
    expect(stored).not.toContain('password');
  });

  it('reads back only well-typed fields and refuses broken entries', () => {
    expect(parseStoredAccount({ account: { ...thandi, token: 'x' } })).toEqual(thandi);
    expect(parseStoredAccount({ account: { id: 1 } })).toBeNull();
    expect(parseStoredAccount('garbage')).toBeNull();
    localStorage.setItem('account-v1', '{not json');
    reloadAccountFromStorage();
    expect(getAccountState().account).toBeNull();
  });

  it('forgets the shopper on reset, also after a reload', () => {
    setAccount(thandi);
    resetAccount();
    expect(getAccountState()).toEqual({ account: null, confirmed: true, signedOut: false });
    expect(localStorage.getItem('account-v1')).toBeNull();
    reloadAccountFromStorage();
    expect(getAccountState().account).toBeNull();
  });

  it('takes the language from the profile, in lower case', () => {
    expect(
      snapshotOf({
        id: '2',
        login: '0831234567',
        fullName: 'Pieter van der Merwe',
        firstName: 'Pieter',
        lastName: 'van der Merwe',
        creditInCents: 0,
        profile: { language: 'AF' },
      }).language,
    ).toBe('af');
  });

  it('counts every change of who is signed in, so late answers can be told apart', () => {
    const before = getAccountEpoch();
    setAccount(thandi);
    resetAccount();
    expect(getAccountEpoch()).toBe(before + 2);
  });
});
