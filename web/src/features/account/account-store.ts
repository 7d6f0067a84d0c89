/**
 * Who is signed in. The shopper's account is server data: it lives in the Apollo cache as the
 * `AccountSession` answer (persisted for offline reloads by apollo/persisted-viewer.ts), and is
 * read from there. This module keeps only the client's own flags about it: whether the gateway
 * has confirmed it in this visit, and whether the shopper just signed out. Nothing secret is kept
 * anywhere: the session itself is the gateway's httpOnly cookie.
 */
import { useQuery } from '@apollo/client/react';
import { useMemo } from 'react';
import { apolloClient } from '../../apollo/client';
import { defineStore, pageStore } from '../../core/client-state';
import { removeStored } from '../../lib/storage';
import { AccountSessionDocument } from '../../core/session/AccountSession.generated';
import type { AccountSession_AccountFragment } from '../../core/session/AccountSession_account.generated';

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
  /** True once the gateway has answered `viewer` in this visit (the account is then current). */
  confirmed: boolean;
  /** True after the shopper signed out in this visit: pages that need a session go to `/`. */
  signedOut?: boolean;
}

type Flags = Omit<AccountState, 'account'>;

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

// The snapshot the previous client version kept under `account-v1` is server data: dropped.
removeStored('account-v1');

const flagsStore = defineStore<Flags>({ confirmed: false });
/** The browser page load's instance (each request context holds its own). */
const flags = () => pageStore(flagsStore);

/** Counts changes of who is signed in, so an answer asked for before a change can be ignored. */
let epoch = 0;

function setFlags(next: Flags) {
  epoch += 1;
  flags().set(next);
}

function cachedAccount(): AccountSnapshot | null {
  const account = apolloClient.readQuery({ query: AccountSessionDocument })?.viewer?.account;
  return account ? snapshotOf(account) : null;
}

/** The gateway answered who is signed in (its answer is in the cache): the account is current. */
export function confirmAccount(): void {
  setFlags({ confirmed: true });
}

/**
 * Signs the shopper out locally: the viewer leaves the cache (and so its stored copy), and stays
 * gone after a reload.
 */
export function resetAccount(leavingAuthPage = false): void {
  apolloClient.cache.evict({ id: 'ROOT_QUERY', fieldName: 'viewer' });
  apolloClient.cache.gc();
  setFlags({ confirmed: true, signedOut: leavingAuthPage });
}

/** The shopper has left the page they signed out on: the guard redirects visitors as usual. */
export function clearSignedOut(): void {
  if (flags().get().signedOut) setFlags({ ...flags().get(), signedOut: false });
}

export function getAccountEpoch(): number {
  return epoch;
}

export function getAccountState(): AccountState {
  return { account: cachedAccount(), ...flags().get() };
}

/** The signed-in shopper as the cache holds it (null for a visitor), without asking the network. */
export function useAccount(): AccountSnapshot | null {
  const { data } = useQuery(AccountSessionDocument, { fetchPolicy: 'cache-only' });
  const account = data?.viewer?.account;
  return useMemo(() => (account ? snapshotOf(account) : null), [account]);
}
