/**
 * A hostile client trickling its request body cannot hold a connection: the gateway answers 408
 * (or closes the socket) once the client request timeout passes.
 */
import { connect } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { startFakeUpstream, type FakeUpstream } from '../support/fake-upstream';
import { startGateway, type RunningGateway } from '../support/gateway';

let fake: FakeUpstream | undefined;
let gateway: RunningGateway | undefined;

afterEach(async () => {
  await gateway?.close();
  await fake?.close();
});

describe('slow clients', () => {
  it('cuts off a body trickled one byte at a time', async () => {
    fake = await startFakeUpstream({});
    gateway = await startGateway(fake.url, { CLIENT_REQUEST_TIMEOUT_MS: '600' });
    const { port } = new URL(gateway.url);
    const socket = connect(Number(port), '127.0.0.1');
    let answer = '';
    socket.on('data', (chunk) => (answer += chunk.toString()));
    // The gateway may reset the socket after its 408 while a trickled byte is in flight; the
    // reset is the cut-off this test wants, not a failure of the test run.
    socket.on('error', () => undefined);
    const closed = new Promise<void>((resolve) => socket.on('close', () => resolve()));
    socket.write(
      'POST /graphql HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n',
    );
    // One byte every 100 ms would take 100 s to send the body; the gateway stops waiting.
    const trickle = setInterval(() => socket.writable && socket.write('{'), 100);
    const stopper = setTimeout(() => socket.destroy(), 20_000);
    await closed;
    clearInterval(trickle);
    clearTimeout(stopper);
    expect(answer).toMatch(/^HTTP\/1\.1 408/);
  });
});
