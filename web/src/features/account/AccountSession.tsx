/**
 * Wraps the shell: refreshes the remembered account from `viewer` on start (confirmSession, which
 * signs the shopper out when the gateway no longer knows the session), and offers the account-required modal to every
 * screen through `useRequireAccount`. (The sign-out when the open-orders fetch answers 404 is in
 * the orders area's one open-orders fetch: features/orders/open-orders.ts.)
 */
import { useApolloClient } from '@apollo/client/react';
import { createContext, useCallback, useContext, useEffect, useState, type ReactNode } from 'react';
import { useLocation, useRevalidator } from 'react-router';
import { clearSignedOut, getAccountState } from './account-store';
import { AccountRequiredModal } from './AccountRequiredModal';
import { confirmSession } from './session';

type RequireAccount = (returnTo?: string) => void;

const RequireAccountContext = createContext<RequireAccount>(() => undefined);

/** Opens "Sign in or register to continue"; after either, the shopper comes back to `returnTo`. */
export function useRequireAccount(): RequireAccount {
  return useContext(RequireAccountContext);
}

export function AccountSession({ children }: { children: ReactNode }) {
  const client = useApolloClient();
  const [requiredFor, setRequiredFor] = useState<string | null>(null);

  // Once per start: the remembered shopper (or nobody) checked against the session cookie; the
  // loaders run again afterwards (the sign-in guard sends a shopper whose session ended away).
  const revalidator = useRevalidator();
  useEffect(() => {
    const before = getAccountState().account?.id ?? null;
    void confirmSession(client).then(() => {
      if ((getAccountState().account?.id ?? null) !== before) void revalidator.revalidate();
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
