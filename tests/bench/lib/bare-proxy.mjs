/**
 * The benchmark's anchor (case b): a zero-logic HTTP proxy, node:http in front of an
 * undici Pool, forwarding each GET to the legacy API and streaming its answer back. No parsing,
 * no logging, no compression: what any gateway in Node costs at the least. Started as a child
 * process (plain JavaScript, so no loader) so its CPU can be read from /proc on its own.
 *
 *   node tests/bench/lib/bare-proxy.mjs <upstream base URL>
 */
import { createServer } from 'node:http';
import { Pool } from 'undici';

const upstream = process.argv[2];
if (!upstream) {
  console.error('usage: bare-proxy.mjs <upstream base URL>');
  process.exit(2);
}
// The gateway's own pool settings (gateway/src/upstream/http.ts), so both sides pool alike.
const pool = new Pool(upstream, { connections: 32, keepAliveTimeout: 30_000 });

const server = createServer((request, response) => {
  pool
    .request({
      method: 'GET',
      path: request.url ?? '/',
      headers: { accept: request.headers.accept ?? 'application/json' },
    })
    .then(async ({ statusCode, headers, body }) => {
      response.writeHead(statusCode, { 'content-type': headers['content-type'] ?? 'text/plain' });
      for await (const chunk of body) response.write(chunk);
      response.end();
    })
    .catch(() => {
      response.writeHead(502).end();
    });
});
server.keepAliveTimeout = 30_000;
server.listen(0, '127.0.0.1', () => {
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  console.log(`bare proxy listening on http://127.0.0.1:${port}`);
});
process.on('SIGTERM', () => {
  server.close(() => void pool.close().then(() => process.exit(0)));
  server.closeIdleConnections();
});
