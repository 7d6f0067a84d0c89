/**
 * Rate limits an outsider cannot dodge: percent-encoded paths to the GraphQL and manager routes
 * count like the plain ones, and behind one trusted proxy a client that rotates X-Forwarded-For
 * is still limited by the address the proxy saw; trusting only the proxies' own addresses, a
 * client that reaches a replica directly cannot pick its address at all.
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

  it('trusting only listed proxies, a client reaching the gateway directly cannot pick its address', async () => {
    // The load balancer is at 10.1.2.3; this client connects from 127.0.0.1, around it.
    const { url } = await start({ TRUST_PROXY: '10.1.2.3, 10.8.0.0/16' });
    const statuses: number[] = [];
    for (let i = 0; i < 5; i++) {
      statuses.push((await ask(url, '/graphql', { 'x-forwarded-for': `10.0.0.${i}` })).status);
    }
    expect(statuses).toEqual([200, 200, 200, 429, 429]);
  });

  it('trusting a listed proxy, its clients are told apart by the address it saw', async () => {
    const { url } = await start({ TRUST_PROXY: 'loopback' });
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) {
      // Rotating the part the client wrote changes nothing: the proxy saw 203.0.113.7.
      const forwarded = `10.0.0.${i}, 203.0.113.7`;
      statuses.push((await ask(url, '/graphql', { 'x-forwarded-for': forwarded })).status);
    }
    // Another client behind the same proxy has its own budget.
    statuses.push((await ask(url, '/graphql', { 'x-forwarded-for': '198.51.100.9' })).status);
    expect(statuses).toEqual([200, 200, 200, 429, 200]);
  });

  it('refuses a TRUST_PROXY that is neither a hop count, true/false nor proxy addresses', async () => {
    await expect(start({ TRUST_PROXY: 'lots' })).rejects.toThrow(/TRUST_PROXY/);
    await expect(start({ TRUST_PROXY: '10.0.0.0/99' })).rejects.toThrow(/TRUST_PROXY/);
  });
});
