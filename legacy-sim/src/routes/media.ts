/**
 * Locally drawn media (no external image host anywhere): SVG tiles for suppliers, categories,
 * brands, agencies and products (small and `-lg`), banners, the shop logo, leaflets as PDF or
 * SVG, and order invoices as PDF.
 */
import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { SimContext } from '../context.js';
import { formatRand } from '../lib/money.js';
import { simplePdf } from '../lib/pdf.js';
import { taxInvoice } from '../present/invoice.js';
import {
  categoryIcon,
  categorySvg,
  logoSvg,
  packShape,
  packShotSvg,
  productIcon,
} from '../lib/pictures.js';
import { bannerSvg, leafletSvg, productSvg, tileSvg } from '../lib/svg.js';
import { dateSast } from '../lib/time.js';
import { isLive } from '../rules/pricing.js';
import { lookup } from '../state/lookup.js';

const IMAGE_MAX_AGE_SECONDS = 86_400;

/** An SVG with Cache-Control and a content ETag; a matching If-None-Match gets 304. */
function svg(reply: FastifyReply, body: string) {
  const etag = `"${createHash('sha1').update(body).digest('base64url')}"`;
  reply
    .type('image/svg+xml')
    .header('cache-control', `public, max-age=${IMAGE_MAX_AGE_SECONDS}`)
    .header('etag', etag);
  const ifNoneMatch = reply.request.headers['if-none-match'];
  if (ifNoneMatch && ifNoneMatch.split(/\s*,\s*/).includes(etag)) return reply.code(304).send();
  return reply.send(body);
}

const THUMB_SIZE = 160;
const LARGE_SIZE = 640;

function missing(reply: FastifyReply) {
  return reply.code(404).send({ status: 'not_found', message: 'Media not found' });
}

function leafletLines(ctx: SimContext, supplierId: number): string[] {
  const now = ctx.clock.now();
  const { sellables } = lookup(ctx.state);
  return (lookup(ctx.state).offersBySupplier.get(supplierId) ?? [])
    .filter((offer) => offer.promo && isLive(offer, now))
    .slice(0, 12)
    .map(
      (offer) =>
        `${sellables.get(offer.sellableId)?.name ?? ''}  ${formatRand(offer.priceInCents)}`,
    );
}

export function registerMediaRoutes(app: FastifyInstance, ctx: SimContext): void {
  app.get<{ Params: { kind: string; file: string } }>(
    '/media/:kind/:file',
    async (request, reply) => {
      const { kind, file } = request.params;
      const match = /^(\d+|logo|icon)(-lg)?\.(svg|pdf)$/.exec(file);
      if (!match) return missing(reply);
      const [, rawId, large, ext] = match;
      const id = Number(rawId);
      const index = lookup(ctx.state);

      if (ext === 'svg') {
        switch (kind) {
          case 'suppliers':
          case 'agencies': {
            // A branch shows its store group's logo.
            const agencyId = kind === 'agencies' ? id : index.suppliers.get(id)?.agencyId;
            const group = ctx.state.agencies.find((a) => a.id === agencyId)?.name;
            if (group === undefined) return missing(reply);
            return svg(reply, logoSvg(group, large ? LARGE_SIZE : THUMB_SIZE));
          }
          case 'categories': {
            const category = index.categories.get(id);
            if (!category) return missing(reply);
            const icon = categoryIcon(category.name);
            const size = large ? LARGE_SIZE : THUMB_SIZE;
            return svg(
              reply,
              icon ? categorySvg(category.name, icon, size) : tileSvg(category.name),
            );
          }
          case 'brands': {
            const label = ctx.state.brands.find((item) => item.id === id)?.name;
            return label === undefined || large ? missing(reply) : svg(reply, tileSvg(label));
          }
          case 'products': {
            const sellable = index.sellables.get(id);
            if (!sellable) return missing(reply);
            const product = index.products.get(sellable.productId);
            const icon = product ? productIcon(product.name, product.productType) : null;
            const size = large ? LARGE_SIZE : THUMB_SIZE;
            if (!product || !icon)
              return svg(reply, productSvg(sellable.name, sellable.pack, size));
            const brand = ctx.state.brands.find((b) => b.id === sellable.brandId)?.name ?? '';
            return svg(
              reply,
              packShotSvg(
                {
                  name: product.name,
                  brand,
                  pack: sellable.pack,
                  icon,
                  shape: packShape(product.productType, product.name),
                },
                size,
              ),
            );
          }
          case 'banners': {
            const banner = ctx.state.banners.find((b) => b.id === id);
            return banner ? svg(reply, bannerSvg(banner.title)) : missing(reply);
          }
          case 'brand':
            return rawId === 'logo' || rawId === 'icon'
              ? svg(reply, tileSvg('Shopfront'))
              : missing(reply);
          case 'leaflets': {
            const leaflet = ctx.state.leaflets.find((l) => l.id === id);
            return leaflet
              ? svg(reply, leafletSvg(leaflet.name, leafletLines(ctx, leaflet.supplierId)))
              : missing(reply);
          }
          default:
            return missing(reply);
        }
      }

      if (kind === 'leaflets') {
        const leaflet = ctx.state.leaflets.find((l) => l.id === id);
        if (!leaflet) return missing(reply);
        const lines = [
          `Valid ${dateSast(leaflet.startAt)} to ${dateSast(leaflet.endAt)}`,
          '',
          ...leafletLines(ctx, leaflet.supplierId),
        ];
        // Public, and read by the shop's own PDF viewer (pdf.js fetches it from the shop's page).
        return reply
          .type('application/pdf')
          .header('access-control-allow-origin', '*')
          .header('cache-control', `public, max-age=${IMAGE_MAX_AGE_SECONDS}`)
          .send(simplePdf(leaflet.name, lines));
      }
      if (kind === 'invoices') {
        const order = ctx.state.orders.find((o) => o.id === id);
        if (!order) return missing(reply);
        const invoice = taxInvoice(ctx, order);
        return reply.type('application/pdf').send(simplePdf(invoice.title, invoice.lines));
      }
      return missing(reply);
    },
  );
}
