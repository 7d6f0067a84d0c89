import {
  ApolloClient,
  ApolloLink,
  CombinedGraphQLErrors,
  InMemoryCache,
  ServerError,
  execute,
  gql,
} from '@apollo/client';
import { of, throwError } from 'rxjs';
import { describe, expect, it, vi } from 'vitest';
import { createStaleBuildLink, refusedAsUnknown } from './stale-build-link';

const REFUSAL = {
  message: 'This operation is not on the safelist of the web client’s operations.',
  extensions: { code: 'FORBIDDEN', reason: 'OPERATION_NOT_SAFELISTED' },
};

function answering(result: ApolloLink.Result | Error): ApolloLink {
  return new ApolloLink(() => (result instanceof Error ? throwError(() => result) : of(result)));
}

async function run(link: ApolloLink) {
  const client = new ApolloClient({ link, cache: new InMemoryCache() });
  const query = gql`
    query Search {
      __typename
    }
  `;
  await new Promise<void>((resolve) => {
    execute(link, { query }, { client }).subscribe({
      error: () => resolve(),
      complete: () => resolve(),
    });
  });
}

describe('stale build link', () => {
  it('checks the version when the gateway refuses an operation as not safelisted', async () => {
    const check = vi.fn(() => Promise.resolve());
    await run(createStaleBuildLink(check).concat(answering({ errors: [REFUSAL] })));
    expect(check).toHaveBeenCalledTimes(1);
  });

  it('leaves every other failure alone', async () => {
    const check = vi.fn(() => Promise.resolve());
    const busy = { message: 'Busy', extensions: { code: 'SERVICE_UNAVAILABLE' } };
    await run(createStaleBuildLink(check).concat(answering({ errors: [busy] })));
    await run(createStaleBuildLink(check).concat(answering(new TypeError('Failed to fetch'))));
    expect(check).not.toHaveBeenCalled();
  });

  it('recognises the refusal as GraphQL errors or as a 403 body kept as text', () => {
    expect(refusedAsUnknown(new CombinedGraphQLErrors({ errors: [REFUSAL] }))).toBe(true);
    const response = new Response(null, { status: 403 });
    const body = JSON.stringify({ errors: [REFUSAL] });
    expect(refusedAsUnknown(new ServerError('403', { response, bodyText: body }))).toBe(true);
    const other = new Response(null, { status: 500 });
    expect(refusedAsUnknown(new ServerError('500', { response: other, bodyText: body }))).toBe(
      false,
    );
  });
});
