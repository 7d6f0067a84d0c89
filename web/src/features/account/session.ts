/**
 * Signing in and out on the client: the snapshot in `account-v1`, the Apollo cache (so one
 * shopper never sees another's data) and the interface language from the account's profile.
 */
import { useApolloClient, useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { useMatches, useNavigate } from 'react-router-dom';
import { activateLocale } from '../../app/i18n';
import { SignOutDocument, type AccountSession_AccountFragment } from '../../generated/graphql';
import { resetAccount, setAccount, snapshotOf } from './account-store';

/** Id of the pathless route that wraps every (auth) route. */
export const AUTH_ROUTE_ID = 'auth-required';

export function useSignedIn(): (account: AccountSession_AccountFragment) => Promise<void> {
  const client = useApolloClient();
  return useCallback(
    async (account) => {
      // Whatever the cache held belonged to the visitor (or a previous shopper): start clean.
      await client.clearStore().catch(() => undefined);
      const snapshot = snapshotOf(account);
      setAccount(snapshot);
      await activateLocale(snapshot.language);
    },
    [client],
  );
}

/**
 * Signs out: the gateway clears its cookie, the snapshot and the cache go, and a page that needs
 * a session is left for `/`.
 */
export function useSignOut(): () => Promise<void> {
  const client = useApolloClient();
  const navigate = useNavigate();
  const matches = useMatches();
  const [signOut] = useMutation(SignOutDocument);
  const onAuthRoute = matches.some((match) => match.id === AUTH_ROUTE_ID);
  return useCallback(async () => {
    try {
      await signOut();
    } catch {
      // Offline: the cookie stays until the next sign-out, but this device forgets the shopper.
    }
    if (onAuthRoute) await navigate('/');
    resetAccount();
    await client.clearStore().catch(() => undefined);
    await client.refetchQueries({ include: 'active' }).catch(() => undefined);
  }, [client, navigate, onAuthRoute, signOut]);
}
