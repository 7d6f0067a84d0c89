import { afterEach, describe, expect, it } from 'vitest';
import { createApolloClient } from './client';
import { answerFromSignedInPageUntilHydrated } from './page-answers';
import { AccountSessionDocument } from '../core/session/AccountSession.generated';
import { sessionOf } from '../test-support/thandi-session';

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
    client.cache.writeQuery({ query: AccountSessionDocument, data: sessionOf() });
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
