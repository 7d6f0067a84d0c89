/**
 * Prometheus metrics live on their own port (METRICS_PORT), never on the public one that serves
 * the shop: the per-operation counts and process details are for the scraper only.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSimulator, type RunningSimulator } from '@shopfront/legacy-sim';
import { startGateway, type RunningGateway } from '../support/gateway';

describe('the metrics port', () => {
  let sim: RunningSimulator;
  let gateway: RunningGateway;

  beforeAll(async () => {
    sim = await startSimulator({ port: 0 });
    gateway = await startGateway(sim.url);
  });
  afterAll(async () => {
    await gateway?.close();
    await sim?.close();
  });

  it('is not served on the public port', async () => {
    for (const path of ['/metrics', '/metrics/', '/%6detrics']) {
      const response = await fetch(`${gateway.url}${path}`);
      expect(response.status, path).toBe(404);
      expect(await response.text()).not.toContain('gateway_');
    }
  });

  it('is served on its own port, with the public traffic counted', async () => {
    await fetch(`${gateway.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: 'query Ping { __typename }' }),
    });
    expect(gateway.metricsUrl).not.toBe(gateway.url);
    const response = await fetch(`${gateway.metricsUrl}/metrics`);
    expect(response.status).toBe(200);
    expect(await response.text()).toMatch(/^gateway_graphql_requests_total\{/m);
  });

  it('serves nothing of the shop on the metrics port', async () => {
    expect((await fetch(`${gateway.metricsUrl}/graphql?query={__typename}`)).status).toBe(404);
    expect((await fetch(`${gateway.metricsUrl}/`)).status).toBe(404);
  });

  it('can be turned off', async () => {
    const quiet = await startGateway(sim.url, { METRICS_PORT: 'off' });
    try {
      expect(quiet.metricsUrl).toBeNull();
      expect((await fetch(`${quiet.url}/metrics`)).status).toBe(404);
    } finally {
      await quiet.close();
    }
  });
});
