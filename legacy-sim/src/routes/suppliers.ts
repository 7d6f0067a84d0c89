/** Supplier (branch) routes of the catalogue API. */
import type { FastifyInstance } from 'fastify';
import type { RestSupplier } from '../contract/index.js';
import type { SimContext } from '../context.js';
import type { SupplierSeed } from '../data/suppliers.js';
import { defineRoute } from '../lib/define-route.js';
import { distanceKm } from '../lib/geo.js';
import { optionalNumber, requiredNumber } from '../lib/query.js';

/** Radius in km used when the client does not send `distance`. */
export const DEFAULT_RADIUS_KM = 50;

export function toRestSupplier(
  ctx: SimContext,
  seed: SupplierSeed,
  distance: number | null,
): RestSupplier {
  const agency = ctx.state.agencies.find((candidate) => candidate.id === seed.agencyId);
  return {
    id: seed.id,
    name: seed.name,
    image_url: ctx.publicUrl(`/media/suppliers/${seed.id}.svg`),
    lat: seed.lat,
    lon: seed.lon,
    api_endpoint: null,
    distance,
    closed_text: seed.closedText,
    disabled: seed.disabled,
    hours: seed.hours,
    formatted_address: `${seed.street}, ${seed.suburb}, Cape Town, ${seed.postalCode}`,
    bank_name: seed.bankName,
    bank_branch: seed.bankBranch,
    bank_account: seed.bankAccount,
    bank_account_name: `${agency?.name ?? seed.name} (Pty) Ltd`,
    bank_account_type: 'Cheque',
    yoco_public_key: `pk_test_sim_${seed.id}`,
  };
}

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
}
