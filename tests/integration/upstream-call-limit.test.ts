/**
 * One operation cannot turn into dozens of legacy calls through aliases: the estimated upstream
 * calls (GRAPHQL_MAX_UPSTREAM_CALLS) are counted from the document before anything runs, and an
 * operation past the limit is refused with an error naming it, with no legacy call made.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStack, type TestStack } from '../support/stack';

const suppliers = (n: number) =>
  `query Suppliers { ${Array.from({ length: n }, (_, i) => `s${i}: supplier(id: "101") { id name }`).join(' ')} }`;

describe('the upstream-call limit', () => {
  let stack: TestStack;
  beforeAll(async () => {
    stack = await startStack({ CACHE_TTL_SECONDS: '0', GRAPHQL_MAX_UPSTREAM_CALLS: '10' });
  });
  afterAll(async () => {
    await stack?.close();
  });

  it('refuses aliased root fields past the limit before any legacy call, naming the limit', async () => {
    await stack.resetCalls();
    const result = await stack.graphql(suppliers(11));
    expect(result.data).toBeUndefined();
    expect(result.errors).toHaveLength(1);
    expect(result.errors?.[0]?.message).toContain('the limit is 10 (GRAPHQL_MAX_UPSTREAM_CALLS)');
    expect(result.errors?.[0]?.extensions).toMatchObject({
      reason: 'TOO_MANY_UPSTREAM_CALLS',
      limit: 10,
      upstreamCalls: 11,
    });
    expect((await stack.calls()).total).toBe(0);
  });

  it('answers within the limit', async () => {
    const result = await stack.graphql<Record<string, { id: string }>>(suppliers(10));
    expect(result.errors).toBeUndefined();
    expect(result.data?.s9?.id).toBe('101');
  });
});
