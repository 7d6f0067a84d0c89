/**
 * A TCP proxy on 127.0.0.1 that holds every chunk for `oneWayMs` in each direction: 75 ms each
 * way is a 150 ms round trip, a typical South African mobile link. Bandwidth is not limited and
 * the TCP handshake is not delayed (clients keep their connections warm).
 */
import { connect, createServer, type Socket } from 'node:net';

export interface LatencyProxy {
  url: string;
  close(): Promise<void>;
}

function delayedPipe(from: Socket, to: Socket, delayMs: number): void {
  from.on('data', (chunk) => {
    setTimeout(() => {
      if (!to.destroyed) to.write(chunk);
    }, delayMs);
  });
  from.on('end', () => setTimeout(() => to.end(), delayMs));
}

export async function startLatencyProxy(target: string, oneWayMs: number): Promise<LatencyProxy> {
  const { hostname, port } = new URL(target);
  const sockets = new Set<Socket>();
  const server = createServer((client) => {
    const upstream = connect(Number(port), hostname);
    client.setNoDelay(true);
    upstream.setNoDelay(true);
    for (const socket of [client, upstream]) {
      sockets.add(socket);
      socket.on('close', () => sockets.delete(socket));
    }
    delayedPipe(client, upstream, oneWayMs);
    delayedPipe(upstream, client, oneWayMs);
    const fail = () => {
      client.destroy();
      upstream.destroy();
    };
    client.on('error', fail);
    upstream.on('error', fail);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const proxyPort = address && typeof address === 'object' ? address.port : 0;
  return {
    url: `http://127.0.0.1:${proxyPort}`,
    close: () =>
      new Promise((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
