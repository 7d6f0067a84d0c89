/** Builds the gateway: health, GraphQL, explorer and web client on one Fastify instance. */
import fastifyCookie from '@fastify/cookie';
import Fastify, { type FastifyInstance } from 'fastify';
import type { GatewayConfig } from './config.js';
import { MemoryIdempotencyStore } from './idempotency/memory-store.js';
import { explorerPlugin } from './plugins/explorer.js';
import { graphqlPlugin } from './plugins/graphql.js';
import { healthPlugin } from './plugins/health.js';
import { webPlugin } from './plugins/web.js';
import { loadTypeDefs } from './schema.js';
import { sessionKey } from './session/sealed-cookie.js';
import { createUpstream } from './upstream/index.js';

export async function buildGateway(
  config: GatewayConfig & { legacyApiUrl: string },
): Promise<FastifyInstance> {
  const app = Fastify({
    logger: { level: config.logLevel },
    requestIdHeader: 'x-request-id',
    bodyLimit: 1_048_576,
  });
  const upstream = createUpstream(config.legacyApiUrl, {
    timeoutMs: config.upstreamTimeoutMs,
    retries: config.upstreamRetries,
  });
  app.addHook('onClose', () => upstream.http.close());
  if (config.sessionSecretIsDefault) {
    app.log.warn('SESSION_SECRET is not set: using the development secret (never in production)');
  }

  await app.register(fastifyCookie);
  await app.register(healthPlugin, { legacyReady: () => upstream.http.ping(config.legacyApiUrl) });
  await app.register(graphqlPlugin, {
    typeDefs: loadTypeDefs(config.schemaDir),
    upstream,
    introspection: config.introspection,
    sessionKey: sessionKey(config.sessionSecret),
    idempotency: new MemoryIdempotencyStore(),
    accountScope: config.accountScope,
  });
  await app.register(webPlugin, { distDir: config.webDistDir });
  if (config.introspection) await app.register(explorerPlugin, { distDir: config.webDistDir });
  return app;
}
