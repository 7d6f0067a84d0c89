/**
 * Signing in and out on the client: the viewer in the Apollo cache (persisted by
 * apollo/persisted-viewer.ts; everything of the previous shopper goes, so one shopper never sees
 * another's data) and the interface language from the account's profile.
 */
import type { ApolloClient } from '@apollo/client';
import { useApolloClient, useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { useMatches, useRevalidator } from 'react-router';
import { apolloClient } from '../../apollo/client';
import { hasErrorCode } from '../../apollo/error-codes';
import { forgetShopperOnDevice } from '../../core/device-cache';
import { activateLocale, localeChosenOnDevice } from '../../core/i18n';
import { AccountSessionDocument } from '../../core/session/AccountSession.generated';
import { SignOutDocument } from './SignOut.generated';
import type { AccountSession_AccountFragment } from '../../core/session/AccountSession_account.generated';
import { confirmAccount, getAccountEpoch, resetAccount, snapshotOf } from './account-store';

/** Id of the pathless route that wraps every (auth) route. */
export const AUTH_ROUTE_ID = 'auth-required';

/**
 * Drops everything that belonged to the previous shopper from the cache (all of it hangs off
 * `viewer` or a mutation result); public data (configuration, catalogue) stays, so nothing
 * flashes. Queries on screen that read the dropped data fetch it again by themselves. (Exported
 * for its test.)
 */
export function forgetViewerData(client: ApolloClient): void {
  client.cache.evict({ id: 'ROOT_QUERY', fieldName: 'viewer' });
  client.cache.evict({ id: 'ROOT_MUTATION' });
  // The basket is the shopper's too (signing in adopts a visitor's lines): read again. The entity
  // itself goes, not only the root field, which reads the one basket entity (type-policies.ts):
  // until it goes, what shows the basket would still read the previous shopper's lines.
  client.cache.evict({ id: 'ROOT_QUERY', fieldName: 'basket' });
  client.cache.evict({ id: client.cache.identify({ __typename: 'Basket' }) });
  client.cache.gc();
  // And the copies of the shopper's answers kept on the device for offline (orders seen).
  void forgetShopperOnDevice();
}

/**
 * After an order, a cancel or a payment that may have moved the shopper's money (wallet credit
 * spent or refunded, a debtor card charged): the account afresh, so the menu's wallet shows what
 * is left at once. Best effort: offline, the next start asks again.
 */
export function refreshAccountMoney(client: ApolloClient): void {
  client.query({ query: AccountSessionDocument, fetchPolicy: 'network-only' }).catch(() => {});
}

let confirming: Promise<void> | null = null;

/**
 * Once per start: is the remembered shopper (or nobody) still who the session cookie says? The
 * sign-in guard (a route loader) waits for it when nobody is remembered; the shell asks it too.
 * An answer that arrives after a sign-in or sign-out in the meantime is out of date: ignored.
 * Offline or with the legacy API down, what the device remembers stands.
 */
export function confirmSession(client: ApolloClient = apolloClient): Promise<void> {
  confirming ??= (async () => {
    const asked = getAccountEpoch();
    const current = () => getAccountEpoch() === asked;
    try {
      const { data, error } = await client.query({
        query: AccountSessionDocument,
        fetchPolicy: 'network-only',
        errorPolicy: 'all',
      });
      if (!current()) return;
      // The answer (a viewer, or null for nobody) is in the cache now.
      if (data?.viewer !== undefined) confirmAccount();
      else if (hasErrorCode(error, 'UNAUTHENTICATED')) {
        try {
          await client.mutate({ mutation: SignOutDocument });
        } catch {
          // Offline: this device forgets the shopper all the same.
        }
        resetAccount(false);
        forgetViewerData(client);
      } else confirmAccount();
    } catch {
      // Offline: who the device remembers stands.
      if (current()) confirmAccount();
    }
  })();
  return confirming;
}

type SignedInViewer = { id: string; account: AccountSession_AccountFragment };

export function useSignedIn(): (viewer: SignedInViewer) => Promise<void> {
  const client = useApolloClient();
  return useCallback(
    async ({ id, account }) => {
      // Whatever the cache held for a viewer belonged to someone else: start clean.
      forgetViewerData(client);
      client.cache.writeQuery({
        query: AccountSessionDocument,
        data: { viewer: { __typename: 'Viewer', id, account } },
      });
      confirmAccount();
      // A language the shopper picked on this device stands; else the account's saved one.
      if (!localeChosenOnDevice()) await activateLocale(snapshotOf(account).language);
    },
    [client],
  );
}

/**
 * Signs out: the gateway clears its cookie, the snapshot and the cache go; a page that needs a
 * session then leaves for `/` (see requireAccountLoader).
 */
export function useSignOut(): () => Promise<void> {
  const client = useApolloClient();
  const [signOut] = useMutation(SignOutDocument);
  const onAuthRoute = useMatches().some((match) => match.id === AUTH_ROUTE_ID);
  const revalidator = useRevalidator();
  return useCallback(async () => {
    try {
      await signOut();
    } catch {
      // Offline: the cookie stays until the next sign-out, but this device forgets the shopper.
    }
    resetAccount(onAuthRoute);
    forgetViewerData(client);
    // The sign-in guard's loader runs again: a page that needs a session leaves for `/`.
    if (onAuthRoute) await revalidator.revalidate();
  }, [client, onAuthRoute, revalidator, signOut]);
}
