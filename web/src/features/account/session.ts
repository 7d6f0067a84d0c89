/**
 * Signing in and out on the client: the snapshot in `account-v1`, the Apollo cache (so one
 * shopper never sees another's data) and the interface language from the account's profile.
 */
import type { ApolloClient } from '@apollo/client';
import { useApolloClient, useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { useMatches } from 'react-router-dom';
import { activateLocale } from '../../app/i18n';
import { SignOutDocument, type AccountSession_AccountFragment } from '../../generated/graphql';
import { resetAccount, setAccount, snapshotOf } from './account-store';

/** Id of the pathless route that wraps every (auth) route. */
export const AUTH_ROUTE_ID = 'auth-required';

/**
 * Drops everything that belonged to the previous shopper from the cache (all of it hangs off
 * `viewer` or a mutation result); public data (configuration, catalogue) stays, so nothing
 * flashes. Queries on screen that read the dropped data fetch it again by themselves.
 */
function forgetViewerData(client: ApolloClient): void {
  client.cache.evict({ id: 'ROOT_QUERY', fieldName: 'viewer' });
  client.cache.evict({ id: 'ROOT_MUTATION' });
  client.cache.gc();
}

export function useSignedIn(): (account: AccountSession_AccountFragment) => Promise<void> {
  const client = useApolloClient();
  return useCallback(
    async (account) => {
      // Whatever the cache held for a viewer belonged to someone else: start clean.
      forgetViewerData(client);
      const snapshot = snapshotOf(account);
      setAccount(snapshot);
      await activateLocale(snapshot.language);
    },
    [client],
  );
}

/**
 * Signs out: the gateway clears its cookie, the snapshot and the cache go; a page that needs a
 * session then leaves for `/` (see RequireAccount).
 */
export function useSignOut(): () => Promise<void> {
  const client = useApolloClient();
  const [signOut] = useMutation(SignOutDocument);
  const onAuthRoute = useMatches().some((match) => match.id === AUTH_ROUTE_ID);
  return useCallback(async () => {
    try {
      await signOut();
    } catch {
      // Offline: the cookie stays until the next sign-out, but this device forgets the shopper.
    }
    resetAccount(onAuthRoute);
    forgetViewerData(client);
  }, [client, onAuthRoute, signOut]);
}
