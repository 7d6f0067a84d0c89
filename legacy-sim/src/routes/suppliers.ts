/** Supplier (branch) routes: by distance, one branch, its combos, promotions, stokvel, leaflets, slots. */
import type { FastifyInstance } from 'fastify';
import type { SimContext } from '../context.js';
import { defineRoute } from '../lib/define-route.js';
import { distanceKm } from '../lib/geo.js';
import { notFound } from '../lib/http-errors.js';
import { idParam, optionalBoolean, optionalNumber, requiredNumber } from '../lib/query.js';
import { toRestLeaflet, toRestOffer, toRestSupplier } from '../present/catalogue.js';
import { isLive } from '../rules/pricing.js';
import { delivers } from '../rules/shipping.js';
import { timeslots } from '../rules/timeslots.js';
import { lookup } from '../state/lookup.js';
import type { OfferRecord, SupplierRecord } from '../state/types.js';

export { toRestSupplier };

/** Radius in km used when the client does not send `distance`. */
export const DEFAULT_RADIUS_KM = 50;

function findSupplier(ctx: SimContext, rawId: string): SupplierRecord {
  const id = idParam(rawId);
  const supplier = lookup(ctx.state).suppliers.get(id);
  if (!supplier) throw notFound(`Supplier ${id} not found`);
  return supplier;
}

function offersOf(
  ctx: SimContext,
  rawId: string,
  keep: (offer: OfferRecord, now: number) => boolean,
): { status: 'ok'; resources: ReturnType<typeof toRestOffer>[] } {
  const supplier = findSupplier(ctx, rawId);
  const now = ctx.clock.now();
  const offers = (lookup(ctx.state).offersBySupplier.get(supplier.id) ?? []).filter((offer) =>
    keep(offer, now),
  );
  return { status: 'ok', resources: offers.map((offer) => toRestOffer(ctx, offer)) };
}

const notEnded = (offer: OfferRecord, now: number) =>
  offer.published && (offer.endAt === null || offer.endAt > now);

export function registerSupplierRoutes(app: FastifyInstance, ctx: SimContext): void {
  defineRoute(app, 'GET /catalog/v1/suppliers/distance_from', ({ query }) => {
    const lat = requiredNumber(query.lat, 'lat');
    const lon = requiredNumber(query.lon, 'lon');
    const radius = optionalNumber(query.distance, 'distance') ?? DEFAULT_RADIUS_KM;
    const resources = ctx.state.suppliers
      .map((seed) => ({ seed, km: distanceKm(lat, lon, seed.lat, seed.lon) }))
      .filter(({ km }) => km <= radius)
      .sort((a, b) => a.km - b.km)
      .map(({ seed, km }) => toRestSupplier(ctx, seed, Math.round(km * 1000) / 1000));
    return { status: 'ok', resources };
  });

  defineRoute(app, 'GET /catalog/v1/suppliers/{id}', ({ params }) => ({
    status: 'ok',
    supplier: toRestSupplier(ctx, findSupplier(ctx, params.id), null),
  }));

  defineRoute(app, 'GET /catalog/v1/suppliers/{id}/combos', ({ params }) => {
    const index = lookup(ctx.state);
    return offersOf(
      ctx,
      params.id,
      (offer, now) =>
        isLive(offer, now) && (index.sellables.get(offer.sellableId)?.comboItems.length ?? 0) > 0,
    );
  });

  defineRoute(app, 'GET /catalog/v1/suppliers/{id}/promotions', ({ params }) =>
    offersOf(ctx, params.id, (offer, now) => offer.promo && notEnded(offer, now)),
  );
  defineRoute(app, 'GET /catalog/v1/suppliers/{id}/promotions_active', ({ params }) =>
    offersOf(ctx, params.id, (offer, now) => offer.promo && isLive(offer, now)),
  );
  defineRoute(app, 'GET /catalog/v1/suppliers/{id}/stokvel', ({ params }) =>
    offersOf(ctx, params.id, (offer, now) => offer.stokvel && notEnded(offer, now)),
  );
  defineRoute(app, 'GET /catalog/v1/suppliers/{id}/stokvel_active', ({ params }) =>
    offersOf(ctx, params.id, (offer, now) => offer.stokvel && isLive(offer, now)),
  );

  defineRoute(app, 'GET /catalog/v1/suppliers/{id}/leaflets', ({ params }) => {
    const supplier = findSupplier(ctx, params.id);
    const now = ctx.clock.now();
    const resources = ctx.state.leaflets
      .filter(
        (leaflet) =>
          leaflet.supplierId === supplier.id &&
          leaflet.published &&
          leaflet.visibleAt <= now &&
          leaflet.endAt > now,
      )
      .map((leaflet) => toRestLeaflet(ctx, leaflet));
    return { status: 'ok', resources };
  });

  defineRoute(app, 'GET /catalog/v1/suppliers/{id}/timeslots', ({ params, query }) => {
    const supplier = findSupplier(ctx, params.id);
    const requiresShipping = optionalBoolean(query.requires_shipping, 'requires_shipping') ?? false;
    const stokvel = optionalBoolean(query.stokvel, 'stokvel') ?? false;
    const agency = ctx.state.agencies.find((candidate) => candidate.id === supplier.agencyId);
    // A group that does not deliver has no delivery slots.
    if (requiresShipping && !delivers(agency)) return { status: 'ok', resources: [] };
    return {
      status: 'ok',
      resources: timeslots(supplier, { requiresShipping, stokvel }, ctx.clock.now()),
    };
  });
}
