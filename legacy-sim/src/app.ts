/** Builds the simulator's Fastify app: legacy routes, media, control hooks and JSON errors. */
import Fastify, { type FastifyInstance } from 'fastify';
import type { SimContext } from './context.js';
import { CallCounter, countCalls } from './lib/call-counter.js';
import { LegacyHttpError } from './lib/http-errors.js';
import { registerCategoryRoutes } from './routes/categories.js';
import { registerControlRoutes } from './routes/control.js';
import { registerMediaRoutes } from './routes/media.js';
import { registerSupplierRoutes } from './routes/suppliers.js';
import { seedState } from './state.js';

export interface SimulatorOptions {
  /** Base URL browsers use to reach this simulator; defaults to the address it listens on. */
  publicUrl?: string;
  logger?: boolean;
}

export interface Simulator {
  app: FastifyInstance;
  context: SimContext;
}

export function buildSimulator(options: SimulatorOptions = {}): Simulator {
  const app = Fastify({ logger: options.logger ?? false });
  let publicBase = options.publicUrl?.replace(/\/$/, '') ?? '';
  const context: SimContext = {
    state: seedState(),
    calls: new CallCounter(),
    publicUrl: (path) => `${publicBase}${path}`,
  };

  app.addHook('onListen', async () => {
    if (publicBase) return;
    const address = app.server.address();
    if (address && typeof address === 'object') publicBase = `http://localhost:${address.port}`;
  });

  countCalls(app, context.calls);
  registerSupplierRoutes(app, context);
  registerCategoryRoutes(app, context);
  registerMediaRoutes(app, context);
  registerControlRoutes(app, context);

  app.setErrorHandler((error, _request, reply) => {
    if (error instanceof LegacyHttpError) {
      return reply.code(error.statusCode).send({ status: error.status, message: error.message });
    }
    const statusCode = (error as { statusCode?: number }).statusCode ?? 500;
    if (statusCode >= 500) app.log.error(error);
    return reply.code(statusCode).send({
      status: 'error',
      message: statusCode >= 500 ? 'Internal error' : String((error as Error).message),
    });
  });

  app.setNotFoundHandler((request, reply) =>
    reply
      .code(404)
      .send({ status: 'not_found', message: `No route for ${request.method} ${request.url}` }),
  );

  return { app, context };
}
