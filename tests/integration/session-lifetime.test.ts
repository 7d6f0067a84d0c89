/**
 * Sessions expire and can be revoked: a copied cookie stops working after sign-out, after a
 * password reset and after its lifetime; cookies sealed with a previous key still open while a
 * key rotation settles and are re-sealed with the current key. When the legacy API no longer
 * accepts the shopper's token (401), the gateway ends the session too.
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { startSimulator, type RunningSimulator } from '@shopfront/legacy-sim';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { GraphqlClient, startGateway, type RunningGateway } from '../support/gateway';
import { PIETER, signedIn } from '../support/shoppers';

const OLD = 'the old session secret, at least thirty-two characters';
const NEW = 'the new session secret, at least thirty-two characters';

let sim: RunningSimulator | undefined;
const gateways: RunningGateway[] = [];

afterEach(async () => {
  vi.useRealTimers();
  for (const gateway of gateways.splice(0)) await gateway.close();
  await sim?.close();
  sim = undefined;
});

async function gateway(env: Record<string, string> = {}) {
  sim ??= await startSimulator({ port: 0 });
  const started = await startGateway(sim.url, env);
  gateways.push(started);
  return started;
}

async function viewerId(client: GraphqlClient): Promise<string | null> {
  const result = await client.request<{ viewer: { id: string } | null }>('{ viewer { id } }');
  return result.data?.viewer?.id ?? null;
}

/** Another browser holding a copy of `client`'s cookie. */
function thief(client: GraphqlClient, url = client.gatewayUrl): GraphqlClient {
  const copy = new GraphqlClient(url);
  copy.adoptCookies(client);
  return copy;
}

describe('session lifetime', () => {
  it('a copied cookie stops working when the shopper signs out', async () => {
    const { url } = await gateway();
    const shopper = await signedIn(url, PIETER);
    const copy = thief(shopper);
    expect(await viewerId(copy)).toBe('2');
    await shopper.request('mutation { signOut { signedOut } }');
    expect(await viewerId(copy)).toBeNull();
  });

  it('a password reset signs out every earlier session of the shopper', async () => {
    const { url } = await gateway();
    const phone = await signedIn(url, PIETER);
    const laptop = new GraphqlClient(url);
    await laptop.request(
      `mutation { forgotPassword(input: { login: "${PIETER.login}" }) { message } }`,
    );
    const outbox = (await (await fetch(`${sim!.url}/sim/outbox`)).json()) as {
      messages: Array<{ to: string; token_code: string }>;
    };
    const code = outbox.messages.filter((m) => m.to === PIETER.login).at(-1)?.token_code;
    const valid = await laptop.request<{ validateResetCode: { resetToken: string } }>(
      `mutation ($code: String!) { validateResetCode(input: { login: "${PIETER.login}", code: $code }) { resetToken } }`,
      { code },
    );
    await laptop.request(
      `mutation ($token: String!) { resetPassword(input: { resetToken: $token, password: "${PIETER.password}" }) { viewer { id } } }`,
      { token: valid.data?.validateResetCode.resetToken },
    );
    expect(await viewerId(laptop)).toBe('2');
    expect(await viewerId(phone)).toBeNull();
  });

  it('a session ends after SESSION_MAX_AGE_SECONDS', async () => {
    const { url } = await gateway({ SESSION_MAX_AGE_SECONDS: '3' });
    // The gateway's clock, not the wall clock: only Date is faked, so sockets and timers still run.
    vi.useFakeTimers({ toFake: ['Date'] });
    const signedInAt = Date.now();
    const shopper = await signedIn(url, PIETER);
    expect(await viewerId(shopper)).toBe('2');
    vi.setSystemTime(signedInAt + 2_999);
    expect(await viewerId(shopper)).toBe('2');
    vi.setSystemTime(signedInAt + 3_000);
    expect(await viewerId(shopper)).toBeNull();
  });

  it('keeps sessions through a key rotation and re-seals them with the new key', async () => {
    const before = await gateway({ SESSION_SECRET: OLD });
    const rotating = await gateway({ SESSION_SECRET: NEW, SESSION_SECRET_PREVIOUS: OLD });
    const after = await gateway({ SESSION_SECRET: NEW });
    const shopper = await signedIn(before.url, PIETER);
    expect(await viewerId(shopper)).toBe('2');
    // The old cookie opens on the rotating gateway, which hands back one sealed with the new key.
    const rotated = thief(shopper, rotating.url);
    expect(await viewerId(rotated)).toBe('2');
    expect(await viewerId(thief(rotated, after.url))).toBe('2');
    // A gateway that no longer knows the old key does not open the old cookie.
    expect(await viewerId(thief(shopper, after.url))).toBeNull();
  });

  it('ends the session when the legacy API refuses the shopper’s token', async () => {
    sim ??= await startSimulator({ port: 0 });
    const target = sim.url;
    // The legacy API in front of the simulator, until it stops accepting bearer tokens (the
    // token expired or was revoked in the legacy system).
    let tokensRefused = false;
    const legacy = createServer((request, response) => {
      if (tokensRefused && request.headers.authorization) {
        response.writeHead(401, { 'content-type': 'application/json' });
        response.end('{"status":"error","message":"unauthorized"}');
        return;
      }
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', () => {
        void (async () => {
          const headers = Object.fromEntries(
            Object.entries(request.headers).filter(
              (entry): entry is [string, string] =>
                typeof entry[1] === 'string' &&
                !['host', 'connection', 'content-length'].includes(entry[0]),
            ),
          );
          const upstream = await fetch(`${target}${request.url ?? '/'}`, {
            method: request.method,
            headers,
            ...(chunks.length ? { body: Buffer.concat(chunks) } : {}),
          });
          response.writeHead(upstream.status, {
            'content-type': upstream.headers.get('content-type') ?? 'application/json',
          });
          response.end(Buffer.from(await upstream.arrayBuffer()));
        })();
      });
    });
    await new Promise<void>((resolve) => legacy.listen(0, '127.0.0.1', resolve));
    try {
      const { port } = legacy.address() as AddressInfo;
      const started = await startGateway(`http://127.0.0.1:${port}`);
      gateways.push(started);
      const shopper = await signedIn(started.url, PIETER);
      expect(await viewerId(shopper)).toBe('2');

      tokensRefused = true;
      const refused = await shopper.request('{ viewer { addresses { id } } }');
      expect(refused.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
      expect(refused.errors?.[0]?.message).toBe('Your session has ended. Please sign in again.');
      // The cookie is cleared with that answer: the shop shows the shopper as signed out.
      expect(await viewerId(shopper)).toBeNull();
      tokensRefused = false;
      expect(await viewerId(shopper)).toBeNull();
    } finally {
      await new Promise<void>((resolve) => legacy.close(() => resolve()));
    }
  });
});
