/**
 * Wraps the shell: refreshes the remembered account from `viewer` on start, signs the shopper out
 * when the gateway no longer knows the session, and offers the account-required modal to every
 * screen through `useRequireAccount`. (The sign-out when the open-orders fetch answers 404 is in
 * the orders area's one open-orders fetch: features/orders/open-orders.ts.)
 */
import { CombinedGraphQLErrors } from '@apollo/client';
import { useApolloClient } from '@apollo/client/react';
import { createContext, useCallback, useContext, useEffect, useState, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { AccountSessionDocument } from '../../generated/graphql';
import {
  clearSignedOut,
  getAccountEpoch,
  getAccountState,
  setAccount,
  snapshotOf,
} from './account-store';
import { AccountRequiredModal } from './AccountRequiredModal';
import { useSignOut } from './session';

type RequireAccount = (returnTo?: string) => void;

const RequireAccountContext = createContext<RequireAccount>(() => undefined);

/** Opens "Sign in or register to continue"; after either, the shopper comes back to `returnTo`. */
export function useRequireAccount(): RequireAccount {
  return useContext(RequireAccountContext);
}

function hasCode(error: unknown, code: string): boolean {
  return (
    CombinedGraphQLErrors.is(error) && error.errors.some((item) => item.extensions?.code === code)
  );
}

export function AccountSession({ children }: { children: ReactNode }) {
  const client = useApolloClient();
  const signOut = useSignOut();
  const [requiredFor, setRequiredFor] = useState<string | null>(null);

  // Once per start: is the remembered shopper (or nobody) still who the session cookie says?
  // An answer that arrives after a sign-in or sign-out in the meantime is out of date: ignored.
  useEffect(() => {
    const asked = getAccountEpoch();
    const current = () => getAccountEpoch() === asked;
    client
      .query({ query: AccountSessionDocument, fetchPolicy: 'network-only', errorPolicy: 'all' })
      .then(({ data, error }) => {
        if (!current()) return;
        if (data?.viewer === null) setAccount(null);
        else if (data?.viewer?.account) setAccount(snapshotOf(data.viewer.account));
        else if (hasCode(error, 'UNAUTHENTICATED')) void signOut();
        // Offline or the legacy API is down: keep what we remember, and stop waiting for it.
        else setAccount(getAccountState().account);
      })
      .catch(() => {
        if (current()) setAccount(getAccountState().account);
      });
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // After a sign-out on a page that needed a session, the guard sent the shopper home; from the
  // next page on, visitors are sent to sign in as usual.
  const { pathname } = useLocation();
  useEffect(() => {
    clearSignedOut();
  }, [pathname]);

  const requireAccount = useCallback<RequireAccount>((returnTo) => {
    setRequiredFor(returnTo ?? window.location.pathname + window.location.search);
  }, []);

  return (
    <RequireAccountContext.Provider value={requireAccount}>
      {children}
      {requiredFor !== null && (
        <AccountRequiredModal returnTo={requiredFor} onClose={() => setRequiredFor(null)} />
      )}
    </RequireAccountContext.Provider>
  );
}
