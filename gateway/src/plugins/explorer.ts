/**
 * The GraphiQL explorer at `/graphiql`: a page of the web build (graphiql bundled with Vite), so
 * it works with no network. Apollo's own landing page, which loads from a CDN, is disabled.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance, FastifyPluginAsync } from 'fastify';

export interface ExplorerOptions {
  distDir: string;
}

// Only routes of its own: encapsulated (no fastify-plugin), nothing shared is decorated.
export const explorerPlugin: FastifyPluginAsync<ExplorerOptions> = async (
  app: FastifyInstance,
  { distDir },
) => {
  app.get('/graphiql', (_request, reply) => {
    if (!existsSync(join(distDir, 'graphiql.html'))) {
      return reply.code(503).send({ error: 'Explorer not built: run `npm run build:web`' });
    }
    return reply.header('cache-control', 'no-cache').sendFile('graphiql.html', distDir);
  });
};
