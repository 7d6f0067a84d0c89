/**
 * Changing the password from the profile: the shopper must prove they know the current one (a
 * stolen session cookie alone cannot lock the owner out), the check counts as a sign-in attempt
 * for the number, and a successful change signs out every other session of the shopper, like a
 * reset, while this one carries on.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GraphqlClient } from '../support/gateway';
import { signedIn } from '../support/shoppers';
import { startStack, type TestStack } from '../support/stack';

const SIGN_UP = `mutation ($input: SignUpInput!) {
  signUp(input: $input) { viewer { id } errors { __typename message } }
}`;
const SIGN_IN = `mutation ($input: SignInInput!) {
  signIn(input: $input) { viewer { id } errors { __typename message } }
}`;
const UPDATE = `mutation ($input: UpdateProfileInput!) {
  updateProfile(input: $input) {
    account { id }
    errors { __typename message ... on TooManyAttemptsError { retryAfterSeconds } }
  }
}`;

interface UpdateResult {
  updateProfile: {
    account: { id: string } | null;
    errors: Array<{ __typename: string; message: string; retryAfterSeconds?: number }>;
  };
}

/** A fresh shopper of the simulator, so no other test's password changes. */
async function newShopper(gatewayUrl: string, password: string) {
  const login = `07${String(Date.now() + Math.floor(Math.random() * 1000)).slice(-8)}`;
  const result = await new GraphqlClient(gatewayUrl).request<{
    signUp: { viewer: { id: string } | null };
  }>(SIGN_UP, {
    input: { login, password, firstName: 'Sipho', lastName: 'Dube', acceptTerms: true },
  });
  const id = result.data?.signUp.viewer?.id;
  if (!id) throw new Error(`Sign up failed: ${JSON.stringify(result)}`);
  return { login, password, id };
}

async function canSignIn(gatewayUrl: string, login: string, password: string) {
  const result = await new GraphqlClient(gatewayUrl).request<{
    signIn: { viewer: { id: string } | null };
  }>(SIGN_IN, { input: { login, password } });
  return result.data?.signIn.viewer != null;
}

describe('changing the password from the profile', () => {
  let stack: TestStack;

  beforeAll(async () => {
    stack = await startStack();
  });
  afterAll(async () => {
    await stack.close();
  });

  it('needs the current password, and signs out every other session of the shopper', async () => {
    const shopper = await newShopper(stack.gatewayUrl, 'first-pass1');
    const a = await signedIn(stack.gatewayUrl, shopper);
    const b = await signedIn(stack.gatewayUrl, shopper);

    // Without the current password (a stolen cookie): refused, nothing changes.
    const bare = await b.request<UpdateResult>(UPDATE, { input: { password: 'thief-pass1' } });
    expect(bare.errors).toBeUndefined();
    expect(bare.data?.updateProfile).toEqual({
      account: null,
      errors: [
        {
          __typename: 'AccountInputError',
          message: 'Enter your current password to set a new one',
        },
      ],
    });
    expect(await canSignIn(stack.gatewayUrl, shopper.login, 'thief-pass1')).toBe(false);
    expect(await canSignIn(stack.gatewayUrl, shopper.login, shopper.password)).toBe(true);

    // A wrong current password: WrongPasswordError, nothing changes.
    const wrong = await b.request<UpdateResult>(UPDATE, {
      input: { password: 'thief-pass1', currentPassword: 'a-guess' },
    });
    expect(wrong.errors).toBeUndefined();
    expect(wrong.data?.updateProfile.account).toBeNull();
    expect(wrong.data?.updateProfile.errors.map((error) => error.__typename)).toEqual([
      'WrongPasswordError',
    ]);
    expect(await canSignIn(stack.gatewayUrl, shopper.login, 'thief-pass1')).toBe(false);
    // Both sessions still work after refusals.
    expect((await a.request('{ viewer { id } }')).data).toEqual({ viewer: { id: shopper.id } });

    // The right one: the password changes, A is signed out, B carries on (re-issued).
    const changed = await b.request<UpdateResult>(UPDATE, {
      input: { password: 'second-pass2', currentPassword: shopper.password },
    });
    expect(changed.errors).toBeUndefined();
    expect(changed.data?.updateProfile).toEqual({ account: { id: shopper.id }, errors: [] });
    expect(changed.headers.getSetCookie().join('\n')).toMatch(/^sf_session=[^;]+;/m);

    expect((await a.request('{ viewer { id } }')).data).toEqual({ viewer: null });
    expect((await b.request('{ viewer { id } }')).data).toEqual({ viewer: { id: shopper.id } });
    // B's session still reaches the legacy API for the shopper's data.
    const addresses = await b.request<{ viewer: { addresses: unknown[] } }>(
      '{ viewer { addresses { id } } }',
    );
    expect(addresses.errors).toBeUndefined();
    expect(addresses.data?.viewer.addresses).toEqual([]);

    expect(await canSignIn(stack.gatewayUrl, shopper.login, 'second-pass2')).toBe(true);
    expect(await canSignIn(stack.gatewayUrl, shopper.login, shopper.password)).toBe(false);
  });

  it('changes other details without the current password', async () => {
    const shopper = await newShopper(stack.gatewayUrl, 'first-pass1');
    const a = await signedIn(stack.gatewayUrl, shopper);
    const b = await signedIn(stack.gatewayUrl, shopper);
    const renamed = await b.request<UpdateResult>(UPDATE, { input: { lastName: 'Dube-Mthembu' } });
    expect(renamed.data?.updateProfile).toEqual({ account: { id: shopper.id }, errors: [] });
    // No password change: the other session stays signed in.
    expect((await a.request('{ viewer { id } }')).data).toEqual({ viewer: { id: shopper.id } });
  });
});

describe('the current-password check and the per-number sign-in limit', () => {
  let stack: TestStack;

  beforeAll(async () => {
    stack = await startStack({ SIGN_IN_ATTEMPTS: '3' });
  });
  afterAll(async () => {
    await stack.close();
  });

  it('counts each check as a sign-in attempt for the number', async () => {
    const shopper = await newShopper(stack.gatewayUrl, 'first-pass1');
    const client = await signedIn(stack.gatewayUrl, shopper); // attempt 1
    for (const guess of ['guess-one', 'guess-two']) {
      // attempts 2 and 3
      const wrong = await client.request<UpdateResult>(UPDATE, {
        input: { password: 'thief-pass1', currentPassword: guess },
      });
      expect(wrong.data?.updateProfile.errors[0]?.__typename).toBe('WrongPasswordError');
    }
    await stack.resetCalls();
    const locked = await client.request<UpdateResult>(UPDATE, {
      input: { password: 'second-pass2', currentPassword: shopper.password },
    });
    expect(locked.data?.updateProfile.account).toBeNull();
    expect(locked.data?.updateProfile.errors).toEqual([
      {
        __typename: 'TooManyAttemptsError',
        message: expect.stringMatching(/too many attempts/i),
        retryAfterSeconds: expect.any(Number),
      },
    ]);
    // Refused before the legacy API is asked for the password: the only call is the live read
    // of the shopper's number (the legacy API's empty update), and no change is sent.
    expect((await stack.calls()).calls).toEqual({ 'PATCH /api/v1/account/{scope}/{id}/update': 1 });
    // The session itself is not touched by the limit.
    expect((await client.request('{ viewer { id } }')).data).toEqual({
      viewer: { id: shopper.id },
    });
  });
});
