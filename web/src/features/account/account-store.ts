/**
 * The signed-in shopper as the client remembers it, under `account-v1`: who is signed in (id,
 * login, names, wallet credit, language), so the shell can show it at once on start. Nothing
 * secret is kept here: the session itself is the gateway's httpOnly cookie, and this snapshot is
 * refreshed from `viewer` on every start (and dropped when the gateway says there is no session).
 */
import { createStore, useStore } from '../../app/client-state';
import type { AccountSession_AccountFragment } from './AccountSession_account.generated';

export interface AccountSnapshot {
  id: string;
  login: string;
  fullName: string;
  firstName: string;
  lastName: string;
  creditInCents: number;
  language: 'en' | 'af' | 'fr';
}

export interface AccountState {
  account: AccountSnapshot | null;
  /** True once the gateway has answered `viewer` in this visit (the snapshot is then current). */
  confirmed: boolean;
  /** True after the shopper signed out in this visit: pages that need a session go to `/`. */
  signedOut?: boolean;
}

const FIELDS: (keyof AccountSnapshot)[] = [
  'id',
  'login',
  'fullName',
  'firstName',
  'lastName',
  'creditInCents',
  'language',
];

/** Reads a stored snapshot, keeping only the known, well-typed fields (never anything else). */
export function parseStoredAccount(value: unknown): AccountSnapshot | null {
  if (typeof value !== 'object' || value === null) return null;
  const record = value as Record<string, unknown>;
  const account = record.account;
  if (typeof account !== 'object' || account === null) return null;
  const fields = account as Record<string, unknown>;
  if (typeof fields.id !== 'string' || typeof fields.login !== 'string') return null;
  const language = fields.language;
  return {
    id: fields.id,
    login: fields.login,
    fullName: typeof fields.fullName === 'string' ? fields.fullName : '',
    firstName: typeof fields.firstName === 'string' ? fields.firstName : '',
    lastName: typeof fields.lastName === 'string' ? fields.lastName : '',
    creditInCents: typeof fields.creditInCents === 'number' ? fields.creditInCents : 0,
    language: language === 'af' || language === 'fr' ? language : 'en',
  };
}

export function snapshotOf(account: AccountSession_AccountFragment): AccountSnapshot {
  return {
    id: account.id,
    login: account.login,
    fullName: account.fullName,
    firstName: account.firstName,
    lastName: account.lastName,
    creditInCents: account.creditInCents,
    language: account.profile.language.toLowerCase() as AccountSnapshot['language'],
  };
}

const accountStore = createStore<AccountState>(
  { account: null, confirmed: false },
  {
    key: 'account-v1',
    restore: (stored) => ({ account: parseStoredAccount(stored), confirmed: false }),
    // Only the known fields are written; signing out removes the entry.
    save: ({ account }) =>
      account
        ? { account: Object.fromEntries(FIELDS.map((field) => [field, account[field]])) }
        : null,
  },
);

/** Counts changes of who is signed in, so an answer asked for before a change can be ignored. */
let epoch = 0;

function setState(next: AccountState) {
  epoch += 1;
  accountStore.set(next);
}

/** The gateway answered: this shopper is signed in (or, with null, nobody is). */
export function setAccount(account: AccountSnapshot | null): void {
  setState({ account, confirmed: true });
}

/** Signs the shopper out locally: the snapshot goes, and stays gone after a reload. */
export function resetAccount(leavingAuthPage = false): void {
  setState({ account: null, confirmed: true, signedOut: leavingAuthPage });
}

/** The shopper has left the page they signed out on: the guard redirects visitors as usual. */
export function clearSignedOut(): void {
  if (accountStore.get().signedOut) setState({ ...accountStore.get(), signedOut: false });
}

export function getAccountEpoch(): number {
  return epoch;
}

export function getAccountState(): AccountState {
  return accountStore.get();
}

export function useAccountState(): AccountState {
  return useStore(accountStore);
}

export function useAccount(): AccountSnapshot | null {
  return useStore(accountStore, (state) => state.account);
}

/** For tests: start again from what is stored. */
export function reloadAccountFromStorage(): void {
  accountStore.reload();
}
