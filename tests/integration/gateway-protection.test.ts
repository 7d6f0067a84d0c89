/**
 * The gateway's protections and operations surface: query limits, body size, CSRF prevention,
 * automatic persisted queries, the operation safelist, request ids, partial data, and draining
 * in-flight requests on shutdown.
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { startFakeUpstream, type FakeUpstream } from '../support/fake-upstream';
import { GraphqlClient, startGateway, type RunningGateway } from '../support/gateway';
import { asSent } from '../support/as-sent';

const NEAR = 'GET /catalog/v1/suppliers/distance_from';
const near = { status: 'ok', resources: [{ id: 1, name: 'Mzansi Fresh Parow' }] };
const SIGN_IN = 'POST /api/v1/account/shopfront/sign_in';
const signInBody = {
  status: 'ok',
  auth_token: 'token-1',
  account: { id: 1, login: '0821234567', full_name: 'Thandi Nkosi', debtor_cards: [] },
};

let fake: FakeUpstream | undefined;
let gateway: RunningGateway | undefined;

afterEach(async () => {
  await gateway?.close();
  await fake?.close();
  gateway = undefined;
  fake = undefined;
});

async function start(env: Record<string, string> = {}, scripts = {}) {
  fake = await startFakeUpstream({ [NEAR]: [{ body: near }], ...scripts });
  gateway = await startGateway(fake.url, env);
  return { fake, gateway, client: new GraphqlClient(gateway.url) };
}

const post = (url: string, body: unknown, headers: Record<string, string> = {}) =>
  fetch(`${url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });

describe('query limits', () => {
  it('refuses too deep, too many aliases and too costly operations before any upstream call', async () => {
    const { fake, client } = await start({
      GRAPHQL_MAX_DEPTH: '3',
      GRAPHQL_MAX_ALIASES: '2',
      GRAPHQL_MAX_COST: '50',
    });
    const deep = await client.request('{ viewer { orders { orders { items { name } } } } }');
    expect(deep.status).toBe(400);
    expect(deep.errors?.[0]?.extensions).toMatchObject({
      code: 'GRAPHQL_VALIDATION_FAILED',
      reason: 'QUERY_TOO_DEEP',
    });
    const aliases = await client.request(
      '{ a: suppliersNear(lat: 1, lon: 1) { id } b: suppliersNear(lat: 1, lon: 1) { id } c: suppliersNear(lat: 1, lon: 1) { id } }',
    );
    expect(aliases.errors?.map((error) => error.extensions?.reason)).toContain('TOO_MANY_ALIASES');
    const costly = await client.request(
      '{ suppliersNear(lat: 1, lon: 1) { id name openingHours { day hours } } }',
    );
    expect(costly.errors?.[0]?.extensions?.reason).toBe('QUERY_TOO_COSTLY');
    expect(fake.calls()).toEqual({});
  });

  it('refuses too many tokens and too large bodies', async () => {
    const { fake, gateway } = await start({ GRAPHQL_MAX_TOKENS: '100', BODY_LIMIT_BYTES: '2048' });
    const tokens = await post(gateway.url, {
      query: `{ ${Array.from({ length: 150 }, () => '__typename').join(' ')} }`,
    });
    expect(tokens.status).toBe(400);
    expect(await tokens.text()).toMatch(/GRAPHQL_PARSE_FAILED/);
    const large = await post(gateway.url, { query: `{ __typename }`, padding: 'x'.repeat(4096) });
    expect(large.status).toBe(413);
    expect(fake.calls()).toEqual({});
  });
});

describe('CSRF prevention', () => {
  it('refuses a simple cross-site GET without a preflight header', async () => {
    const { gateway } = await start();
    const query = encodeURIComponent('{ __typename }');
    const simple = await fetch(`${gateway.url}/graphql?query=${query}`);
    expect(simple.status).toBe(400);
    const allowed = await fetch(`${gateway.url}/graphql?query=${query}`, {
      headers: { 'apollo-require-preflight': 'true' },
    });
    expect(allowed.status).toBe(200);
  });
});

describe('automatic persisted queries', () => {
  it('asks for the query once, then runs it by hash', async () => {
    const { fake, gateway } = await start();
    const query = '{ suppliersNear(lat: -33.9, lon: 18.57) { id name } }';
    const sha256Hash = createHash('sha256').update(query).digest('hex');
    const extensions = { persistedQuery: { version: 1, sha256Hash } };

    const unknown = await post(gateway.url, { extensions });
    const unknownBody = (await unknown.json()) as {
      errors: Array<{ extensions: { code: string } }>;
    };
    expect(unknownBody.errors[0]?.extensions.code).toBe('PERSISTED_QUERY_NOT_FOUND');
    await post(gateway.url, { query, extensions });
    const byHash = await post(gateway.url, { extensions });
    expect(await byHash.json()).toEqual({
      data: { suppliersNear: [{ id: '1', name: 'Mzansi Fresh Parow' }] },
    });
    expect(fake.calls()).toEqual({ [NEAR]: 1 });
  });
});

describe('persisted queries over GET, as the web client sends them', () => {
  it('runs a registered query by hash over GET with the preflight header only', async () => {
    const { fake, gateway } = await start();
    const query = '{ suppliersNear(lat: -33.9, lon: 18.57) { id name } }';
    const sha256Hash = createHash('sha256').update(query).digest('hex');
    const extensions = encodeURIComponent(
      JSON.stringify({ persistedQuery: { version: 1, sha256Hash } }),
    );
    const url = `${gateway.url}/graphql?extensions=${extensions}`;
    const headers = { 'apollo-require-preflight': 'true' };

    const miss = await fetch(url, { headers });
    const missBody = (await miss.json()) as { errors: Array<{ extensions: { code: string } }> };
    expect(missBody.errors[0]?.extensions.code).toBe('PERSISTED_QUERY_NOT_FOUND');
    // The web client then registers the text once (POST), and asks by hash again.
    await post(gateway.url, { query, extensions: { persistedQuery: { version: 1, sha256Hash } } });
    const hit = await fetch(url, { headers });
    expect(await hit.json()).toEqual({
      data: { suppliersNear: [{ id: '1', name: 'Mzansi Fresh Parow' }] },
    });
    // A cross-site GET (no preflight header) is refused: CSRF prevention holds for GET.
    expect((await fetch(url)).status).toBe(400);
    expect(fake.calls()).toEqual({ [NEAR]: 1 });
  });
});

describe('operation safelist', () => {
  it("runs the web client's own operations and refuses any other", async () => {
    const { gateway } = await start({ GRAPHQL_SAFELIST: 'true' });
    const webOperation = readFileSync(
      new URL('../../web/src/features/suppliers/SuppliersNear.graphql', import.meta.url),
      'utf8',
    );
    const fragment = readFileSync(
      new URL('../../web/src/features/suppliers/SupplierCard_supplier.graphql', import.meta.url),
      'utf8',
    );
    const web = await post(gateway.url, {
      query: asSent(`${webOperation}\n${fragment}`),
      variables: { lat: -33.9, lon: 18.57 },
    });
    const webBody = (await web.json()) as { errors?: Array<{ extensions: { code: string } }> };
    expect(webBody.errors?.map((error) => error.extensions.code) ?? []).not.toContain('FORBIDDEN');

    const other = await post(gateway.url, { query: '{ suppliersNear(lat: 1, lon: 1) { id } }' });
    expect(other.status).toBe(403);
    const otherBody = (await other.json()) as {
      errors: Array<{ extensions: { code: string; reason: string } }>;
    };
    expect(otherBody.errors[0]?.extensions).toMatchObject({
      code: 'FORBIDDEN',
      reason: 'OPERATION_NOT_SAFELISTED',
    });
  });
});

describe('operations', () => {
  it('echoes a caller request id, or makes one, in x-request-id', async () => {
    const { gateway } = await start();
    const given = await post(
      gateway.url,
      { query: '{ __typename }' },
      { 'x-request-id': 'lb-1234' },
    );
    expect(given.headers.get('x-request-id')).toBe('lb-1234');
    const made = await post(gateway.url, { query: '{ __typename }' });
    expect(made.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('answers partial data: the parts that worked, and a coded error for the part that failed', async () => {
    const { fake, client } = await start(
      { UPSTREAM_RETRIES: '1' },
      {
        [SIGN_IN]: [{ body: signInBody }],
        'GET /api/v1/users/1/addresses': [
          { status: 503, body: { status: 'error' } },
          { status: 503, body: { status: 'error' } },
        ],
        'GET /api/v1/users/1/orders': [
          {
            body: {
              status: 'ok',
              orders: [],
              pagination: { page: 1, per_page: 20, next_page: null, total: 0 },
            },
          },
        ],
      },
    );
    await client.request(
      'mutation { signIn(input: { login: "0821234567", password: "x" }) { errors { message } } }',
    );
    const result = await client.request<{
      viewer: { id: string; addresses: null; orders: { totalCount: number } };
    }>('{ viewer { id addresses { id } orders { totalCount nextPage } } }');
    expect(result.data?.viewer).toEqual({
      id: '1',
      addresses: null,
      orders: { totalCount: 0, nextPage: null },
    });
    expect(result.errors).toEqual([
      expect.objectContaining({
        path: ['viewer', 'addresses'],
        extensions: { code: 'UPSTREAM_ERROR' },
      }),
    ]);
    expect(fake.calls()).toEqual({
      [SIGN_IN]: 1,
      'GET /api/v1/users/1/addresses': 2,
      'GET /api/v1/users/1/orders': 1,
    });
    // The bearer token went upstream, never to the client.
    expect(fake.requests.at(-1)?.headers.authorization).toBe('Bearer token-1');
    expect(JSON.stringify(result)).not.toContain('token-1');
  });

  it('drains in-flight requests on shutdown, then refuses new connections', async () => {
    let answer = () => {};
    const held = new Promise<void>((resolve) => (answer = resolve));
    const { fake, gateway } = await start({}, { [NEAR]: [{ body: near, heldUntil: held }] });
    const inFlight = post(gateway.url, {
      query: '{ suppliersNear(lat: -33.9, lon: 18.57) { id } }',
    });
    // Close once the request is in flight (its upstream call has arrived), however busy the
    // machine: a request that arrives after close is rightly refused with 503. The upstream
    // answers only once the close has begun.
    await vi.waitFor(() => expect(fake.calls()[NEAR]).toBe(1), { timeout: 5_000, interval: 10 });
    const closing = gateway.app.close();
    answer();
    const response = await inFlight;
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ data: { suppliersNear: [{ id: '1' }] } });
    await closing;
    await expect(post(gateway.url, { query: '{ __typename }' })).rejects.toThrow();
  });

  it('exposes Prometheus metrics per operation', async () => {
    const { gateway } = await start();
    await post(gateway.url, {
      query: 'query NearbyBranches { suppliersNear(lat: 1, lon: 2) { id } }',
    });
    const metrics = await (await fetch(`${gateway.metricsUrl}/metrics`)).text();
    expect(metrics).toContain(
      'gateway_graphql_requests_total{operation="NearbyBranches",outcome="ok",code="none"} 1',
    );
    expect(metrics).toMatch(
      /gateway_graphql_request_duration_seconds_count\{operation="NearbyBranches",outcome="ok"\} 1/,
    );
    expect(metrics).toMatch(
      /gateway_upstream_request_duration_seconds_count\{route="GET \/catalog\/v1\/suppliers\/distance_from"\} 1/,
    );
  });
});
