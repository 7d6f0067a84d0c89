import { beforeEach, describe, expect, it } from 'vitest';
import { apolloClient, createApolloClient } from '../../apollo/client';
import { restoreRenderedCache } from '../../apollo/persisted-viewer';
import { AccountSessionDocument } from '../../core/session/AccountSession.generated';
import type { AccountSession_AccountFragment } from '../../core/session/AccountSession_account.generated';
import { sessionOf, THANDI_ACCOUNT } from '../../test-support/thandi-session';
import {
  confirmAccount,
  getAccountEpoch,
  getAccountState,
  resetAccount,
  snapshotOf,
} from './account-store';

const thandi = THANDI_ACCOUNT;

function signedIn(account: AccountSession_AccountFragment) {
  apolloClient.cache.writeQuery({ query: AccountSessionDocument, data: sessionOf(account) });
}

beforeEach(() => {
  resetAccount();
  localStorage.clear();
});

describe('who is signed in', () => {
  it('is read from the Apollo cache, not from a store of its own', () => {
    expect(getAccountState().account).toBeNull();
    signedIn(thandi);
    expect(getAccountState().account).toEqual({
      id: '1',
      login: '0821234567',
      fullName: 'Thandi Nkosi',
      firstName: 'Thandi',
      lastName: 'Nkosi',
      creditInCents: 5000,
      language: 'en',
    });
  });

  it('survives a reload: the cached viewer is stored and put back into a new cache', () => {
    signedIn(thandi);
    const stored = localStorage.getItem('viewer-v1') ?? '';
    expect(JSON.parse(stored)).toMatchObject({ viewer: { account: { login: '0821234567' } } });
    const reloaded = createApolloClient();
    expect(reloaded.readQuery({ query: AccountSessionDocument })?.viewer?.account?.fullName).toBe(
      'Thandi Nkosi',
    );
  });

  it('survives a reload after a server-rendered page: the page’s viewer is stored too', () => {
    // What the server rendered with (a signed-in shopper's page), and the browser hydrating it.
    const server = createApolloClient({ persistViewer: false });
    server.cache.writeQuery({ query: AccountSessionDocument, data: sessionOf(thandi) });
    const page = createApolloClient();
    restoreRenderedCache(page.cache, server.cache.extract());
    expect(JSON.parse(localStorage.getItem('viewer-v1') ?? 'null')).toMatchObject({
      viewer: { account: { login: '0821234567' } },
    });
    // A visitor's page: nobody is signed in on this device any more.
    restoreRenderedCache(page.cache, createApolloClient({ persistViewer: false }).cache.extract());
    expect(localStorage.getItem('viewer-v1')).toBeNull();
  });

  it('keeps no old snapshot and nothing secret', () => {
    signedIn({ ...thandi, authToken: 'sim_secret' } as AccountSession_AccountFragment);
    expect(localStorage.getItem('viewer-v1')).not.toContain('sim_secret');
    expect(localStorage.getItem('account-v1')).toBeNull();
  });

  it('refuses a broken stored entry', () => {
    localStorage.setItem('viewer-v1', '{"viewer":{"id":1}}');
    const reloaded = createApolloClient();
    expect(reloaded.readQuery({ query: AccountSessionDocument })).toBeNull();
    expect(localStorage.getItem('viewer-v1')).toBeNull();
  });

  it('forgets the shopper on sign-out, in the cache and in storage, also after a reload', () => {
    signedIn(thandi);
    resetAccount();
    expect(getAccountState()).toEqual({ account: null, confirmed: true, signedOut: false });
    expect(localStorage.getItem('viewer-v1')).toBeNull();
    expect(createApolloClient().readQuery({ query: AccountSessionDocument })).toBeNull();
  });

  it('takes the language from the profile, in lower case', () => {
    expect(snapshotOf({ ...thandi, profile: { language: 'AF' } }).language).toBe('af');
  });

  it('counts every change of who is signed in, so late answers can be told apart', () => {
    const before = getAccountEpoch();
    confirmAccount();
    resetAccount();
    expect(getAccountEpoch()).toBe(before + 2);
  });
});
