/**
 * The persisted-GET fast path (ADR 0016) answers exactly as Apollo Server's pipeline does: the
 * same requests to a gateway with it (as shipped) and one without (`GRAPHQL_PERSISTED_GET_FAST_PATH
 * =false`), both over one simulator, give the same status, headers and bytes, and make the same
 * upstream calls, for clean answers, refused requests, the viewer's data and upstream failures.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GraphqlClient, startGateway, type RunningGateway } from '../support/gateway';
import { THANDI } from '../support/shoppers';
import { startStack, type TestStack } from '../support/stack';
import { persistedSearch as search, webOperation } from '../support/web-manifest';

/** What the web's Apollo Client sends with a persisted GET (web/src/apollo/client.ts). */
const WEB_HEADERS = {
  accept: 'application/graphql-response+json,application/json;q=0.9',
  'content-type': 'application/json',
  'apollo-require-preflight': 'true',
};

let stack: TestStack;
let apolloGateway: RunningGateway;
/** The gateway as shipped, and one whose Apollo pipeline answers everything. */
let fast: string;
let apollo: string;

// The public-answer cache (which answers a repeated public GET before either path) is off in
// both: each request here is answered by the path under test.
const AS_SHIPPED = { GRAPHQL_SAFELIST: 'true', PUBLIC_ANSWER_CACHE_SECONDS: '0' };

beforeAll(async () => {
  stack = await startStack(AS_SHIPPED);
  fast = stack.gatewayUrl;
  apolloGateway = await startGateway(stack.sim.url, {
    ...AS_SHIPPED,
    SIGN_IN_ATTEMPTS: '0',
    GRAPHQL_PERSISTED_GET_FAST_PATH: 'false',
  });
  apollo = apolloGateway.url;
});

afterAll(async () => {
  await apolloGateway?.close();
  await stack?.close();
});

/** The parts of an answer a client sees, from one stack. */
async function seen(gateway: string, query: string, headers: Record<string, string>) {
  const response = await fetch(`${gateway}/graphql?${query}`, { headers });
  return {
    status: response.status,
    contentType: response.headers.get('content-type'),
    cacheControl: response.headers.get('cache-control'),
    vary: response.headers.get('vary'),
    setsCookie: response.headers.getSetCookie().length > 0,
    body: await response.text(),
  };
}

/** One gateway's answer and the upstream calls it made. */
async function answerAndCalls(gateway: string, query: string, headers: Record<string, string>) {
  await stack.resetCalls();
  const answer = await seen(gateway, query, headers);
  return { answer, calls: await stack.requests() };
}

/** Sends the same request to both gateways in turn: both answers and their upstream calls. */
async function both(query: string, headers: Record<string, string> = WEB_HEADERS) {
  const viaFast = await answerAndCalls(fast, query, headers);
  const viaApollo = await answerAndCalls(apollo, query, headers);
  return {
    fastAnswer: viaFast.answer,
    apolloAnswer: viaApollo.answer,
    fastCalls: viaFast.calls,
    apolloCalls: viaApollo.calls,
  };
}

describe('persisted GET fast path: the same answers as Apollo', () => {
  it.each([
    ['a public branch', 'SelectedSupplier', { id: '101' }],
    ['the landing page', 'HomePage', { supplierId: null }],
    ["a branch's home", 'HomePage', { supplierId: '101' }],
    ['a category', 'CategoryPage', { id: '1', supplierId: '101' }],
    ['a product', 'ProductPage', { id: '41', supplierId: null }],
    ['the signed-out viewer', 'AccountSession', {}],
    ['a malformed id (refused by a resolver)', 'SelectedSupplier', { id: '0x65' }],
    ['a branch that does not exist', 'SelectedSupplier', { id: '999999' }],
    ['a missing variable', 'SelectedSupplier', {}],
    ['a variable of the wrong type', 'CategoryPage', { id: { a: 1 } }],
  ])('%s', async (_case, name, variables) => {
    const { fastAnswer, apolloAnswer, fastCalls, apolloCalls } = await both(
      search(name, variables),
    );
    expect(fastAnswer).toEqual(apolloAnswer);
    expect(fastCalls).toEqual(apolloCalls);
  });

  it('gives a clean answer itself (Apollo gives the refusals) with the bytes Apollo gives', async () => {
    const metricsOf = new Map([
      [fast, stack.metricsUrl],
      [apollo, apolloGateway.metricsUrl],
    ]);
    const fastAnswers = async (gateway: string) => {
      const text = await (await fetch(`${metricsOf.get(gateway)}/metrics`)).text();
      return Number(/^gateway_persisted_get_fast_answers_total (\d+)/m.exec(text)?.[1]);
    };
    const before = await fastAnswers(fast);
    const { fastAnswer } = await both(search('SelectedSupplier', { id: '101' }));
    await both(search('SelectedSupplier', { id: '0x65' }));
    await both(search('SelectedSupplier', { id: '101' }), { accept: 'application/json' });
    expect(await fastAnswers(fast)).toBe(before + 1);
    expect(await fastAnswers(apollo)).toBe(0);
    expect(fastAnswer).toMatchObject({
      status: 200,
      contentType: 'application/graphql-response+json; charset=utf-8',
      cacheControl: 'public, max-age=60, stale-while-revalidate=600',
    });
    expect(JSON.parse(fastAnswer.body)).toEqual({
      data: {
        supplier: {
          id: '101',
          name: 'Mzansi Fresh Parow',
          closedText: null,
          disabled: false,
          __typename: 'Supplier',
        },
      },
    });
  });

  it.each([
    ['no CSRF header, no content type', { accept: 'application/json' }],
    ['a simple content type', { 'content-type': 'text/plain', 'apollo-require-preflight': '1' }],
    ['an Accept without JSON', { ...WEB_HEADERS, accept: 'application/xml' }],
    ['the preflight header alone', { 'apollo-require-preflight': 'true' }],
  ])('refuses or answers requests as Apollo does: %s', async (_case, headers) => {
    const { fastAnswer, apolloAnswer } = await both(
      search('SelectedSupplier', { id: '101' }),
      headers,
    );
    expect(fastAnswer).toEqual(apolloAnswer);
  });

  it.each([
    ['variables that are not JSON', search('SelectedSupplier', '{id:')],
    ['another operation name', search('SelectedSupplier', { id: '101' }, { operationName: 'X' })],
    [
      'a repeated parameter',
      `${search('SelectedSupplier', { id: '101' })}&variables=${encodeURIComponent('{"id":"102"}')}`,
    ],
    [
      'a hash the build did not ship',
      search(
        'SelectedSupplier',
        { id: '101' },
        {
          extensions: JSON.stringify({
            persistedQuery: { version: 1, sha256Hash: 'a'.repeat(64) },
          }),
        },
      ),
    ],
  ])('refuses malformed requests as Apollo does: %s', async (_case, query) => {
    const { fastAnswer, apolloAnswer } = await both(query);
    expect(JSON.parse(fastAnswer.body).errors.length).toBeGreaterThan(0);
    expect(fastAnswer).toEqual(apolloAnswer);
  });

  it('gives a failing upstream the same error, after the same upstream calls (never run twice)', async () => {
    const fault = [{ route: 'GET /catalog/v1/suppliers/{id}', status: 503, error_rate: 1 }];
    await fetch(`${stack.sim.url}/sim/faults`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(fault),
    });
    try {
      const { fastAnswer, apolloAnswer, fastCalls, apolloCalls } = await both(
        search('SelectedSupplier', { id: '102' }),
      );
      expect(JSON.parse(fastAnswer.body).errors[0].extensions.code).toMatch(/^UPSTREAM_/);
      expect(fastAnswer).toEqual(apolloAnswer);
      expect(fastCalls['GET /catalog/v1/suppliers/102']).toBeGreaterThan(0);
      expect(fastCalls).toEqual(apolloCalls);
    } finally {
      await fetch(`${stack.sim.url}/sim/faults`, { method: 'DELETE' });
    }
  });

  it("answers a signed-in shopper's own data as Apollo does, private", async () => {
    // The web's own sign-in (the safelist is on).
    const signIn = webOperation('SignIn').body;
    const shopperOf = async (gateway: string) => {
      const shopper = new GraphqlClient(gateway);
      await shopper.request(signIn, { input: { login: THANDI.login, password: THANDI.password } });
      return shopper;
    };
    const [fastShopper, apolloShopper] = [await shopperOf(fast), await shopperOf(apollo)];
    const query = search('AccountSession', {});
    const [fastAnswer, apolloAnswer] = await Promise.all([
      seen(fast, query, { ...WEB_HEADERS, cookie: fastShopper.cookieHeader }),
      seen(apollo, query, { ...WEB_HEADERS, cookie: apolloShopper.cookieHeader }),
    ]);
    expect(fastAnswer.cacheControl).toBe('private, no-store');
    expect(JSON.parse(fastAnswer.body).data.viewer.account.login).toBe(THANDI.login);
    expect(fastAnswer).toEqual(apolloAnswer);
  });
});
