/**
 * Builds out of step during a rolling deploy. Replicas on the old and the new build answer side by
 * side for a while: a tab on the new build may reach an old replica, which does not know its
 * operation (403 `OPERATION_NOT_SAFELISTED` with the safelist on, `GRAPHQL_VALIDATION_FAILED`
 * without it, `PERSISTED_QUERY_NOT_FOUND` when even the text could not be stored). Such a refusal
 * happens before anything runs, so the operation is sent once more, mutations too: the load
 * balancer will most likely pick a replica that knows it. Only when the second answer is the same
 * refusal does the link check the version (`check`), which reloads into the new build if there is
 * one. The new build's replicas know the previous release's operations (gateway
 * `GRAPHQL_PREVIOUS_PERSISTED_MANIFEST`), so a tab on the old build keeps working on them.
 */
import { ApolloLink, CombinedGraphQLErrors, ServerError } from '@apollo/client';
import { Observable } from 'rxjs';

const NOT_SAFELISTED = 'OPERATION_NOT_SAFELISTED';
/** Codes a replica answers for an operation its build does not know. */
const UNKNOWN_HERE = ['GRAPHQL_VALIDATION_FAILED', 'PERSISTED_QUERY_NOT_FOUND'];

interface GraphqlErrorLike {
  extensions?: Record<string, unknown> | null;
}

const unknownHere = (errors: readonly GraphqlErrorLike[]) =>
  errors.length > 0 &&
  errors.every(
    (item) =>
      item.extensions?.reason === NOT_SAFELISTED ||
      UNKNOWN_HERE.includes(String(item.extensions?.code)),
  );

/** True when the gateway refused the operation as one its build does not know. */
export function refusedAsUnknown(error: unknown): boolean {
  if (CombinedGraphQLErrors.is(error)) return unknownHere(error.errors);
  // A gateway answering plain JSON: Apollo Client keeps a non-2xx answer's body as text.
  if (ServerError.is(error)) {
    if (error.statusCode !== 400 && error.statusCode !== 403) return false;
    try {
      const body = JSON.parse(error.bodyText) as { errors?: GraphqlErrorLike[] };
      return unknownHere(body.errors ?? []);
    } catch {
      return false;
    }
  }
  return false;
}

const refusedResult = (result: ApolloLink.Result) => unknownHere(result.errors ?? []);

export function createStaleBuildLink(check: () => Promise<unknown>): ApolloLink {
  return new ApolloLink(
    (operation, forward) =>
      new Observable<ApolloLink.Result>((observer) => {
        const subscriptions: Array<{ unsubscribe(): void }> = [];
        let retried = false;
        const attempt = () => {
          const first = !retried;
          // Once this attempt is answered with a refusal and retried, it says nothing more.
          let superseded = false;
          const retry = () => {
            superseded = true;
            retried = true;
            attempt();
          };
          const subscription = forward(operation).subscribe({
            next: (result) => {
              if (superseded) return;
              if (refusedResult(result)) {
                if (first) return retry();
                void check();
              }
              observer.next(result);
            },
            error: (error: unknown) => {
              if (superseded) return;
              if (refusedAsUnknown(error)) {
                if (first) return retry();
                void check();
              }
              observer.error(error);
            },
            complete: () => {
              if (!superseded) observer.complete();
            },
          });
          subscriptions.push(subscription);
          if (superseded) subscription.unsubscribe();
        };
        attempt();
        return () => subscriptions.forEach((subscription) => subscription.unsubscribe());
      }),
  );
}
