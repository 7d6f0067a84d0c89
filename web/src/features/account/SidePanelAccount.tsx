/**
 * The side panel's account part. Signed in: the account name, login and wallet credit; a visitor
 * gets log in and register. The account links (edit profile, order history, debtor cards when
 * the feature is on, address book when the shop delivers) and logout show only to a signed-in
 * shopper: a visitor's menu offers nothing that leads to a sign-in wall.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useAppConfig } from '../../core/config/app-config';
import { formatMoney } from '../../lib/money';
import { useAccount } from './account-store';
import { useSignOut } from './session';
import './account.css';

export function SidePanelAccount({ returnTo }: { returnTo: string }) {
  const { t } = useLingui();
  const account = useAccount();
  const { currencySymbol } = useAppConfig();
  const query = `?return_to=${encodeURIComponent(returnTo)}`;

  if (!account) {
    return (
      <div className="side-panel-account">
        <Link className="button" to={`/sign_in${query}`}>
          <Trans>Log in</Trans>
        </Link>
        <Link className="button is-secondary" to={`/register${query}`}>
          <Trans>Register</Trans>
        </Link>
      </div>
    );
  }
  return (
    <section className="side-panel-account is-signed-in" aria-label={t`Your account`}>
      <p className="side-panel-account-name">{account.fullName}</p>
      <p className="muted">{account.login}</p>
      <p>
        <Trans>Wallet credit: {formatMoney(account.creditInCents, currencySymbol)}</Trans>
      </p>
    </section>
  );
}

function AccountLink({
  to,
  onClose,
  needsScript = false,
  children,
}: {
  to: string;
  onClose: () => void;
  /** A screen only the scripts draw: not offered to a browser without them (docs/adr/0066). */
  needsScript?: boolean;
  children: ReactNode;
}) {
  return (
    <li className={needsScript ? 'needs-script' : undefined}>
      <Link to={to} onClick={onClose}>
        {children}
      </Link>
    </li>
  );
}

export function SidePanelAccountLinks({ onClose }: { onClose: () => void }) {
  const { features } = useAppConfig();
  const account = useAccount();
  if (!account) return null;
  return (
    <>
      <AccountLink to="/profile" onClose={onClose} needsScript>
        <Trans>Edit profile</Trans>
      </AccountLink>
      <AccountLink to="/orders" onClose={onClose}>
        <Trans>Order history</Trans>
      </AccountLink>
      {features.debtorCards && (
        <AccountLink to="/debtorcards" onClose={onClose} needsScript>
          <Trans>Debtor cards</Trans>
        </AccountLink>
      )}
      {features.shipping && (
        <AccountLink to="/address_management" onClose={onClose} needsScript>
          <Trans>Address book</Trans>
        </AccountLink>
      )}
    </>
  );
}

/**
 * Log out: a form posting to `POST /sign_out`, so it works before the scripts run and without
 * them (the gateway ends the session and goes home); the scripts sign out in place.
 */
export function SidePanelLogout({
  onClose,
  onSignedOut,
}: {
  onClose: () => void;
  onSignedOut?: () => void;
}) {
  const account = useAccount();
  const signOut = useSignOut();
  if (!account) return null;
  return (
    <li>
      <form
        method="post"
        action="/sign_out"
        onSubmit={(event) => {
          event.preventDefault();
          onClose();
          void signOut().then(onSignedOut);
        }}
      >
        <button type="submit" className="link-button">
          <Trans>Log out</Trans>
        </button>
      </form>
    </li>
  );
}
