/**
 * Prometheus metrics live on their own port (METRICS_PORT), never on the public one that serves
 * the shop: the per-operation counts and process details are for the scraper only, and by default
 * only on loopback (METRICS_HOST), whatever HOST the shop listens on.
 */
import { connect } from 'node:net';
import { networkInterfaces } from 'node:os';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSimulator, type RunningSimulator } from '@shopfront/legacy-sim';
import { startGateway, type RunningGateway } from '../support/gateway';
import { startGatewayProcess, type GatewayProcess } from '../support/gateway-process';

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

describe('the metrics port of the gateway as shipped', () => {
  let sim: RunningSimulator;
  let gateway: GatewayProcess | undefined;

  beforeAll(async () => {
    sim = await startSimulator({ port: 0 });
  });
  afterAll(async () => {
    await gateway?.stop();
    await sim?.close();
  });

  /** Whether a TCP connection to host:port is accepted. */
  const accepts = (host: string, port: number) =>
    new Promise<boolean>((resolve) => {
      const socket = connect(port, host, () => {
        socket.destroy();
        resolve(true);
      });
      socket.once('error', () => resolve(false));
    });

  it(
    'listens on loopback only unless METRICS_HOST says otherwise',
    { timeout: 90_000 },
    async () => {
      // The production entry, with HOST on every interface as in a container.
      gateway = await startGatewayProcess({
        LEGACY_API_URL: sim.url,
        HOST: '0.0.0.0',
        METRICS_PORT: '0',
      });
      const started = await gateway.logged((line) => line.msg === 'Shopfront is running');
      const port = Number(/:(\d+)\/metrics$/.exec(String(started.metrics))?.[1]);
      expect(await accepts('127.0.0.1', port)).toBe(true);
      const outside = Object.values(networkInterfaces())
        .flat()
        .find((entry) => entry && entry.family === 'IPv4' && !entry.internal);
      // A machine with a network address of its own: the metrics port is closed there.
      if (outside) expect(await accepts(outside.address, port)).toBe(false);
    },
  );
});
