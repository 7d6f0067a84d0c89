/**
 * /readyz says whether the shop can serve, not only whether a socket answers: it reads the
 * catalogue from the legacy API (cached for a few seconds, so probes cost nothing).
 */
import { afterEach, describe, expect, it } from 'vitest';
import { startSimulator, type RunningSimulator } from '@shopfront/legacy-sim';
import { startGateway, type RunningGateway } from '../support/gateway';

describe('readiness', () => {
  let sim: RunningSimulator | undefined;
  let gateway: RunningGateway | undefined;
  afterEach(async () => {
    await gateway?.close();
    await sim?.close();
  });

  it('is not ready while every legacy route answers 503', async () => {
    sim = await startSimulator({ port: 0, faults: [{ route: '*', status: 503, error_rate: 1 }] });
    gateway = await startGateway(sim.url);
    const ready = await fetch(`${gateway.url}/readyz`);
    expect(ready.status).toBe(503);
    expect(await ready.json()).toMatchObject({
      status: 'not_ready',
      checks: { legacyApi: 'down' },
    });
  });

  it('is ready when the catalogue answers, and probes in a burst cost one legacy read', async () => {
    sim = await startSimulator({ port: 0 });
    gateway = await startGateway(sim.url);
    await fetch(`${sim.url}/sim/calls`, { method: 'DELETE' });
    const answers = [];
    for (let probe = 0; probe < 5; probe++) answers.push(await fetch(`${gateway.url}/readyz`));
    for (const answer of answers) expect(answer.status).toBe(200);
    expect(await answers[0]?.json()).toEqual({ status: 'ready', checks: { legacyApi: 'up' } });
    const { calls } = (await (await fetch(`${sim.url}/sim/calls`)).json()) as {
      calls: Record<string, number>;
    };
    expect(calls).toEqual({ 'GET /catalog/v1/categories': 1 });
  });
});
