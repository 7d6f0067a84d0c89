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

/** Answers each request with the next of `answers` (the last one again when they run out). */
function answeringInTurn(answers: Array<ApolloLink.Result | Error>) {
  let calls = 0;
  const link = new ApolloLink(() => {
    const answer = answers[Math.min(calls, answers.length - 1)]!;
    calls += 1;
    return answer instanceof Error ? throwError(() => answer) : of(answer);
  });
  return { link, calls: () => calls };
}

async function run(link: ApolloLink) {
  const client = new ApolloClient({ link, cache: new InMemoryCache() });
  const query = gql`
    query Search {
      __typename
    }
  `;
  const seen: { results: ApolloLink.Result[]; error?: unknown } = { results: [] };
  await new Promise<void>((resolve) => {
    execute(link, { query }, { client }).subscribe({
      next: (result) => seen.results.push(result),
      error: (error: unknown) => {
        seen.error = error;
        resolve();
      },
      complete: () => resolve(),
    });
  });
  return seen;
}

describe('stale build link', () => {
  it('checks the version when the gateway refuses an operation as not safelisted', async () => {
    const check = vi.fn(() => Promise.resolve());
    await run(createStaleBuildLink(check).concat(answering({ errors: [REFUSAL] })));
    expect(check).toHaveBeenCalledTimes(1);
  });

  it('sends a refused operation once more, and answers with the replica that knows it', async () => {
    const check = vi.fn(() => Promise.resolve());
    const upstream = answeringInTurn([{ errors: [REFUSAL] }, { data: { __typename: 'Query' } }]);
    const seen = await run(createStaleBuildLink(check).concat(upstream.link));
    expect(seen.results).toEqual([{ data: { __typename: 'Query' } }]);
    expect(upstream.calls()).toBe(2);
    expect(check).not.toHaveBeenCalled();
  });

  it('tries twice at most, then checks the version once and passes the refusal on', async () => {
    const check = vi.fn(() => Promise.resolve());
    const upstream = answeringInTurn([{ errors: [REFUSAL] }]);
    const seen = await run(createStaleBuildLink(check).concat(upstream.link));
    expect(upstream.calls()).toBe(2);
    expect(check).toHaveBeenCalledTimes(1);
    expect(seen.results).toEqual([{ errors: [REFUSAL] }]);
  });

  it('treats a validation failure of an older replica like a safelist refusal', async () => {
    const check = vi.fn(() => Promise.resolve());
    const invalid = {
      message: 'Cannot query field',
      extensions: { code: 'GRAPHQL_VALIDATION_FAILED' },
    };
    const response = new Response(null, { status: 400 });
    const upstream = answeringInTurn([
      new ServerError('400', { response, bodyText: JSON.stringify({ errors: [invalid] }) }),
      { data: { __typename: 'Query' } },
    ]);
    const seen = await run(createStaleBuildLink(check).concat(upstream.link));
    expect(seen.results).toEqual([{ data: { __typename: 'Query' } }]);
    expect(upstream.calls()).toBe(2);
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
