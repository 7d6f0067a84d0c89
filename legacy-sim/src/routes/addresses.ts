/** A shopper's delivery addresses; each is bridged to the nearest enabled branch. */
import type { FastifyInstance } from 'fastify';
import type { SimContext } from '../context.js';
import { defineRoute } from '../lib/define-route.js';
import { distanceKm } from '../lib/geo.js';
import { notFound, unprocessable } from '../lib/http-errors.js';
import { idParam, isRecord, objectBody } from '../lib/query.js';
import { toRestAddress } from '../present/account.js';
import { nextId } from '../state.js';
import type { AddressRecord } from '../state/types.js';

export function registerAddressRoutes(app: FastifyInstance, ctx: SimContext): void {
  defineRoute(
    app,
    'GET /api/v1/users/{user_id}/addresses',
    ({ user }) => ({
      status: 'ok',
      resources: ctx.state.addresses
        .filter((address) => address.userId === user.id)
        .map(toRestAddress),
    }),
    { auth: 'user' },
  );

  defineRoute(
    app,
    'POST /api/v1/users/{user_id}/addresses',
    ({ body, user }, reply) => {
      const { address } = objectBody(body);
      if (!isRecord(address)) throw unprocessable('address is required');
      const { formatted, latitude, longitude } = address;
      const errors: string[] = [];
      if (typeof formatted !== 'string' || !formatted.trim()) errors.push('Address: Required');
      if (typeof latitude !== 'number' || latitude < -90 || latitude > 90)
        errors.push('latitude must be a number between -90 and 90');
      if (typeof longitude !== 'number' || longitude < -180 || longitude > 180)
        errors.push('longitude must be a number between -180 and 180');
      if (errors.length) throw unprocessable(errors[0] ?? 'Invalid', errors);
      const lat = latitude as number;
      const lon = longitude as number;
      const nearest = ctx.state.suppliers
        .filter((supplier) => !supplier.disabled)
        .map((supplier) => ({ supplier, km: distanceKm(lat, lon, supplier.lat, supplier.lon) }))
        .sort((a, b) => a.km - b.km)[0];
      const record: AddressRecord = {
        id: nextId(ctx.state, 'address'),
        userId: user.id,
        formatted: String(formatted).trim(),
        latitude: lat,
        longitude: lon,
        bridge_id: nearest && nearest.km <= 50 ? nearest.supplier.id : null,
        bridge_name: nearest && nearest.km <= 50 ? nearest.supplier.name : null,
        createdAt: ctx.clock.now(),
      };
      ctx.state.addresses.push(record);
      reply.code(201);
      return { status: 'ok', resource: toRestAddress(record), message: 'Address saved' };
    },
    { auth: 'user' },
  );

  defineRoute(
    app,
    'DELETE /api/v1/users/{user_id}/addresses/{id}',
    ({ params, user }) => {
      const id = idParam(params.id);
      const index = ctx.state.addresses.findIndex(
        (address) => address.id === id && address.userId === user.id,
      );
      if (index < 0) throw notFound(`Address ${id} not found`);
      ctx.state.addresses.splice(index, 1);
      return { status: 'ok', message: 'Address deleted' };
    },
    { auth: 'user' },
  );
}
