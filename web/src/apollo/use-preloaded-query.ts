/**
 * Reads a query started by a route loader (`preloadQuery`) and gives its `refetch`.
 *
 * Why one hook: `useQueryRefHandlers` hands the new request's promise to `useReadQuery` while
 * it renders. Called after `useReadQuery` in the same component, it does so too late: the
 * render reads the old answer, and when the new one arrives nothing renders again, so a Retry
 * or a poll shows nothing new until something else renders the page. The handlers come first.
 */
import type { DataState, OperationVariables } from '@apollo/client';
import { useQueryRefHandlers, useReadQuery } from '@apollo/client/react';
import type { QueryRef } from '@apollo/client/react';

export function usePreloadedQuery<
  TData,
  TVariables extends OperationVariables,
  TStates extends DataState<TData>['dataState'],
>(
  queryRef: QueryRef<TData, TVariables, TStates>,
): useReadQuery.Result<TData, TStates> &
  Pick<useQueryRefHandlers.Result<TData, TVariables>, 'refetch'> {
  const { refetch } = useQueryRefHandlers(queryRef);
  return { ...useReadQuery(queryRef), refetch };
}
