/**
 * Per-operation metrics cannot be poisoned: only the web client's own operation names become
 * labels; made-up names from outside are counted as `other` and add no series.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { startFakeUpstream, type FakeUpstream } from '../support/fake-upstream';
import { startGateway, type RunningGateway } from '../support/gateway';

let fake: FakeUpstream | undefined;
let gateway: RunningGateway | undefined;

afterEach(async () => {
  await gateway?.close();
  await fake?.close();
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
