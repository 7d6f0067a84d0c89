/**
 * The signed-in shopper's open orders and recent orders, fetched once per shopper (one upstream
 * open-orders call per start). They feed the open-orders modal (stock_short, pending_payment)
 * and the review modal (collected or delivered, not reviewed). When the
 * open-orders fetch answers 404 (`NOT_FOUND` on `openOrders`) the shopper is signed out
 *.
 */
import { CombinedGraphQLErrors } from '@apollo/client';
import { useQuery } from '@apollo/client/react';
import { useEffect } from 'react';
import { OpenOrdersDocument, type OpenOrdersQuery } from './OpenOrders.generated';
import { useAccount } from '../account/account-store';
import { useSignOut } from '../account/session';

export type OpenOrdersViewer = NonNullable<OpenOrdersQuery['viewer']>;

/** True when the error says the shopper's open orders were not found. */
export function openOrdersNotFound(error: unknown): boolean {
  return (
    CombinedGraphQLErrors.is(error) &&
    error.errors.some(
      (item) => item.extensions?.code === 'NOT_FOUND' && (item.path ?? []).includes('openOrders'),
    )
  );
}

/** Call once (the shell does): the viewer's open and recent orders, or null for visitors. */
export function useOpenOrders(): OpenOrdersViewer | null {
  const account = useAccount();
  const signOut = useSignOut();
  const { data, error } = useQuery(OpenOrdersDocument, {
    skip: !account,
    // Fresh for each shopper who signs in (or is remembered at start), then from the cache, so
    // the review and open-orders answers (e.g. a review sent) update what the modals show.
    fetchPolicy: 'network-only',
    nextFetchPolicy: 'cache-first',
    errorPolicy: 'all',
  });

  useEffect(() => {
    if (account && openOrdersNotFound(error)) void signOut();
    // Once per answer.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [error]);

  return account ? (data?.viewer ?? null) : null;
}
