/** The newer-generation marketing reads: ads (banners and popups), agencies, banners, leaflets. */
import type { FastifyInstance } from 'fastify';
import type { SimContext } from '../context.js';
import { defineRoute } from '../lib/define-route.js';
import { distanceKm } from '../lib/geo.js';
import { badRequest } from '../lib/http-errors.js';
import { optionalNumber, requiredNumber } from '../lib/query.js';
import { toRestLeaflet, toRestSupplier } from '../present/catalogue.js';
import { bannersFor, toRestBanner } from './categories.js';

const DEFAULT_LEAFLET_RADIUS_KM = 25;
const MAX_LEAFLET_RADIUS_KM = 200;

export function registerMarketingRoutes(app: FastifyInstance, ctx: SimContext): void {
  defineRoute(app, 'GET /api/v2/ads', ({ query }) => {
    const banners = bannersFor(ctx, optionalNumber(query.supplier_id, 'supplier_id'));
    return {
      status: 'ok',
      ads: {
        banners: banners.filter((b) => !b.popup).map((b) => toRestBanner(ctx, b)),
        popups: banners.filter((b) => b.popup).map((b) => toRestBanner(ctx, b)),
      },
    };
  });

  defineRoute(app, 'GET /api/v2/banners', ({ query }) => ({
    status: 'ok',
    resources: bannersFor(ctx, optionalNumber(query.supplier_id, 'supplier_id'))
      .filter((banner) => !banner.popup)
      .map((banner) => toRestBanner(ctx, banner)),
  }));

  defineRoute(app, 'GET /api/v2/agencies', () => ({
    status: 'ok',
    resources: ctx.state.agencies.map((agency) => ({
      id: agency.id,
      name: agency.name,
      image_url: ctx.publicUrl(`/media/agencies/${agency.id}.svg`),
      suppliers: ctx.state.suppliers
        .filter((supplier) => supplier.agencyId === agency.id)
        .map((supplier) => toRestSupplier(ctx, supplier, null)),
    })),
  }));

  defineRoute(app, 'GET /api/v2/leaflets', ({ query }) => {
    const lat = requiredNumber(query.lat, 'lat');
    const lon = requiredNumber(query.lon, 'lon');
    const radius = optionalNumber(query.radius, 'radius') ?? DEFAULT_LEAFLET_RADIUS_KM;
    if (radius <= 0 || radius > MAX_LEAFLET_RADIUS_KM)
      throw badRequest(`radius must be between 0 and ${MAX_LEAFLET_RADIUS_KM} km`);
    const now = ctx.clock.now();
    const near = new Set(
      ctx.state.suppliers
        .filter((s) => !s.disabled && distanceKm(lat, lon, s.lat, s.lon) <= radius)
        .map((s) => s.id),
    );
    return {
      status: 'ok',
      resources: ctx.state.leaflets
        .filter((l) => near.has(l.supplierId) && l.published && l.visibleAt <= now && l.endAt > now)
        .map((leaflet) => toRestLeaflet(ctx, leaflet)),
    };
  });
}
