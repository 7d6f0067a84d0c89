/** Account domain through the gateway against the simulator: sessions, profile, addresses. */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { GraphqlClient } from '../support/gateway';
import { THANDI, signedIn } from '../support/shoppers';
import { startStack, type TestStack } from '../support/stack';

const SIGN_IN = `mutation ($input: SignInInput!) {
  signIn(input: $input) {
    viewer { id account { fullName creditInCents } }
    errors { __typename message }
  }
}`;

describe('account', () => {
  let stack: TestStack;

  beforeAll(async () => {
    stack = await startStack();
  });
  afterAll(async () => {
    await stack.close();
  });
  beforeEach(async () => {
    await stack.resetCalls();
  });

  it('refuses a wrong password as WrongPasswordError and sets no session', async () => {
    const client = new GraphqlClient(stack.gatewayUrl);
    const result = await client.request<{ signIn: { viewer: null; errors: unknown[] } }>(SIGN_IN, {
      input: { login: THANDI.login, password: 'not-her-password' },
    });
    expect(result.data?.signIn).toEqual({
      viewer: null,
      errors: [{ __typename: 'WrongPasswordError', message: 'Invalid mobile number or password' }],
    });
    expect(result.headers.getSetCookie()).toEqual([]);
    const viewer = await client.request<{ viewer: null }>('{ viewer { id } }');
    expect(viewer.data).toEqual({ viewer: null });
  });

  it('signs in with an encrypted httpOnly SameSite=Lax cookie, and signs out', async () => {
    const client = new GraphqlClient(stack.gatewayUrl);
    const result = await client.request(SIGN_IN, {
      input: { login: THANDI.login, password: THANDI.password },
    });
    expect(result.data).toEqual({
      signIn: {
        viewer: { id: '1', account: { fullName: 'Thandi Nkosi', creditInCents: 5000 } },
        errors: [],
      },
    });
    const cookie = result.headers.getSetCookie()[0] ?? '';
    expect(cookie).toMatch(/^sf_session=/);
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    expect(cookie).not.toMatch(/Secure/i); // plain http here; Secure behind TLS
    expect(cookie).not.toContain(THANDI.login);
    // The sign-in answer primed the account: no second call to read it.
    expect((await stack.calls()).calls).toEqual({ 'POST /api/v1/account/{scope}/sign_in': 1 });

    const out = await client.request<{ signOut: { signedOut: boolean } }>(
      'mutation { signOut { signedOut } }',
    );
    expect(out.data?.signOut.signedOut).toBe(true);
    expect(out.headers.getSetCookie()[0]).toMatch(/sf_session=;/);
    expect((await client.request('{ viewer { id } }')).data).toEqual({ viewer: null });
  });

  it('shows the viewer with addresses (newest first) and debtor cards', async () => {
    const client = await signedIn(stack.gatewayUrl, THANDI);
    await stack.resetCalls();
    const result = await client.request<{
      viewer: {
        account: { login: string; needsDebtorRegistration: boolean; profile: { language: string } };
        addresses: Array<{ formatted: string; location: { latitude: number } }>;
        debtorCards: Array<{ supplierName: string; status: string }>;
      };
    }>(`{ viewer {
      account { login needsDebtorRegistration profile { language favouredSupplierIds } }
      addresses { id formatted createdAt location { latitude longitude } }
      debtorCards { supplierName status balanceInCents }
    } }`);
    expect(result.errors).toBeUndefined();
    const viewer = result.data?.viewer;
    expect(viewer?.account).toMatchObject({
      login: THANDI.login,
      needsDebtorRegistration: false,
      profile: { language: 'EN' },
    });
    expect(viewer?.addresses.map((address) => address.formatted)).toEqual([
      '3 Jip de Jager Drive, Welgemoed, Cape Town, 7530',
      '14 Fairfield Street, Parow, Cape Town, 7500',
    ]);
    expect(viewer?.debtorCards).toEqual([
      expect.objectContaining({ supplierName: 'Mzansi Fresh Parow', status: 'ACCEPTED' }),
      expect.objectContaining({ supplierName: 'Boland Bulk Bellville', status: 'PENDING' }),
    ]);
    // account comes from the session's snapshot; Thandi's pending debtor card is read live, once
    // (the branch decides it outside the shop); addresses are one call.
    expect((await stack.calls()).calls).toEqual({
      'GET /api/v1/users/{user_id}/addresses': 1,
      'PATCH /api/v1/account/{scope}/{id}/update': 1,
    });
  });

  it('asks for a session for shopper data (UNAUTHENTICATED) without calling upstream', async () => {
    const client = new GraphqlClient(stack.gatewayUrl);
    const result = await client.request(
      `mutation { addAddress(input: { formatted: "x", location: { latitude: -33.9, longitude: 18.6 } }) { errors { message } } }`,
    );
    expect(result.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    expect((await stack.calls()).total).toBe(0);
  });

  it('registers, updates the profile, and adds and deletes an address', async () => {
    const client = new GraphqlClient(stack.gatewayUrl);
    const login = `07${String(Date.now()).slice(-8)}`;
    const signUp = await client.request<{
      signUp: { viewer: { account: { fullName: string } } | null; errors: unknown[] };
    }>(
      `mutation ($input: SignUpInput!) { signUp(input: $input) {
        viewer { account { fullName } } errors { __typename message } } }`,
      {
        input: {
          login,
          password: 'secret123',
          firstName: 'Lerato',
          lastName: 'Mokoena',
          language: 'AF',
          acceptTerms: true,
        },
      },
    );
    expect(signUp.data?.signUp).toEqual({
      viewer: { account: { fullName: 'Lerato Mokoena' } },
      errors: [],
    });

    const again = await new GraphqlClient(stack.gatewayUrl).request<{
      signUp: { errors: Array<{ __typename: string }> };
    }>(
      `mutation ($input: SignUpInput!) { signUp(input: $input) { errors { __typename message } } }`,
      {
        input: { login, password: 'secret123', firstName: 'A', lastName: 'B', acceptTerms: true },
      },
    );
    expect(again.data?.signUp.errors.map((error) => error.__typename)).toContain('LoginTakenError');

    const update = await client.request<{
      updateProfile: { account: { lastName: string; profile: { occupation: string } } };
    }>(
      `mutation { updateProfile(input: { lastName: "Mokoena-Dlamini", profile: { occupation: "Nurse" } }) {
        account { lastName profile { occupation language } } errors { message } } }`,
    );
    expect(update.data?.updateProfile.account).toEqual({
      lastName: 'Mokoena-Dlamini',
      profile: { occupation: 'Nurse', language: 'AF' },
    });

    const short = await client.request<{
      updateProfile: { account: null; errors: Array<{ __typename: string }> };
    }>(
      `mutation { updateProfile(input: { password: "123" }) { account { id } errors { __typename message } } }`,
    );
    expect(short.data?.updateProfile.account).toBeNull();
    expect(short.data?.updateProfile.errors[0]?.__typename).toBe('AccountInputError');

    const added = await client.request<{ addAddress: { address: { id: string } } }>(
      `mutation { addAddress(input: { formatted: "1 Voortrekker Road, Bellville", location: { latitude: -33.9, longitude: 18.63 } }) {
        address { id formatted bridgeName } errors { message } } }`,
    );
    const addressId = added.data?.addAddress.address.id;
    expect(addressId).toBeTruthy();
    const deleted = await client.request<{ deleteAddress: { deletedAddressId: string } }>(
      `mutation ($id: ID!) { deleteAddress(input: { addressId: $id }) { deletedAddressId errors { message } } }`,
      { id: addressId },
    );
    expect(deleted.data?.deleteAddress.deletedAddressId).toBe(addressId);
    const left = await client.request<{ viewer: { addresses: unknown[] } }>(
      '{ viewer { addresses { id } } }',
    );
    expect(left.data?.viewer.addresses).toEqual([]);
  });

  it('resets a forgotten password with the SMS code, signing the shopper in', async () => {
    const client = new GraphqlClient(stack.gatewayUrl);
    const forgot = await client.request<{ forgotPassword: { message: string } }>(
      `mutation { forgotPassword(input: { login: "${THANDI.login}" }) { message errors { message } } }`,
    );
    expect(forgot.data?.forgotPassword.message).toMatch(/reset code/);
    const outbox = (await (await fetch(`${stack.sim.url}/sim/outbox`)).json()) as {
      messages: Array<{ to: string; token_code: string }>;
    };
    const code = outbox.messages
      .filter((message) => message.to === THANDI.login)
      .at(-1)?.token_code;

    const wrong = await client.request<{
      validateResetCode: { errors: Array<{ __typename: string }> };
    }>(
      `mutation { validateResetCode(input: { login: "${THANDI.login}", code: "000000x" }) { resetToken errors { __typename message } } }`,
    );
    expect(wrong.data?.validateResetCode.errors[0]?.__typename).toBe('InvalidResetCodeError');

    const valid = await client.request<{ validateResetCode: { resetToken: string } }>(
      `mutation ($code: String!) { validateResetCode(input: { login: "${THANDI.login}", code: $code }) { resetToken errors { message } } }`,
      { code },
    );
    const token = valid.data?.validateResetCode.resetToken;
    expect(token).toBeTruthy();
    const reset = await client.request<{ resetPassword: { viewer: { id: string } } }>(
      `mutation ($token: String!) { resetPassword(input: { resetToken: $token, password: "${THANDI.password}" }) { viewer { id } errors { message } } }`,
      { token },
    );
    expect(reset.data?.resetPassword.viewer).toEqual({ id: '1' });
    expect((await client.request('{ viewer { id } }')).data).toEqual({ viewer: { id: '1' } });
  });
});
