/**
 * The comparison the screen shows. Until the device says where the shopper is, only the one
 * already in the cache is shown (the server's, made from the shop's default point): none is asked
 * for, as the device's answer comes soon and would ask again.
 *
 * Waiting is a skipped query, not a `cache-only` one: Apollo does not ask again when only the
 * fetch policy changes, so a device whose answer left the question as it was (location refused:
 * the default point again) left the screen "Loading…" for good.
 */
import { useApolloClient, useQuery } from '@apollo/client/react';
import {
  BasketComparisonDocument,
  type BasketComparisonQueryVariables,
} from './BasketComparison.generated';

export function useComparison(
  variables: BasketComparisonQueryVariables,
  { asked, positionKnown }: { asked: boolean; positionKnown: boolean },
) {
  const client = useApolloClient();
  const served =
    !positionKnown && client.readQuery({ query: BasketComparisonDocument, variables }) !== null;
  return useQuery(BasketComparisonDocument, {
    variables,
    skip: !asked || (!positionKnown && !served),
    fetchPolicy: 'cache-first',
  });
}
