/**
 * Wraps the shell: refreshes the remembered account from `viewer` on start, signs the shopper out
 * when the gateway no longer knows the session or their open-orders fetch answers 404 (spec 1
 * section 4), and offers the account-required modal to every screen through `useRequireAccount`.
 */
import { CombinedGraphQLErrors } from '@apollo/client';
import { useQuery } from '@apollo/client/react';
import { createContext, useCallback, useContext, useEffect, useState, type ReactNode } from 'react';
import { AccountSessionDocument, OpenOrdersCheckDocument } from '../../generated/graphql';
import { setAccount, snapshotOf, useAccount, getAccountState } from './account-store';
import { AccountRequiredModal } from './AccountRequiredModal';
import { useSignOut } from './session';

type RequireAccount = (returnTo?: string) => void;

const RequireAccountContext = createContext<RequireAccount>(() => undefined);

/** Opens "Sign in or register to continue"; after either, the shopper comes back to `returnTo`. */
export function useRequireAccount(): RequireAccount {
  return useContext(RequireAccountContext);
}

function hasCode(error: unknown, code: string, field?: string): boolean {
  return (
    CombinedGraphQLErrors.is(error) &&
    error.errors.some(
      (item) => item.extensions?.code === code && (!field || (item.path ?? []).includes(field)),
    )
  );
}

export function AccountSession({ children }: { children: ReactNode }) {
  const account = useAccount();
  const signOut = useSignOut();
  const [requiredFor, setRequiredFor] = useState<string | null>(null);

  const viewer = useQuery(AccountSessionDocument, {
    fetchPolicy: 'network-only',
    errorPolicy: 'all',
  });
  useEffect(() => {
    if (viewer.loading) return;
    if (viewer.data?.viewer === null) {
      setAccount(null);
    } else if (viewer.data?.viewer?.account) {
      setAccount(snapshotOf(viewer.data.viewer.account));
    } else if (hasCode(viewer.error, 'UNAUTHENTICATED')) {
      void signOut();
    } else {
      // Offline or the legacy API is down: keep what we remember, and stop waiting for it.
      setAccount(getAccountState().account);
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [viewer.loading, viewer.data, viewer.error]);

  const openOrders = useQuery(OpenOrdersCheckDocument, {
    skip: !account,
    fetchPolicy: 'network-only',
    errorPolicy: 'all',
  });
  useEffect(() => {
    if (account && hasCode(openOrders.error, 'NOT_FOUND', 'openOrders')) void signOut();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [openOrders.error]);

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
