/**
 * Registering an order tells the legacy API whether the shopper's account is a demo account
 * (`is_demo`), read from the account: the seeded demo shopper's orders say true, Thandi's false.
 * A recording pass-through in front of the simulator shows what the gateway sent.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSimulator, type RunningSimulator } from '@shopfront/legacy-sim';
import { startGateway, type RunningGateway } from '../support/gateway';
import { THANDI, placeOrder, signedIn } from '../support/shoppers';

const DEMO = { login: '0600000000', password: 'demo123' };
const REGISTER_PATHS = new Set(['/api/v1/orders/register', '/cart/v1/order']);

let sim: RunningSimulator;
let proxy: Server;
let gateway: RunningGateway;
const registered: Array<{ cart: { is_demo: boolean } }> = [];

beforeAll(async () => {
  sim = await startSimulator({ port: 0 });
  proxy = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const body = Buffer.concat(chunks);
      const path = new URL(req.url ?? '/', 'http://proxy').pathname;
      if (req.method === 'POST' && REGISTER_PATHS.has(path))
        registered.push(JSON.parse(body.toString('utf8')) as { cart: { is_demo: boolean } });
      const headers = Object.fromEntries(
        Object.entries(req.headers).filter(
          (entry): entry is [string, string] =>
            typeof entry[1] === 'string' && entry[0] !== 'host' && entry[0] !== 'content-length',
        ),
      );
      void fetch(`${sim.url}${req.url ?? '/'}`, {
        method: req.method,
        headers,
        body: req.method === 'GET' || req.method === 'HEAD' ? undefined : body,
      }).then(async (answer) => {
        res.writeHead(answer.status, { 'content-type': answer.headers.get('content-type') ?? '' });
        res.end(Buffer.from(await answer.arrayBuffer()));
      });
    });
  });
  await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve));
  const port = (proxy.address() as AddressInfo).port;
  gateway = await startGateway(`http://127.0.0.1:${port}`);
});

afterAll(async () => {
  await gateway.close();
  await new Promise((resolve) => proxy.close(resolve));
  await sim.close();
});

describe('registerOrder', () => {
  it('sends the demo account’s flag with its order', async () => {
    const client = await signedIn(gateway.url, DEMO);
    await placeOrder(client, sim.url, `demo-${Date.now()}-order`);
    expect(registered.at(-1)?.cart.is_demo).toBe(true);
  });

  it('sends false for an ordinary shopper', async () => {
    const client = await signedIn(gateway.url, THANDI);
    await placeOrder(client, sim.url, `plain-${Date.now()}-order`);
    expect(registered.at(-1)?.cart.is_demo).toBe(false);
  });
});
