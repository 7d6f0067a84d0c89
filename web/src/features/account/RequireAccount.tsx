/**
 * Route guard of every (auth) route: a visitor goes to `/sign_in?redirect_to=<the path>`, and a
 * shopper who just signed out goes to `/`. While the gateway has not yet said whether a
 * remembered shopper is still signed in, it waits.
 */
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { ListSkeleton } from '../../ui/states';
import { useAccountState } from './account-store';

export function RequireAccount() {
  const { account, confirmed, signedOut } = useAccountState();
  const location = useLocation();
  if (account) return <Outlet />;
  if (!confirmed) return <ListSkeleton rows={3} />;
  if (signedOut) return <Navigate replace to="/" />;
  const target = `${location.pathname}${location.search}`;
  return <Navigate replace to={`/sign_in?redirect_to=${encodeURIComponent(target)}`} />;
}
