/**
 * Registering without JavaScript: `/register` is a server page holding one real form
 * (`POST /register`) with both tabs' fields reachable, and the gateway's form action registers
 * through its own `signUp` (the web's persisted SignUp: the same validation, basket adoption and
 * session cookie as the GraphQL mutation), then goes on to `redirect_to` when it is a path of
 * this shop (never another site). A refusal shows the form again with the errors and what was
 * typed, never the password; held to the other forms' standard (same-site rule, 503 for a legacy
 * failure, the API's rate limit, pages in the shopper's language).
 * Needs the web's build (`npm run build`).
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { GraphqlClient } from '../support/gateway';
import { MAIZE_MEAL_OFFER, THANDI } from '../support/shoppers';
import { startAccountFormStack, visitorBasket } from '../support/account-form';
import { clearFaults, formActionCounts, postForm, sessionOf } from '../support/form-post';
import { startStack, type TestStack } from '../support/stack';

const BASKET = '{ basket { lines { quantity offer { id } } } }';
const VIEWER = '{ viewer { id account { firstName lastName login } } }';

/** A mobile number no other test uses. */
const freshMobile = () => `07${Math.floor(Math.random() * 3) + 2}${String(Date.now()).slice(-7)}`;

describe('registering without the script (GET and POST /register)', () => {
  let stack: TestStack;

  beforeAll(async () => {
    stack = await startAccountFormStack();
  });
  afterAll(() => stack?.close());
  beforeEach(() => clearFaults(stack));

  const post = (body: string, headers: Record<string, string> = {}) =>
    postForm(stack, '/register', body, headers);
  const form = (fields: Record<string, string | string[]> = {}) => {
    const login = freshMobile();
    const params = new URLSearchParams();
    const all: Record<string, string | string[]> = {
      firstName: 'Lerato',
      lastName: 'Mokoena',
      login,
      password: 'sunshine7',
      passwordConfirmation: 'sunshine7',
      businessName: 'Spaza Lerato',
      occupation: 'Caterer',
      language: 'EN',
      acceptTerms: 'on',
      ...fields,
    };
    for (const [name, value] of Object.entries(all))
      for (const one of Array.isArray(value) ? value : [value]) params.append(name, one);
    return params.toString();
  };
  it('serves /register as a server page with one form posting to /register, both tabs reachable', async () => {
    const response = await fetch(
      `${stack.gatewayUrl}/register?return_to=${encodeURIComponent('/basket/compare')}`,
      { headers: { accept: 'text/html' } },
    );
    expect(response.status).toBe(200);
    expect(response.headers.get('x-render')).toMatch(/^rendered/);
    const html = await response.text();
    const formTag = /<form [^>]*>/.exec(html.slice(html.indexOf('account-form') - 200))?.[0];
    expect(formTag).toMatch(/method="post"/);
    expect(formTag).toMatch(/action="\/register"/);
    for (const name of [
      'firstName',
      'lastName',
      'login',
      'password',
      'passwordConfirmation',
      'businessName',
      'occupation',
      'acceptTerms',
    ])
      expect(html, name).toMatch(new RegExp(`<input[^>]*name="${name}"`));
    expect(html).toMatch(/<select[^>]*name="language"/);
    // The branches to favour are there without the script too.
    expect(html).toMatch(/<input[^>]*name="favouredSupplierIds"[^>]*value="\d+"/);
    // Without the script nothing is hidden behind a tab.
    expect(html).not.toMatch(/<div[^>]*role="tabpanel"[^>]*hidden/);
    expect(html).toMatch(
      /<input type="hidden" name="redirect_to" value="\/basket\/compare"\s*\/?>/,
    );
  });

  it('registers, sets the session and goes on to redirect_to (303); the visitor basket comes along', async () => {
    const basket = await visitorBasket(stack, 2);
    const login = freshMobile();
    const response = await post(
      form({ login, redirect_to: '/basket/compare', favouredSupplierIds: ['101'] }),
      { cookie: basket },
    );
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/basket/compare');
    expect(response.headers.get('cache-control')).toBe('no-store');
    const session = sessionOf(response);
    expect(session).toBeDefined();
    const shopper = new GraphqlClient(stack.gatewayUrl, { cookie: session! });
    const viewer = await shopper.request<{
      viewer: { account: { firstName: string; lastName: string; login: string } } | null;
    }>(VIEWER);
    expect(viewer.data?.viewer?.account).toMatchObject({
      firstName: 'Lerato',
      lastName: 'Mokoena',
      login,
    });
    const lines = await shopper.request<{
      basket: { lines: Array<{ quantity: number; offer: { id: string } }> };
    }>(BASKET);
    expect(lines.data?.basket.lines).toContainEqual({
      quantity: 2,
      offer: { id: MAIZE_MEAL_OFFER },
    });
  });

  it('a form posted twice (a double tap) registers once and signs the shopper in both times', async () => {
    const login = freshMobile();
    const body = form({ login, redirect_to: '/basket' });
    const answers = await Promise.all([post(body), post(body)]);
    expect(answers.map((answer) => answer.status)).toEqual([303, 303]);
    expect(answers.map((answer) => answer.headers.get('location'))).toEqual(['/basket', '/basket']);
    for (const answer of answers) {
      const shopper = new GraphqlClient(stack.gatewayUrl, { cookie: sessionOf(answer)! });
      const viewer = await shopper.request<{ viewer: { account: { login: string } } | null }>(
        VIEWER,
      );
      expect(viewer.data?.viewer?.account.login).toBe(login);
    }
    // And posted again later, as the browser's Back and a second tap would: signed in again.
    const again = await post(body);
    expect(again.status).toBe(303);
    expect(sessionOf(again)).toBeDefined();
  });

  it('shows the form again for a number already registered, what was typed kept, never the password', async () => {
    const response = await post(
      form({
        login: THANDI.login,
        password: 'secret-word-1',
        passwordConfirmation: 'secret-word-1',
        redirect_to: '/basket',
        favouredSupplierIds: ['101'],
      }),
      { cookie: 'sf_locale=af' },
    );
    expect(response.status).toBe(409);
    expect(sessionOf(response)).toBeUndefined();
    expect(response.headers.get('cache-control')).toBe('no-store');
    const html = await response.text();
    expect(html).toContain('<html lang="af">');
    expect(html).toContain('Hierdie selfoonnommer is reeds geregistreer');
    expect(html).toMatch(new RegExp(`name="login"[^>]*value="${THANDI.login}"`));
    expect(html).toMatch(/name="firstName"[^>]*value="Lerato"/);
    expect(html).toMatch(/name="occupation"[^>]*value="Caterer"/);
    expect(html).toMatch(/name="favouredSupplierIds"[^>]*value="101"/);
    expect(html).toMatch(/name="acceptTerms"[^>]*checked/);
    expect(html).toMatch(/<input type="hidden" name="redirect_to" value="\/basket"/);
    expect(html).not.toContain('secret-word-1');
  });

  it('answers empty fields with 422 and each field its message, in the shopper language', async () => {
    const response = await post(
      form({
        firstName: '',
        lastName: '',
        login: '',
        password: '',
        passwordConfirmation: '',
        acceptTerms: [],
      }),
      { cookie: 'sf_locale=fr' },
    );
    expect(response.status).toBe(422);
    expect(sessionOf(response)).toBeUndefined();
    const html = await response.text();
    expect(html).toContain('<html lang="fr">');
    expect(html).toContain('Obligatoire');
    expect(html).toMatch(/name="firstName"[^>]*aria-invalid="true"/);
    expect(html).toMatch(/name="acceptTerms"[^>]*aria-invalid="true"/);
  });

  it('refuses a short password or one that does not match its confirmation (422)', async () => {
    const short = await post(form({ password: 'abc', passwordConfirmation: 'abc' }));
    expect(short.status).toBe(422);
    expect(await short.text()).toContain('Password must be at least 6 characters');
    const other = await post(form({ passwordConfirmation: 'sunshine8' }));
    expect(other.status).toBe(422);
    const html = await other.text();
    expect(html).toContain('Passwords must match');
    expect(html).not.toContain('sunshine');
  });

  it('never goes to another site: an absolute or protocol-relative redirect_to goes home', async () => {
    for (const target of [
      '//evil.example',
      'https://evil.example/',
      '/\\evil.example',
      '/\t/evil.example',
      'javascript:alert(1)',
    ]) {
      const response = await post(form({ redirect_to: target }));
      expect(response.status, target).toBe(303);
      expect(response.headers.get('location'), target).toBe('/');
    }
  });

  it('refuses a form posted from another site, and registers nobody', async () => {
    const login = freshMobile();
    const response = await post(form({ login }), { 'sec-fetch-site': 'cross-site' });
    expect(response.status).toBe(403);
    expect(response.headers.get('content-type')).toMatch(/^text\/html/);
    expect(sessionOf(response)).toBeUndefined();
    // A browser that names only the page's origin: another site's is refused too.
    const byOrigin = await fetch(`${stack.gatewayUrl}/register`, {
      method: 'POST',
      redirect: 'manual',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        origin: 'https://evil.example',
      },
      body: form({ login }),
    });
    expect(byOrigin.status).toBe(403);
    const signIn = await stack.graphql<{ signIn: { viewer: unknown } }>(
      'mutation ($input: SignInInput!) { signIn(input: $input) { viewer { id } } }',
      { input: { login, password: 'sunshine7' } },
    );
    expect(signIn.data?.signIn.viewer).toBeNull();
  });

  it('counts each post by outcome on the metrics port, as the other forms are', async () => {
    const outcomes = ['registered', 'invalid', 'crossSite', 'tooLarge'] as const;
    const before = await formActionCounts(stack, 'register', outcomes);
    expect((await post(form())).status).toBe(303);
    expect((await post(form({ firstName: '' }))).status).toBe(422);
    expect((await post(form(), { 'sec-fetch-site': 'cross-site' })).status).toBe(403);
    expect((await post(form({ occupation: 'x'.repeat(9000) }))).status).toBe(413);
    expect(await formActionCounts(stack, 'register', outcomes)).toEqual({
      registered: before.registered + 1,
      invalid: before.invalid + 1,
      crossSite: before.crossSite + 1,
      tooLarge: before.tooLarge + 1,
    });
  });

  it('answers a legacy failure with 503 and Retry-After, in the shopper language', async () => {
    await fetch(`${stack.sim.url}/sim/faults`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify([
        { route: 'POST /api/*/account/*/sign_up', error_rate: 1, status: 500 },
      ]),
    });
    const response = await post(form(), { cookie: 'sf_locale=fr' });
    expect(response.status).toBe(503);
    expect(Number(response.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(sessionOf(response)).toBeUndefined();
    expect(await response.text()).toContain('La boutique ne peut pas répondre pour l’instant.');
  });

  it('answers a hang at the request deadline with 503', async () => {
    await fetch(`${stack.sim.url}/sim/faults`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify([{ route: 'POST /api/*/account/*/sign_up', hang: true }]),
    });
    const started = Date.now();
    const response = await post(form());
    expect(response.status).toBe(503);
    expect(Date.now() - started).toBeLessThan(8_000);
    expect(sessionOf(response)).toBeUndefined();
  });

  it('takes nothing from a Host header: not the page, not where it goes on to', async () => {
    const refused = await post(form({ firstName: '' }), { host: 'evil.example' });
    expect(refused.status).toBe(422);
    expect(await refused.text()).not.toContain('evil.example');
    const registered = await post(form({ redirect_to: '/basket' }), { host: 'evil.example' });
    expect(registered.headers.get('location')).toBe('/basket');
    const page = await fetch(`${stack.gatewayUrl}/register`, {
      headers: { accept: 'text/html', host: 'evil.example' },
    });
    expect(await page.text()).not.toContain('evil.example');
  });
});

describe('registering without the script, past the rate limit', () => {
  let stack: TestStack;

  beforeAll(async () => {
    stack = await startStack({
      RATE_LIMIT_PER_IP: '20',
      RATE_LIMIT_WINDOW_MS: '600000',
      PUBLIC_ORIGIN: 'https://shop.test',
      SSR: 'false',
    });
  });
  afterAll(async () => {
    await stack?.close();
  });

  it('shares the GraphQL rate limit: once spent, the form is refused too (429, a page)', async () => {
    let status = 0;
    for (let n = 0; n < 40 && status !== 429; n += 1) {
      status = (await stack.graphql('{ __typename }')).status;
    }
    expect(status).toBe(429);
    const response = await postForm(
      stack,
      '/register',
      new URLSearchParams({
        firstName: 'Lerato',
        lastName: 'Mokoena',
        login: freshMobile(),
        password: 'sunshine7',
        passwordConfirmation: 'sunshine7',
        acceptTerms: 'on',
      }).toString(),
      { cookie: 'sf_locale=fr' },
    );
    expect(response.status).toBe(429);
    expect(Number(response.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(response.headers.get('set-cookie') ?? '').not.toContain('sf_session=');
    expect(await response.text()).toContain('Trop de requêtes.');
  });
});
