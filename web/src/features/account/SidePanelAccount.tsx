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
  children,
}: {
  to: string;
  onClose: () => void;
  children: ReactNode;
}) {
  return (
    <li>
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
      <AccountLink to="/profile" onClose={onClose}>
        <Trans>Edit profile</Trans>
      </AccountLink>
      <AccountLink to="/orders" onClose={onClose}>
        <Trans>Order history</Trans>
      </AccountLink>
      {features.debtorCards && (
        <AccountLink to="/debtorcards" onClose={onClose}>
          <Trans>Debtor cards</Trans>
        </AccountLink>
      )}
      {features.shipping && (
        <AccountLink to="/address_management" onClose={onClose}>
          <Trans>Address book</Trans>
        </AccountLink>
      )}
    </>
  );
}

export function SidePanelLogout({ onClose }: { onClose: () => void }) {
  const account = useAccount();
  const signOut = useSignOut();
  if (!account) return null;
  return (
    <li>
      <button
        type="button"
        className="link-button"
        onClick={() => {
          onClose();
          void signOut();
        }}
      >
        <Trans>Log out</Trans>
      </button>
    </li>
  );
}
