/**
 * The per-session rate limit: a signed-in session gets RATE_LIMIT_PER_SESSION requests a window,
 * and a copy of a cookie that was signed out cannot spend the shopper's next session's share.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PIETER, THANDI, signedIn } from '../support/shoppers';
import { startStack, type TestStack } from '../support/stack';

const VIEWER = '{ viewer { id } }';

describe('per-session rate limit', () => {
  let stack: TestStack;

  beforeAll(async () => {
    stack = await startStack({ RATE_LIMIT_PER_SESSION: '5' });
  });
  afterAll(async () => {
    await stack.close();
  });

  it('refuses a signed-in session past its share with 429 RATE_LIMITED and Retry-After', async () => {
    const shopper = await signedIn(stack.gatewayUrl, THANDI);
    const statuses: number[] = [];
    for (let request = 0; request < 5; request++) {
      statuses.push((await shopper.request(VIEWER)).status);
    }
    const refused = await shopper.request(VIEWER);
    expect(statuses.slice(-1)).toEqual([200]);
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toMatch(/^\d+$/);
    expect(refused.errors?.[0]?.extensions?.code).toBe('RATE_LIMITED');
  });

  it('a signed-out cookie replayed does not use up the shopper’s next session', async () => {
    const shopper = await signedIn(stack.gatewayUrl, PIETER);
    const copied = shopper.cookieHeader;
    await shopper.request('mutation { signOut { signedOut } }');
    // The copy keeps being sent as it was, whatever the gateway answers to clear it.
    for (let request = 0; request < 10; request++) {
      await fetch(`${stack.gatewayUrl}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', cookie: copied },
        body: JSON.stringify({ query: VIEWER }),
      });
    }

    const again = await signedIn(stack.gatewayUrl, PIETER);
    const answer = await again.request<{ viewer: { id: string } }>(VIEWER);
    expect(answer.status).toBe(200);
    expect(answer.data?.viewer).toEqual({ id: PIETER.id });
  });
});
