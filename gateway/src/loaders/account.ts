/**
 * Per-request loaders of the signed-in shopper's account data. Keys hold the user id, so data
 * loaded for one shopper is never served to another (and nothing here outlives the request).
 */
import DataLoader from 'dataloader';
import type { RestAccount, RestAddress } from '@shopfront/legacy-api';
import type { Session, SessionData } from '../session/types.js';
import { UpstreamError } from '../upstream/errors.js';
import type { LoaderRecipes } from './lazy.js';
import { loadEach } from './load-each.js';

export interface AccountLoaders {
  /** The account by user id: the session's snapshot (see AccountApi.current). */
  account: DataLoader<number, RestAccount>;
  /**
   * The account read live (at most once per request), for debtor cards still pending: the branch
   * decides them outside the shop, so a snapshot would keep showing "pending".
   */
  liveAccount: DataLoader<number, RestAccount>;
  /** Saved addresses by user id. */
  addresses: DataLoader<number, RestAddress[]>;
}

/** The session's data for `userId`; a changed or missing session is a programming error. */
export function sessionFor(session: Session, userId: number): SessionData {
  const data = session.data;
  if (!data || data.userId !== userId) throw new Error('Session does not match the loader key');
  return data;
}

export const accountRecipes: LoaderRecipes<AccountLoaders, AccountLoaders> = {
  // At most one live read per shopper per request, shared by the account and its debtor cards.
  liveAccount: ({ upstream, session }) =>
    new DataLoader<number, RestAccount>((userIds) =>
      loadEach(userIds, async (userId) => {
        const result = await upstream.account.refresh(sessionFor(session, userId));
        if (!result.ok) {
          throw new UpstreamError('http', 'PATCH /api/v1/account/{scope}/{id}/update', 422);
        }
        return result.value;
      }),
    ),
  account: ({ upstream, session }, all) =>
    new DataLoader((userIds) =>
      loadEach(
        userIds,
        async (userId) =>
          (await upstream.account.snapshot(sessionFor(session, userId))) ??
          all.liveAccount.load(userId),
      ),
    ),
  addresses: ({ upstream, session }) =>
    new DataLoader((userIds) =>
      loadEach(userIds, (userId) => upstream.account.addresses(sessionFor(session, userId))),
    ),
};
