/**
 * A no-script form post counts once against the API's rate limit, like the GraphQL request the
 * web's script would have sent instead: the operation the form runs in process (`POST /sign_in`
 * signs in with the web's `SignIn`) is not counted a second time. It is no way around the limit
 * either: the form is counted before it runs, and a request from outside that claims to have been
 * counted already is counted like any other.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postForm } from '../support/form-post';
import { THANDI } from '../support/shoppers';
import { startStack, type TestStack } from '../support/stack';

/** The per-address budget of the stack below, in requests per window. */
const LIMIT = 4;

describe('a form post and the rate limit', () => {
  let stack: TestStack;

  beforeAll(async () => {
    stack = await startStack({
      RATE_LIMIT_PER_IP: String(LIMIT),
      RATE_LIMIT_WINDOW_MS: '600000',
      PUBLIC_ORIGIN: 'https://shop.test',
      SSR: 'false',
    });
  });
  afterAll(() => stack?.close());

  const signIn = () =>
    postForm(
      stack,
      '/sign_in',
      `login=${THANDI.login}&password=${THANDI.password}&redirect_to=%2Fbasket`,
      { cookie: 'sf_locale=af' },
    );

  it('lets N sign-in posts within a limit of N through, and refuses the next with the limit’s page', async () => {
    const answers = [];
    for (let post = 0; post < LIMIT; post++) answers.push(await signIn());
    expect(answers.map((answer) => answer.status)).toEqual(Array(LIMIT).fill(303));
    expect(answers.map((answer) => answer.headers.get('location'))).toEqual(
      Array(LIMIT).fill('/basket'),
    );

    const refused = await signIn();
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(refused.headers.get('content-type')).toMatch(/^text\/html/);
    expect(await refused.text()).toContain(
      'Te veel versoeke. Wag asseblief ’n oomblik en probeer weer.',
    );

    // Spent: a GraphQL request claiming to come from a form already counted is refused too.
    for (const claim of ['1', 'true', crypto.randomUUID()]) {
      const asked = await fetch(`${stack.gatewayUrl}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-shopfront-counted-pass': claim },
        body: JSON.stringify({ query: '{ __typename }' }),
      });
      expect(asked.status).toBe(429);
    }
  });
});
