/** Locally drawn images for suppliers and categories (no external image host anywhere). */
import type { FastifyInstance } from 'fastify';
import type { SimContext } from '../context.js';
import { tileSvg } from '../lib/svg.js';

const IMAGE_MAX_AGE_SECONDS = 86_400;

export function registerMediaRoutes(app: FastifyInstance, ctx: SimContext): void {
  app.get<{ Params: { kind: string; file: string } }>(
    '/media/:kind/:file',
    async (request, reply) => {
      const { kind, file } = request.params;
      const id = Number(file.replace(/\.svg$/, ''));
      const label =
        kind === 'suppliers'
          ? ctx.state.suppliers.find((supplier) => supplier.id === id)?.name
          : kind === 'categories'
            ? ctx.state.categories.find((category) => category.id === id)?.name
            : undefined;
      if (!file.endsWith('.svg') || label === undefined) {
        return reply.code(404).send({ status: 'not_found', message: 'Image not found' });
      }
      return reply
        .type('image/svg+xml')
        .header('cache-control', `public, max-age=${IMAGE_MAX_AGE_SECONDS}`)
        .send(tileSvg(label));
    },
  );
}
