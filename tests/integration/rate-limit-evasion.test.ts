/**
 * Rate limits an outsider cannot dodge: percent-encoded paths to the GraphQL and manager routes
 * count like the plain ones, and behind one trusted proxy a client that rotates X-Forwarded-For
 * is still limited by the address the proxy saw.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { startFakeUpstream, type FakeUpstream } from '../support/fake-upstream';
import { startGateway, type RunningGateway } from '../support/gateway';

let fake: FakeUpstream | undefined;
let gateway: RunningGateway | undefined;

afterEach(async () => {
  await gateway?.close();
  await fake?.close();
  gateway = undefined;
  fake = undefined;
});

async function start(env: Record<string, string>) {
  fake = await startFakeUpstream({});
  gateway = await startGateway(fake.url, { RATE_LIMIT_PER_IP: '3', ...env });
  return gateway;
}

const ask = (url: string, path: string, headers: Record<string, string> = {}) =>
  fetch(`${url}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify({ query: '{ __typename }' }),
  });

describe('rate limits', () => {
  it('counts percent-encoded paths to /graphql and /manager like the plain ones', async () => {
    const { url } = await start({});
    const statuses: number[] = [];
    for (const path of ['/graphql', '/%67raphql', '/%67raphql', '/%67raphql', '/graphql']) {
      statuses.push((await ask(url, path)).status);
    }
    expect(statuses.slice(0, 3)).toEqual([200, 200, 200]);
    expect(statuses.slice(3)).toEqual([429, 429]);
    const manager = await fetch(`${url}/%6danager/imports`, { method: 'POST' });
    expect(manager.status).toBe(429);
  });

  it('behind one trusted proxy, a client rotating X-Forwarded-For is still limited', async () => {
    const { url } = await start({ TRUST_PROXY: '1' });
    const statuses: number[] = [];
    for (let i = 0; i < 5; i++) {
      // The client sends a made-up address; the proxy appends the one it saw (here the same).
      const forwarded = `10.0.0.${i}, 203.0.113.7`;
      statuses.push((await ask(url, '/graphql', { 'x-forwarded-for': forwarded })).status);
    }
    expect(statuses).toEqual([200, 200, 200, 429, 429]);
  });

  it('refuses a TRUST_PROXY that is neither a hop count nor true/false', async () => {
    await expect(start({ TRUST_PROXY: 'lots' })).rejects.toThrow(/TRUST_PROXY/);
  });
});
