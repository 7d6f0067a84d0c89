/**
 * A Redis that hangs (stopped, its connection still open) costs a request at most the command
 * timeout, and after a few failures the circuit breaker skips it: the shop keeps answering.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSimulator, type RunningSimulator } from '@shopfront/legacy-sim';
import { GraphqlClient, startGateway, type RunningGateway } from '../support/gateway';
import { freePort } from '../support/free-port';
import { gatewayRedisUp } from '../support/redis-ready';

const NEAR = (lat: number) => `{ suppliersNear(lat: ${lat}, lon: 18.5701029) { id name } }`;

describe('a gateway whose Redis hangs', () => {
  let redis: ChildProcess;
  let sim: RunningSimulator;
  let gateway: RunningGateway;

  beforeAll(async () => {
    const port = await freePort();
    redis = spawn(
      process.env.REDIS_SERVER_PATH || '/usr/bin/redis-server',
      ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
      { stdio: 'ignore' },
    );
    sim = await startSimulator({ port: 0 });
    gateway = await startGateway(sim.url, {
      REDIS_URL: `redis://127.0.0.1:${port}`,
      RATE_LIMIT_PER_IP: '1000',
    });
    await gatewayRedisUp(gateway.url);
  });
  afterAll(async () => {
    redis?.kill('SIGCONT');
    await gateway?.close();
    await sim?.close();
    redis?.kill('SIGKILL');
  });

  it('answers catalogue reads and opens the breaker', async () => {
    redis.kill('SIGSTOP');
    const client = new GraphqlClient(gateway.url);
    for (let read = 0; read < 6; read++) {
      const result = await client.request<{ suppliersNear: unknown[] }>(NEAR(-33.9 + read / 100));
      expect(result.errors).toBeUndefined();
      expect(result.data?.suppliersNear).toBeDefined();
    }
    const ready = await fetch(`${gateway.url}/readyz`);
    expect(ready.status).toBe(200);
    expect(await ready.json()).toMatchObject({ checks: { redis: 'down' } });
    const metrics = await (await fetch(`${gateway.metricsUrl}/metrics`)).text();
    expect(metrics).toContain('gateway_redis_up 0');
    expect(metrics).toMatch(/gateway_redis_errors_total [3-9]/);
    // The rate limiter's Redis calls go through the breaker too (and let requests in).
    expect(metrics).toMatch(/gateway_redis_fallbacks_total\{use="rate-limit"\} [1-9]/);
  });
});
