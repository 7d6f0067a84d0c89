/** Test hooks under `/sim/...`: call counters and a reset to the seed. Not part of the legacy API. */
import type { FastifyInstance } from 'fastify';
import type { SimContext } from '../context.js';
import { seedState } from '../state.js';

export function registerControlRoutes(app: FastifyInstance, ctx: SimContext): void {
  app.get('/sim/calls', async () => ctx.calls.snapshot());

  app.delete('/sim/calls', async () => {
    ctx.calls.reset();
    return { status: 'ok' };
  });

  app.post('/sim/reset', async () => {
    ctx.state = seedState();
    ctx.calls.reset();
    return { status: 'ok' };
  });
}
