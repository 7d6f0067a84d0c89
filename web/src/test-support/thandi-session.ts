/** A signed-in shopper's `AccountSession` answer, as the gateway gives it, for tests. */
import type { AccountSessionQuery } from '../core/session/AccountSession.generated';
import type { AccountSession_AccountFragment } from '../core/session/AccountSession_account.generated';

export const THANDI_ACCOUNT: AccountSession_AccountFragment = {
  __typename: 'Account',
  id: '1',
  login: '0821234567',
  fullName: 'Thandi Nkosi',
  firstName: 'Thandi',
  lastName: 'Nkosi',
  creditInCents: 5000,
  profile: { __typename: 'Profile', language: 'EN' },
};

/** The session answer naming `account` as the viewer. */
export function sessionOf(
  account: AccountSession_AccountFragment = THANDI_ACCOUNT,
): AccountSessionQuery {
  return { viewer: { __typename: 'Viewer', id: `viewer-${account.id}`, account } };
}
