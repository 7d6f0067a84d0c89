/**
 * Guessing a shopper's secrets is limited per mobile number, whatever the address, session or
 * spelling of the number the guesses come from: sign-in passwords, reset codes, and reset
 * requests (each sends an SMS, and each live code is one more chance to guess).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GraphqlClient } from '../support/gateway';
import { PIETER, THANDI } from '../support/shoppers';
import { startStack, type TestStack } from '../support/stack';

const SIGN_IN = `mutation ($input: SignInInput!) {
  signIn(input: $input) {
    viewer { id }
    errors { __typename message ... on TooManyAttemptsError { retryAfterSeconds } }
  }
}`;
const FORGOT = `mutation ($login: String!) {
  forgotPassword(input: { login: $login }) {
    message
    errors { __typename ... on TooManyAttemptsError { retryAfterSeconds } }
  }
}`;
const VALIDATE = `mutation ($login: String!, $code: String!) {
  validateResetCode(input: { login: $login, code: $code }) {
    resetToken
    errors { __typename ... on TooManyAttemptsError { retryAfterSeconds } }
  }
}`;

interface Errors {
  errors: Array<{ __typename: string; retryAfterSeconds?: number }>;
}

describe('guessing a shopper’s secrets', () => {
  let stack: TestStack;

  beforeAll(async () => {
    stack = await startStack({
      SIGN_IN_ATTEMPTS: '3',
      RESET_CODE_ATTEMPTS: '3',
      RESET_REQUESTS: '2',
    });
  });
  afterAll(async () => {
    await stack.close();
  });

  it('stops sign-in attempts on one number after the limit, the right password too, without asking upstream', async () => {
    // Each guess from a fresh client (no cookie), one spelling of the number with spaces.
    for (const login of [PIETER.login, '083 123 4567', `+27${PIETER.login.slice(1)}`]) {
      const wrong = await new GraphqlClient(stack.gatewayUrl).request<{ signIn: Errors }>(SIGN_IN, {
        input: { login, password: 'guess' },
      });
      expect(wrong.data?.signIn.errors[0]?.__typename).toBe('WrongPasswordError');
    }
    await stack.resetCalls();
    const right = await new GraphqlClient(stack.gatewayUrl).request<{
      signIn: Errors & { viewer: null };
    }>(SIGN_IN, { input: { login: PIETER.login, password: PIETER.password } });
    expect(right.data?.signIn.viewer).toBeNull();
    expect(right.data?.signIn.errors).toEqual([
      {
        __typename: 'TooManyAttemptsError',
        message: expect.stringMatching(/too many attempts/i),
        retryAfterSeconds: expect.any(Number),
      },
    ]);
    const wait = right.data?.signIn.errors[0]?.retryAfterSeconds ?? 0;
    expect(wait).toBeGreaterThan(14 * 60);
    expect(wait).toBeLessThanOrEqual(15 * 60);
    expect((await stack.calls()).total).toBe(0);

    // Another shopper's number is not affected.
    const other = await new GraphqlClient(stack.gatewayUrl).request<{
      signIn: { viewer: { id: string } | null };
    }>(SIGN_IN, { input: { login: THANDI.login, password: THANDI.password } });
    expect(other.data?.signIn.viewer).toEqual({ id: THANDI.id });
  });

  it('limits reset requests (SMS) and reset-code guesses per number', async () => {
    const client = new GraphqlClient(stack.gatewayUrl);
    for (let request = 0; request < 2; request++) {
      const forgot = await client.request<{ forgotPassword: Errors & { message: string } }>(
        FORGOT,
        { login: THANDI.login },
      );
      expect(forgot.data?.forgotPassword.errors).toEqual([]);
    }
    await stack.resetCalls();
    const third = await client.request<{ forgotPassword: Errors & { message: null } }>(FORGOT, {
      login: THANDI.login,
    });
    expect(third.data?.forgotPassword.message).toBeNull();
    expect(third.data?.forgotPassword.errors[0]?.__typename).toBe('TooManyAttemptsError');
    expect(third.data?.forgotPassword.errors[0]?.retryAfterSeconds).toBeGreaterThan(59 * 60);
    expect((await stack.calls()).total).toBe(0);

    const outbox = (await (await fetch(`${stack.sim.url}/sim/outbox`)).json()) as {
      messages: Array<{ to: string; token_code: string }>;
    };
    const code = outbox.messages
      .filter((message) => message.to === THANDI.login)
      .at(-1)?.token_code;
    expect(code).toBeTruthy();
    for (const guess of ['000000', '111111', '222222']) {
      const wrong = await client.request<{ validateResetCode: Errors }>(VALIDATE, {
        login: THANDI.login,
        code: guess,
      });
      expect(wrong.data?.validateResetCode.errors[0]?.__typename).toBe('InvalidResetCodeError');
    }
    // The right code no longer helps: the guesses on this number are used up.
    const right = await new GraphqlClient(stack.gatewayUrl).request<{
      validateResetCode: Errors & { resetToken: string | null };
    }>(VALIDATE, { login: THANDI.login, code });
    expect(right.data?.validateResetCode.resetToken).toBeNull();
    expect(right.data?.validateResetCode.errors[0]?.__typename).toBe('TooManyAttemptsError');
  });
});
