/**
 * A tab left open across a deploy sends operations the new gateway may no longer accept. The
 * persisted link re-sends an unknown hash's full text once, and the gateway refuses that text as
 * not on its safelist (403, `OPERATION_NOT_SAFELISTED`). Retrying cannot help such a tab, and the
 * version check runs only when the path changes; so a refusal checks the version at once, which
 * reloads into the new build. The check stores the new build's checksum before reloading, so a
 * refusal that is not about a deploy never reloads twice.
 */
import { CombinedGraphQLErrors, ServerError } from '@apollo/client';
import { ErrorLink } from '@apollo/client/link/error';
import { checkVersion } from '../core/version-check';

const NOT_SAFELISTED = 'OPERATION_NOT_SAFELISTED';

/** True when the gateway refused the operation as not on its safelist. */
export function refusedAsUnknown(error: unknown): boolean {
  if (CombinedGraphQLErrors.is(error))
    return error.errors.some((item) => item.extensions?.reason === NOT_SAFELISTED);
  // A gateway answering plain JSON: Apollo Client keeps a non-2xx answer's body as text.
  if (ServerError.is(error))
    return error.statusCode === 403 && error.bodyText.includes(NOT_SAFELISTED);
  return false;
}

export function createStaleBuildLink(check: () => Promise<unknown> = checkVersion): ErrorLink {
  return new ErrorLink(({ error }) => {
    if (refusedAsUnknown(error)) void check();
  });
}
