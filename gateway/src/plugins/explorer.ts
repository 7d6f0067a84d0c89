/**
 * The GraphiQL explorer at `/graphiql`: a page of the web build (graphiql bundled with Vite), so
 * it works with no network. Apollo's own landing page, which loads from a CDN, is disabled. Beside
 * it, the merged SDL at `/schema.graphql` (the explorer links to it), for tools and for reading.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance, FastifyPluginAsync } from 'fastify';

export interface ExplorerOptions {
  distDir: string;
  /** The schema the gateway runs, as one SDL text (schema.ts: mergedSdl). */
  sdl: string;
}

// Only routes of its own: encapsulated (no fastify-plugin), nothing shared is decorated.
export const explorerPlugin: FastifyPluginAsync<ExplorerOptions> = async (
  app: FastifyInstance,
  { distDir, sdl },
) => {
  app.get('/graphiql', (_request, reply) => {
    if (!existsSync(join(distDir, 'graphiql.html'))) {
      return reply.code(503).send({ error: 'Explorer not built: run `npm run build:web`' });
    }
    return reply.header('cache-control', 'no-cache').sendFile('graphiql.html', distDir);
  });
  app.get('/schema.graphql', (_request, reply) =>
    reply
      .header('content-type', 'text/plain; charset=utf-8')
      .header('content-disposition', 'inline; filename="schema.graphql"')
      .header('cache-control', 'no-cache')
      .send(sdl),
  );
};
