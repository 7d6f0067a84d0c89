/** Whether a query's error carries a GraphQL error with this `extensions.code`. */
import { CombinedGraphQLErrors } from '@apollo/client';

export function hasErrorCode(error: unknown, code: string): boolean {
  return (
    CombinedGraphQLErrors.is(error) && error.errors.some((item) => item.extensions?.code === code)
  );
}
