/** Apollo Server 5 at `/graphql`, with a context of per-request loaders and masked errors. */
import { randomUUID } from 'node:crypto';
import { ApolloServer } from '@apollo/server';
import { ApolloServerPluginLandingPageDisabled } from '@apollo/server/plugin/disabled';
import fastifyApollo, { fastifyApolloDrainPlugin } from '@as-integrations/fastify';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { GatewayContext } from '../context.js';
import { formatError } from '../format-error.js';
import { createLoaders } from '../loaders/index.js';
import { resolvers } from '../resolvers/index.js';
import type { Upstream } from '../upstream/index.js';

export interface GraphqlOptions {
  typeDefs: string[];
  upstream: Upstream;
  introspection: boolean;
}

export const graphqlPlugin = fp<GraphqlOptions>(
  async (app: FastifyInstance, { typeDefs, upstream, introspection }) => {
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
      context: async (request) => ({
        requestId: String(request.id ?? randomUUID()),
        loaders: createLoaders(upstream),
      }),
    });
  },
  { name: 'graphql' },
);
