import { afterEach, describe, expect, it } from 'vitest';
import { createApolloClient } from './client';
import { answerFromSignedInPageUntilHydrated } from './page-answers';
import { AccountSessionDocument } from '../core/session/AccountSession.generated';
import type { AccountSession_AccountFragment } from '../core/session/AccountSession_account.generated';

const account: AccountSession_AccountFragment = {
  __typename: 'Account',
  id: '1',
  login: '0821234567',
  fullName: 'Thandi Nkosi',
  firstName: 'Thandi',
  lastName: 'Nkosi',
  creditInCents: 5000,
  profile: { __typename: 'Profile', language: 'EN' },
};

const hydrated = () =>
  new Promise<void>((resolve) => {
    document.documentElement.dataset.hydrated = '';
    queueMicrotask(resolve);
  });

afterEach(() => {
  delete document.documentElement.dataset.hydrated;
  localStorage.clear();
});

describe('a server-rendered page hydrating', () => {
  it('signed in: its queries read the page’s answers until it has hydrated, then ask again', async () => {
    const client = createApolloClient({ persistViewer: false });
    client.cache.writeQuery({
      query: AccountSessionDocument,
      data: { viewer: { __typename: 'Viewer', id: 'viewer-1', account } },
    });
    answerFromSignedInPageUntilHydrated(client);
    expect(client.prioritizeCacheValues).toBe(true);
    await hydrated();
    expect(client.prioritizeCacheValues).toBe(false);
  });

  it('a visitor’s (maybe from the HTML cache): its queries ask as they would', () => {
    const client = createApolloClient({ persistViewer: false });
    answerFromSignedInPageUntilHydrated(client);
    expect(client.prioritizeCacheValues).toBe(false);
  });
});
