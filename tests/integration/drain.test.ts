/**
 * A drain that loses nothing: a steady stream of requests over kept-alive connections runs through
 * a SIGTERM to a real gateway process. Readiness fails first for DRAIN_SECONDS while requests are
 * still answered; then the listener closes, each kept-alive connection's next request is answered
 * with `Connection: close`, a new connection is refused, no request is reset or fails, and the
 * process exits 0.
 */
import { Agent, request } from 'node:http';
import { afterEach, describe, expect, it } from 'vitest';
import { startSimulator, type RunningSimulator } from '@shopfront/legacy-sim';
import { startFakeUpstream, type FakeUpstream } from '../support/fake-upstream';
import { freePort } from '../support/free-port';
import type { GraphqlClient } from '../support/gateway';
import {
  PROCESS_TEST_TIMEOUT_MS,
  startGatewayProcess,
  type GatewayProcess,
} from '../support/gateway-process';
import { THANDI, placeOrder, signedIn } from '../support/shoppers';

let fake: FakeUpstream | undefined;
let sim: RunningSimulator | undefined;
let gateway: GatewayProcess | undefined;
afterEach(async () => {
  await gateway?.stop();
  await fake?.close();
  await sim?.close();
  gateway = undefined;
  fake = undefined;
  sim = undefined;
});

type Outcome = { status: number; connection: string | undefined } | { error: string };

function send(url: string, agent: Agent | false, method = 'POST', path = '/graphql') {
  return new Promise<Outcome>((resolve) => {
    const call = request(
      `${url}${path}`,
      { method, agent, headers: { 'content-type': 'application/json' } },
      (response) => {
        response.resume();
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, connection: response.headers.connection }),
        );
        response.on('error', (error: NodeJS.ErrnoException) =>
          resolve({ error: error.code ?? error.message }),
        );
      },
    );
    call.on('error', (error: NodeJS.ErrnoException) =>
      resolve({ error: error.code ?? error.message }),
    );
    call.end(method === 'POST' ? JSON.stringify({ query: '{ __typename }' }) : undefined);
  });
}

describe('drain on SIGTERM', { timeout: PROCESS_TEST_TIMEOUT_MS }, () => {
  it('fails readiness first, answers every request on kept-alive connections, then refuses new ones', async () => {
    fake = await startFakeUpstream({
      'GET /catalog/v1/categories': [{ body: { status: 'ok', resources: [] } }],
    });
    gateway = await startGatewayProcess({ LEGACY_API_URL: fake.url, DRAIN_SECONDS: '2' });
    const url = gateway.url;
    expect(await send(url, false, 'GET', '/readyz')).toMatchObject({ status: 200 });

    const counts = { answered: 0, answeredAfterSigterm: 0, toldToClose: 0, refused: 0, resets: 0 };
    const failures: Outcome[] = [];
    let signalled = false;
    const worker = async () => {
      const agent = new Agent({ keepAlive: true, maxSockets: 1 });
      for (;;) {
        const outcome = await send(url, agent);
        if ('status' in outcome) {
          if (outcome.status !== 200) failures.push(outcome);
          else counts.answered += 1;
          if (signalled && outcome.status === 200) counts.answeredAfterSigterm += 1;
          if (outcome.connection === 'close') counts.toldToClose += 1;
        } else if (outcome.error === 'ECONNREFUSED') {
          // A new connection after the listener closed: refused cleanly, this client is done.
          counts.refused += 1;
          agent.destroy();
          return;
        } else if (outcome.error === 'ECONNRESET') {
          counts.resets += 1;
        } else {
          failures.push(outcome);
        }
      }
    };
    const workers = Array.from({ length: 8 }, () => worker());
    while (counts.answered < 100) await new Promise((resolve) => setImmediate(resolve));

    gateway.child.kill('SIGTERM');
    signalled = true;
    // Readiness fails while the listener still serves (a fresh connection for each probe).
    let readiness: Outcome;
    do readiness = await send(url, false, 'GET', '/readyz');
    while ('status' in readiness && readiness.status === 200);
    expect(readiness).toMatchObject({ status: 503 });
    const answeredWhenNotReady = counts.answered;

    await Promise.all(workers);
    expect(await gateway.exited).toBe(0);
    console.log('drain through SIGTERM:', JSON.stringify({ ...counts, failed: failures.length }));
    expect(failures).toEqual([]);
    expect(counts.resets).toBe(0);
    expect(counts.refused).toBe(8);
    // Requests went on being answered while readiness failed; each connection was told to close.
    expect(counts.answered).toBeGreaterThan(answeredWhenNotReady);
    expect(counts.toldToClose).toBeGreaterThanOrEqual(8);
    expect(await gateway.logged((line) => line.msg === 'drained: exiting')).toBeTruthy();
  });

  it('answers a held order update when it stops', async () => {
    sim = await startSimulator({ port: 0 });
    const metricsPort = await freePort();
    gateway = await startGatewayProcess({
      LEGACY_API_URL: sim.url,
      DRAIN_SECONDS: '1',
      METRICS_PORT: String(metricsPort),
      REQUEST_TIMEOUT_MS: '300000',
      ORDER_WATCH_HOLD_SECONDS: '120',
      SIGN_IN_ATTEMPTS: '0',
    });
    const thandi: GraphqlClient = await signedIn(gateway.url, THANDI);
    const placed = await placeOrder(thandi, sim.url, `drain-${Date.now()}`);
    const held = thandi.request<{ viewer: { orderUpdate: { id: string } | null } }>(
      `query OrderUpdate($id: ID!, $seen: String!) {
        viewer { orderUpdate(id: $id, seen: $seen) { id status } }
      }`,
      { id: placed.id, seen: placed.revision },
    );
    // The gateway holds it (it says so), and nothing about the order changes.
    const waiting = async () =>
      (await (await fetch(`http://127.0.0.1:${metricsPort}/metrics`)).text()).includes(
        'gateway_order_watch_waiting_pages 1',
      );
    while (!(await waiting())) await new Promise((resolve) => setImmediate(resolve));

    gateway.child.kill('SIGTERM');
    const answer = await held;
    expect(answer.status).toBe(200);
    expect(answer.errors).toBeUndefined();
    expect(answer.headers.get('connection')).toBe('close');
    expect(await gateway.exited).toBe(0);
  });
});
