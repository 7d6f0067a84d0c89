/**
 * Per-operation metrics cannot be poisoned: only the web client's own operation names become
 * labels; made-up names from outside are counted as `other` and add no series. Each request is
 * counted with its outcome and error code (a typed payload error too), and every route of the
 * public port has its request count and latency.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { startFakeUpstream, type FakeUpstream } from '../support/fake-upstream';
import { GraphqlClient, startGateway, type RunningGateway } from '../support/gateway';
import { THANDI } from '../support/shoppers';
import { startStack, type TestStack } from '../support/stack';

let fake: FakeUpstream | undefined;
let gateway: RunningGateway | undefined;

afterEach(async () => {
  await gateway?.close();
  await fake?.close();
  gateway = undefined;
  fake = undefined;
});

const send = (url: string, query: string) =>
  fetch(`${url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query }),
  });

describe('metric labels', () => {
  it('labels the web client’s operations by name and everything else as other', async () => {
    fake = await startFakeUpstream({});
    gateway = await startGateway(fake.url);
    for (let i = 0; i < 30; i++) await send(gateway.url, `query Poison${i} { __typename }`);
    // SignOut is one of the web client's operations (web/src/**/*.graphql).
    await send(gateway.url, 'mutation SignOut { signOut { signedOut } }');
    const metrics = await (await fetch(`${gateway.metricsUrl}/metrics`)).text();
    const series = metrics
      .split('\n')
      .filter((line) => line.startsWith('gateway_graphql_requests_total{'));
    expect(series.some((line) => line.includes('operation="Poison'))).toBe(false);
    expect(series.find((line) => line.includes('operation="other"'))).toMatch(/ 30$/);
    expect(series.some((line) => line.includes('operation="SignOut"'))).toBe(true);
  });
});

describe('outcomes, error codes and HTTP routes', () => {
  let stack: TestStack | undefined;
  afterEach(async () => {
    await stack?.close();
    stack = undefined;
  });

  const series = async (url: string | null, name: string) =>
    (await (await fetch(`${url}/metrics`)).text())
      .split('\n')
      .filter((line) => line.startsWith(`${name}{`));

  it('counts a wrong password as a business error with its code, not as ok', async () => {
    stack = await startStack();
    const client = new GraphqlClient(stack.gatewayUrl);
    const wrong = await client.request<{ signIn: { errors: Array<{ __typename: string }> } }>(
      'mutation SignIn($input: SignInInput!) { signIn(input: $input) { errors { __typename } } }',
      { input: { login: THANDI.login, password: 'not-her-password' } },
    );
    expect(wrong.data?.signIn.errors[0]?.__typename).toBe('WrongPasswordError');
    await client.request(
      'mutation SignIn($input: SignInInput!) { signIn(input: $input) { errors { __typename } } }',
      { input: { login: THANDI.login, password: THANDI.password } },
    );
    const requests = await series(stack.metricsUrl, 'gateway_graphql_requests_total');
    expect(requests).toContain(
      'gateway_graphql_requests_total{operation="SignIn",outcome="business_error",code="WRONG_PASSWORD"} 1',
    );
    expect(requests).toContain(
      'gateway_graphql_requests_total{operation="SignIn",outcome="ok",code="none"} 1',
    );
    // The latency histogram is split by outcome too.
    const latency = await series(
      stack.metricsUrl,
      'gateway_graphql_request_duration_seconds_count',
    );
    expect(latency).toContain(
      'gateway_graphql_request_duration_seconds_count{operation="SignIn",outcome="business_error"} 1',
    );
  });

  it('counts client and upstream errors by their code', async () => {
    fake = await startFakeUpstream({
      'GET /catalog/v1/suppliers/distance_from': [{ status: 502, body: { status: 'error' } }],
    });
    gateway = await startGateway(fake.url, { UPSTREAM_RETRIES: '0' });
    await send(gateway.url, 'query SignOut { nope }');
    await send(gateway.url, '{ suppliersNear(lat: -33.9, lon: 18.57) { id } }');
    const requests = await series(gateway.metricsUrl, 'gateway_graphql_requests_total');
    expect(requests).toEqual([
      'gateway_graphql_requests_total{operation="anonymous",outcome="client_error",code="GRAPHQL_VALIDATION_FAILED"} 1',
      'gateway_graphql_requests_total{operation="anonymous",outcome="error",code="UPSTREAM_ERROR"} 1',
    ]);
  });

  it('has rate, errors and duration for every route of the public port', async () => {
    fake = await startFakeUpstream({});
    gateway = await startGateway(fake.url);
    await fetch(`${gateway.url}/healthz`);
    await send(gateway.url, '{ __typename }');
    await fetch(`${gateway.url}/graphql`, { method: 'DELETE' });
    const requests = await series(gateway.metricsUrl, 'gateway_http_requests_total');
    expect(requests).toEqual(
      expect.arrayContaining([
        'gateway_http_requests_total{method="GET",route="/healthz",status="200"} 1',
        'gateway_http_requests_total{method="POST",route="/graphql",status="200"} 1',
        expect.stringMatching(
          /^gateway_http_requests_total\{method="DELETE",route="[^"]+",status="4\d\d"\} 1$/,
        ),
      ]),
    );
    const latency = await series(gateway.metricsUrl, 'gateway_http_request_duration_seconds_count');
    expect(latency).toContain(
      'gateway_http_request_duration_seconds_count{method="GET",route="/healthz",status_class="2xx"} 1',
    );
  });
});
