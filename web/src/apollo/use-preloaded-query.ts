/**
 * Reads a query started by a route loader (`preloadQuery`) and gives its `refetch`.
 *
 * Why a hook of our own: `useReadQuery` and `useQueryRefHandlers` in one component (rather than
 * handlers in a parent, reader in a child, as Apollo's docs show) leave a refetch's answer
 * unrendered: the handlers hand the new request to the reader during a render the reader has
 * already done, and nothing renders again when the answer comes, so a Retry or a poll showed
 * nothing new until something else rendered the page. The refetch here renders the component
 * once more when its answer is in. (Calling the handlers first instead froze pages now and then
 * in the e2e runs, so the order Apollo's hooks were used in before is kept.)
 */
import type { DataState, OperationVariables } from '@apollo/client';
import { useQueryRefHandlers, useReadQuery } from '@apollo/client/react';
import type { QueryRef } from '@apollo/client/react';
import { useCallback, useState } from 'react';

export function usePreloadedQuery<
  TData,
  TVariables extends OperationVariables,
  TStates extends DataState<TData>['dataState'],
>(
  queryRef: QueryRef<TData, TVariables, TStates>,
): useReadQuery.Result<TData, TStates> &
  Pick<useQueryRefHandlers.Result<TData, TVariables>, 'refetch'> {
  const read = useReadQuery(queryRef);
  const { refetch: refetchQuery } = useQueryRefHandlers(queryRef);
  const [, answered] = useState(0);
  const refetch = useCallback<useQueryRefHandlers.Result<TData, TVariables>['refetch']>(
    (variables) => {
      const request = refetchQuery(variables);
      const rerender = () => answered((count) => count + 1);
      request.then(rerender, rerender);
      return request;
    },
    [refetchQuery],
  );
  return { ...read, refetch };
}
