/**
 * A forgotten password without JavaScript: `/forgot_password` and `/reset_password` are server
 * pages holding real forms, and the gateway's form actions run the web's own operations
 * (`ForgotPassword`, `ValidateResetCode`, `ResetPassword`) in process: the code is sent, checked,
 * the new password set and the shopper signed in, then on to `redirect_to` (a path of this shop
 * only). A wrong code or a new password refused shows the step again with what went wrong, in
 * the shopper's language, never a password. Held to the other forms' standard (same-site rule,
 * 503 for a legacy failure, counted on the metrics port). Needs the web's build (`npm run build`).
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { GraphqlClient } from '../support/gateway';
import { THANDI } from '../support/shoppers';
import { startAccountFormStack } from '../support/account-form';
import { clearFaults, formActionCounts, postForm, sessionOf } from '../support/form-post';
import type { TestStack } from '../support/stack';

describe('a forgotten password without the script (POST /forgot_password, /reset_password)', () => {
  let stack: TestStack;

  beforeAll(async () => {
    stack = await startAccountFormStack();
  });
  afterAll(() => stack?.close());
  beforeEach(() => clearFaults(stack));

  const page = async (path: string, cookie?: string) => {
    const response = await fetch(`${stack.gatewayUrl}${path}`, {
      headers: { accept: 'text/html', ...(cookie ? { cookie } : {}) },
    });
    return { response, html: await response.text() };
  };
  const post = (path: string, fields: Record<string, string>, headers = {}) =>
    postForm(stack, path, new URLSearchParams(fields).toString(), headers);
  /** The last reset code the simulator texted to `login`. */
  const smsCode = async (login: string) => {
    const outbox = (await (await fetch(`${stack.sim.url}/sim/outbox`)).json()) as {
      messages: { to: string; token_code?: string }[];
    };
    return outbox.messages.filter((message) => message.to === login).at(-1)?.token_code ?? '';
  };
  /** The hidden reset token of a "choose a new password" page. */
  const tokenIn = (html: string) =>
    /<input type="hidden" name="reset_token" value="([^"]+)"/.exec(html)?.[1] ?? '';

  it('serves both steps as server pages whose forms post to the gateway', async () => {
    const forgot = await page('/forgot_password?return_to=%2Forders');
    expect(forgot.response.status).toBe(200);
    expect(forgot.response.headers.get('x-render')).toMatch(/^rendered/);
    const forgotForm = /<form [^>]*action="\/forgot_password"[^>]*>/.exec(forgot.html)?.[0];
    expect(forgotForm).toMatch(/method="post"/);
    expect(forgot.html).toMatch(/<input[^>]*name="login"/);
    expect(forgot.html).toMatch(/<input type="hidden" name="redirect_to" value="\/orders"/);

    const reset = await page(`/reset_password?login=${THANDI.login}&return_to=%2Forders`);
    expect(reset.response.status).toBe(200);
    expect(reset.response.headers.get('x-render')).toMatch(/^rendered/);
    const resetForm = /<form [^>]*action="\/reset_password"[^>]*>/.exec(reset.html)?.[0];
    expect(resetForm).toMatch(/method="post"/);
    expect(reset.html).toMatch(new RegExp(`<input[^>]*name="login"[^>]*value="${THANDI.login}"`));
    expect(reset.html).toMatch(/<input[^>]*name="code"/);
  });

  it('sends the code, checks it, sets the new password and signs in, on to redirect_to', async () => {
    const sent = await post('/forgot_password', { login: THANDI.login, redirect_to: '/orders' });
    expect(sent.status).toBe(303);
    expect(sent.headers.get('location')).toBe(
      `/reset_password?login=${THANDI.login}&redirect_to=%2Forders`,
    );
    const code = await smsCode(THANDI.login);
    expect(code).not.toBe('');

    const checked = await post('/reset_password', {
      login: THANDI.login,
      code,
      redirect_to: '/orders',
    });
    expect(checked.status).toBe(200);
    expect(checked.headers.get('cache-control')).toBe('no-store');
    const html = await checked.text();
    expect(html).toContain('Code accepted. Choose a new password.');
    expect(html).toMatch(/<input[^>]*name="password"[^>]*type="password"/);
    const token = tokenIn(html);
    expect(token).not.toBe('');
    expect(html).toContain(`<input type="hidden" name="login" value="${THANDI.login}" />`);

    const different = await post('/reset_password', {
      reset_token: token,
      password: 'newsecret9',
      password_confirmation: 'newsecret8',
      redirect_to: '/orders',
    });
    expect(different.status).toBe(422);
    const again = await different.text();
    expect(again).toContain('Passwords must match');
    expect(again).not.toContain('newsecret');
    expect(tokenIn(again)).toBe(token);

    const set = await post('/reset_password', {
      reset_token: token,
      password: 'newsecret9',
      password_confirmation: 'newsecret9',
      redirect_to: '/orders',
    });
    expect(set.status).toBe(303);
    expect(set.headers.get('location')).toBe('/orders');
    const session = sessionOf(set);
    expect(session).toBeDefined();
    const viewer = await new GraphqlClient(stack.gatewayUrl, { cookie: session! }).request<{
      viewer: { account: { login: string } | null } | null;
    }>('{ viewer { account { login } } }');
    expect(viewer.data?.viewer?.account?.login).toBe(THANDI.login);

    // The same form posted again (a double tap, or Back and a second tap): the token is used,
    // but the password is the one just set, so she is signed in as the first post did.
    const twice = await post('/reset_password', {
      reset_token: token,
      login: THANDI.login,
      password: 'newsecret9',
      password_confirmation: 'newsecret9',
      redirect_to: '/orders',
    });
    expect(twice.status).toBe(303);
    expect(twice.headers.get('location')).toBe('/orders');
    expect(sessionOf(twice)).toBeDefined();
    // The used token with another password changes nothing, and leads to a new code.
    const replayed = await post('/reset_password', {
      reset_token: token,
      login: THANDI.login,
      password: 'hijacked1',
      password_confirmation: 'hijacked1',
    });
    expect(replayed.status).toBe(422);
    const replayedHtml = await replayed.text();
    expect(replayedHtml).toContain('The code is invalid or has expired');
    expect(replayedHtml).not.toContain('Code accepted');
    expect(replayedHtml).toMatch(/<form [^>]*action="\/forgot_password"/);
    expect(replayedHtml).toMatch(new RegExp(`name="login"[^>]*value="${THANDI.login}"`));

    // The new password signs in; the old one no longer does.
    const oldOne = await post('/sign_in', { login: THANDI.login, password: THANDI.password });
    expect(oldOne.status).toBe(401);
    const newOne = await post('/sign_in', { login: THANDI.login, password: 'newsecret9' });
    expect(newOne.status).toBe(303);
  });

  it('shows a step again with what went wrong, in the shopper language', async () => {
    const empty = await post('/forgot_password', { login: '' }, { cookie: 'sf_locale=af' });
    expect(empty.status).toBe(422);
    const emptyHtml = await empty.text();
    expect(emptyHtml).toContain('<html lang="af">');
    expect(emptyHtml).toContain('Selfoonnommer word vereis');

    const wrong = await post(
      '/reset_password',
      { login: THANDI.login, code: '000000x' },
      { cookie: 'sf_locale=fr' },
    );
    expect(wrong.status).toBe(422);
    const wrongHtml = await wrong.text();
    expect(wrongHtml).toContain('Le code est invalide ou a expiré');
    expect(wrongHtml).toMatch(new RegExp(`name="login"[^>]*value="${THANDI.login}"`));

    const short = await post('/reset_password', {
      reset_token: 'some-token',
      password: '123',
      password_confirmation: '123',
    });
    expect(short.status).toBe(422);
    expect(await short.text()).toContain('Password must be at least 6 characters');
  });

  it('never goes to another site, refuses a post from another site, and answers a legacy failure with 503', async () => {
    for (const target of ['//evil.example', 'https://evil.example/', '/\\evil.example']) {
      const sent = await post('/forgot_password', { login: THANDI.login, redirect_to: target });
      expect(sent.headers.get('location'), target).toBe(
        `/reset_password?login=${THANDI.login}&redirect_to=%2F`,
      );
    }
    const crossSite = await post(
      '/reset_password',
      { login: THANDI.login, code: '123456' },
      { 'sec-fetch-site': 'cross-site' },
    );
    expect(crossSite.status).toBe(403);

    await fetch(`${stack.sim.url}/sim/faults`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify([{ route: '/api/*', error_rate: 1, status: 500 }]),
    });
    const failed = await post(
      '/forgot_password',
      { login: THANDI.login },
      { cookie: 'sf_locale=af' },
    );
    expect(failed.status).toBe(503);
    expect(Number(failed.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await failed.text()).toContain('Die winkel kon nie nou antwoord nie.');
  });

  it('counts each post by outcome on the metrics port', async () => {
    const outcomes = ['codeSent', 'invalid', 'crossSite'] as const;
    const before = await formActionCounts(stack, 'passwordReset', outcomes);
    expect((await post('/forgot_password', { login: THANDI.login })).status).toBe(303);
    expect((await post('/forgot_password', { login: '' })).status).toBe(422);
    expect(
      (await post('/forgot_password', { login: THANDI.login }, { 'sec-fetch-site': 'cross-site' }))
        .status,
    ).toBe(403);
    expect(await formActionCounts(stack, 'passwordReset', outcomes)).toEqual({
      codeSent: before.codeSent + 1,
      invalid: before.invalid + 1,
      crossSite: before.crossSite + 1,
    });
  });
});
