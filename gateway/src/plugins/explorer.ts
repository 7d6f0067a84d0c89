/**
 * The GraphiQL explorer at `/graphiql`: a page of the web build (graphiql bundled with Vite), so
 * it works with no network. Apollo's own landing page, which loads from a CDN, is disabled.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

export interface ExplorerOptions {
  distDir: string;
}

export const explorerPlugin = fp<ExplorerOptions>(
  async (app: FastifyInstance, { distDir }) => {
    app.get('/graphiql', (_request, reply) => {
      if (!existsSync(join(distDir, 'graphiql.html'))) {
        return reply.code(503).send({ error: 'Explorer not built: run `npm run build:web`' });
      }
      return reply.header('cache-control', 'no-cache').sendFile('graphiql.html', distDir);
    });
  },
  { name: 'explorer', dependencies: ['web'] },
);
