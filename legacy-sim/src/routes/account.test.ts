import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createHarness, PIETER, THANDI, type Harness } from '../test-support/harness.js';

const signUp = (overrides: Record<string, unknown> = {}) => ({
  login: '072 000 0009',
  password: 'secret99',
  first_name: 'Lerato',
  last_name: 'Mokoena',
  profile: {
    business_name: null,
    occupation: null,
    language: 'en',
    favoured_suppliers: [],
    terms: true,
  },
  ...overrides,
});

describe('accounts', () => {
  let h: Harness;
  beforeEach(async () => {
    h = await createHarness();
  });
  afterEach(() => h.close());

  it('refuses a sign up with a bad number, short password, no names or terms, with every message', async () => {
    const result = await h.call('POST', '/api/v1/account/shopfront/sign_up', {
      body: signUp({ login: '12345', password: 'abc', first_name: '', profile: { terms: false } }),
    });
    expect(result.status).toBe(422);
    expect(result.body.status).toBe('invalid');
    expect(result.body.messages).toEqual([
      'Invalid mobile phone number',
      'Password must be at least 6 characters',
      'First name: Required',
      'You must accept the terms and conditions',
    ]);
  });

  it('signs up with a mobile number in any common format and refuses it twice', async () => {
    const first = await h.call('POST', '/api/v2/account/anyscope/sign_up', {
      body: signUp({ login: '+27 72 000 0009' }),
    });
    expect(first.status).toBe(201);
    expect(first.body.account).toMatchObject({ login: '0720000009', full_name: 'Lerato Mokoena' });
    expect(first.body.auth_token).toEqual(expect.any(String));
    const again = await h.call('POST', '/api/v1/account/shopfront/sign_up', { body: signUp() });
    expect(again.body.messages).toContain('This mobile number is already registered');
  });

  it('signs in with the right password only', async () => {
    const wrong = await h.call('POST', '/api/v1/account/shopfront/sign_in', {
      body: { login: THANDI.login, password: 'wrongpass' },
    });
    expect(wrong.status).toBe(422);
    expect(wrong.body.messages).toEqual(['Invalid mobile number or password']);
    const right = await h.call('POST', '/api/v1/account/shopfront/sign_in', { body: THANDI });
    expect(right.status).toBe(200);
    expect(right.body.account.addresses).toHaveLength(2);
    expect(right.body.account.credit_in_cents).toBe(5_000);
  });

  it('resets a password through the outbox code, signing out old sessions', async () => {
    const oldToken = await h.signIn();
    const forgot = await h.call('POST', '/api/v1/account/shopfront/forgot_password', {
      body: { login: THANDI.login },
    });
    expect(forgot.body.status).toBe('ok');
    const outbox = await h.call('GET', '/sim/outbox');
    const message = outbox.body.messages.at(-1);
    expect(message).toMatchObject({ channel: 'sms', to: THANDI.login });
    expect(message.body).toContain(message.token_code);

    const bad = await h.call('POST', '/api/v1/account/shopfront/validate_token', {
      body: {
        login: THANDI.login,
        token_code: '000000' === message.token_code ? '111111' : '000000',
      },
    });
    expect(bad.status).toBe(422);
    const valid = await h.call('POST', '/api/v1/account/shopfront/validate_token', {
      body: { login: THANDI.login, token_code: message.token_code },
    });
    expect(valid.body.token_id).toEqual(expect.any(String));
    const short = await h.call('POST', '/api/v1/account/shopfront/reset_password', {
      body: { token_id: valid.body.token_id, password: '123' },
    });
    expect(short.body.messages).toEqual(['Password must be at least 6 characters']);
    const reset = await h.call('POST', '/api/v1/account/shopfront/reset_password', {
      body: { token_id: valid.body.token_id, password: 'nuwe-wagwoord' },
    });
    expect(reset.status).toBe(200);
    expect((await h.call('GET', '/api/v1/users/1/addresses', { token: oldToken })).status).toBe(
      401,
    );
    await expect(h.signIn(THANDI.login, THANDI.password)).rejects.toThrow();
    expect(await h.signIn(THANDI.login, 'nuwe-wagwoord')).toEqual(expect.any(String));
    const reused = await h.call('POST', '/api/v1/account/shopfront/reset_password', {
      body: { token_id: valid.body.token_id, password: 'another1' },
    });
    expect(reused.status).toBe(422);
  });

  it('an empty update returns the account unchanged; a profile update sticks', async () => {
    const token = await h.signIn();
    const before = (await h.call('POST', '/api/v1/account/shopfront/sign_in', { body: THANDI }))
      .body.account;
    const empty = await h.call('PATCH', '/api/v1/account/shopfront/1/update', {
      token,
      body: { account: {} },
    });
    expect(empty.body.account).toEqual(before);
    const changed = await h.call('PATCH', '/api/v2/account/shopfront/1/update', {
      token,
      body: { account: { first_name: 'Thandeka', profile: { language: 'fr' } } },
    });
    expect(changed.body.account).toMatchObject({
      first_name: 'Thandeka',
      full_name: 'Thandeka Nkosi',
      profile: { language: 'fr', occupation: 'Teacher' },
    });
    const badLanguage = await h.call('PATCH', '/api/v1/account/shopfront/1/update', {
      token,
      body: { account: { profile: { language: 'de' } } },
    });
    expect(badLanguage.status).toBe(422);
  });

  it('answers 401 without a token, 403 for another shopper, 404 for no such shopper', async () => {
    expect((await h.call('GET', '/api/v1/users/1/addresses')).status).toBe(401);
    expect(
      (await h.call('GET', '/api/v1/users/1/addresses', { token: 'not-a-token' })).status,
    ).toBe(401);
    const pieter = await h.signIn(PIETER.login, PIETER.password);
    const other = await h.call('GET', '/api/v1/users/1/addresses', { token: pieter });
    expect(other.status).toBe(403);
    expect(other.body).toMatchObject({ status: 'forbidden' });
    expect(
      (
        await h.call('PATCH', '/api/v1/account/shopfront/1/update', {
          token: pieter,
          body: { account: {} },
        })
      ).status,
    ).toBe(403);
    expect((await h.call('GET', '/api/v1/users/999/addresses', { token: pieter })).status).toBe(
      404,
    );
  });

  it('keeps addresses, bridged to the nearest branch, and deletes only your own', async () => {
    const token = await h.signIn();
    const created = await h.call('POST', '/api/v1/users/1/addresses', {
      token,
      body: {
        address: { formatted: '20 Hoog Street, Goodwood', latitude: -33.911, longitude: 18.557 },
      },
    });
    expect(created.status).toBe(201);
    expect(created.body.resource).toMatchObject({
      bridge_id: 301,
      bridge_name: 'Kaap Spens Goodwood',
    });
    const invalid = await h.call('POST', '/api/v1/users/1/addresses', {
      token,
      body: { address: { formatted: '', latitude: 120, longitude: 18 } },
    });
    expect(invalid.status).toBe(422);
    const list = await h.call('GET', '/api/v1/users/1/addresses', { token });
    expect(list.body.resources).toHaveLength(3);
    // Address 3 is Pieter's: not found under Thandi.
    expect((await h.call('DELETE', '/api/v1/users/1/addresses/3', { token })).status).toBe(404);
    const deleted = await h.call(
      'DELETE',
      `/api/v1/users/1/addresses/${created.body.resource.id}`,
      {
        token,
      },
    );
    expect(deleted.body).toEqual({ status: 'ok', message: 'Address deleted' });
  });
});
