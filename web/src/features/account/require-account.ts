/**
 * The sign-in guard, a loader on the pathless route around every (auth) route: a visitor goes to
 * `/sign_in?redirect_to=<the path>`, and a shopper who just signed out goes to `/`. When nobody
 * is remembered on this device it first waits for the gateway to say whether a session exists.
 */
import { redirect, type LoaderFunctionArgs } from 'react-router';
import { contextOf } from '../../core/request-context';
import { getAccountState } from './account-store';
import { confirmSession } from './session';

export async function requireAccountLoader({
  request,
  context,
}: LoaderFunctionArgs): Promise<null> {
  const { where, signedIn } = contextOf({ context });
  // A server render read the request's session before its loaders ran.
  if (where === 'server') {
    if (signedIn) return null;
    throw redirect(signInPath(request));
  }
  const before = getAccountState();
  if (!before.account && !before.signedOut && !before.confirmed) await confirmSession();
  const { account, signedOut } = getAccountState();
  if (account) return null;
  if (signedOut) throw redirect('/');
  throw redirect(signInPath(request));
}

function signInPath(request: Request): string {
  const url = new URL(request.url);
  return `/sign_in?redirect_to=${encodeURIComponent(url.pathname + url.search)}`;
}
