/**
 * What a GraphQL gateway on this design card costs at the least (docs/benchmarks.md,
 * case c): Fastify, graphql-jit and an undici Pool answering the web's persisted
 * `SelectedSupplier` GET with one upstream call, and nothing else (no sessions, limits, security
 * headers, compression, logs, metrics, request deadline or Apollo Server). Not a product: the
 * yardstick the gateway's overhead is read against, beside the bare proxy.
 *
 *   node tests/bench/lib/floor-gateway.mjs <upstream base URL> [port, default any free one]
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import Fastify from 'fastify';
import { buildSchema, parse } from 'graphql';
import { compileQuery, isCompiledQuery } from 'graphql-jit';
import { Pool } from 'undici';

const [upstream, port = '0'] = process.argv.slice(2);
if (!upstream) {
  console.error('usage: floor-gateway.mjs <upstream base URL> [port]');
  process.exit(2);
}
const manifest = JSON.parse(
  readFileSync(
    new URL('../../../web/src/generated/persisted-query-manifest.json', import.meta.url),
    'utf8',
  ),
);
const text = manifest.operations.find((operation) => operation.name === 'SelectedSupplier').body;
// The part of the gateway's schema this operation reads.
const schema = buildSchema(`
  type Query { supplier(id: ID!): Supplier }
  type Supplier { id: ID! name: String! closedText: String disabled: Boolean! }
`);
// The gateway's own pool settings (gateway/src/upstream/http.ts).
const pool = new Pool(upstream, { connections: 32, keepAliveTimeout: 30_000 });
// graphql-jit calls the schema's resolvers (not functions of the root value, as graphql-js does).
schema.getQueryType().getFields().supplier.resolve = async (_root, { id }) => {
  const { body } = await pool.request({
    method: 'GET',
    path: `/catalog/v1/suppliers/${encodeURIComponent(id)}`,
    headers: { accept: 'application/json' },
  });
  const { supplier } = await body.json();
  return {
    id: String(supplier.id),
    name: supplier.name,
    closedText: supplier.closed_text ?? null,
    disabled: Boolean(supplier.disabled),
  };
};
const compiled = compileQuery(schema, parse(text), 'SelectedSupplier');
if (!isCompiledQuery(compiled)) throw new Error('SelectedSupplier did not compile');
const byHash = new Map([[createHash('sha256').update(text).digest('hex'), compiled]]);

const app = Fastify({ logger: false });
app.get('/graphql', async (request, reply) => {
  const { extensions, variables } = request.query;
  const operation = byHash.get(JSON.parse(extensions).persistedQuery.sha256Hash);
  if (!operation) return reply.code(400).send({ errors: [{ message: 'unknown operation' }] });
  const result = await operation.query(null, {}, JSON.parse(variables));
  // An answer with errors is not the answer being measured: the bench counts it as a failure.
  reply.code(result.errors ? 500 : 200).header('cache-control', 'no-store');
  return result;
});
const address = await app.listen({ port: Number(port), host: '127.0.0.1' });
console.log(`floor gateway listening on ${address}`);
process.on(
  'SIGTERM',
  () =>
    void app
      .close()
      .then(() => pool.close())
      .then(() => process.exit(0)),
);
