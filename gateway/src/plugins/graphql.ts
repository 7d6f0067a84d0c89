/** Apollo Server 5 at `/graphql`, with a context of per-request loaders and masked errors. */
import { randomUUID } from 'node:crypto';
import { ApolloServer } from '@apollo/server';
import { ApolloServerPluginLandingPageDisabled } from '@apollo/server/plugin/disabled';
import fastifyApollo, { fastifyApolloDrainPlugin } from '@as-integrations/fastify';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { GatewayContext } from '../context.js';
import { formatError } from '../format-error.js';
import type { IdempotencyStore } from '../idempotency/types.js';
import { createLoaders } from '../loaders/index.js';
import { resolvers } from '../resolvers/index.js';
import { CookieSession } from '../session/cookie-session.js';
import type { Upstream } from '../upstream/index.js';

export interface GraphqlOptions {
  typeDefs: string[];
  upstream: Upstream;
  introspection: boolean;
  /** Key the session cookie is sealed with. */
  sessionKey: Buffer;
  idempotency: IdempotencyStore;
  accountScope: string;
}

export const graphqlPlugin = fp<GraphqlOptions>(
  async (app: FastifyInstance, options) => {
    const { typeDefs, upstream, introspection, sessionKey, idempotency, accountScope } = options;
    const apollo = new ApolloServer<GatewayContext>({
      typeDefs,
      resolvers,
      introspection,
      csrfPrevention: true,
      formatError: formatError(app.log),
      plugins: [fastifyApolloDrainPlugin(app), ApolloServerPluginLandingPageDisabled()],
    });
    await apollo.start();
    await app.register(fastifyApollo(apollo), {
      path: '/graphql',
      context: async (request, reply) => {
        const session = new CookieSession(request, reply, sessionKey);
        return {
          requestId: String(request.id ?? randomUUID()),
          loaders: createLoaders(upstream, session),
          upstream,
          session,
          idempotency,
          accountScope,
        };
      },
    });
  },
  { name: 'graphql', dependencies: ['@fastify/cookie'] },
);
