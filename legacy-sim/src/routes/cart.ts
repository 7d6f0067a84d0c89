/** Server carts, comparison across branches, checkout validation and pick validation. */
import type { FastifyInstance } from 'fastify';
import type { RestCart, RestCartSyncRequest } from '@shopfront/legacy-api';
import type { SimContext } from '../context.js';
import { DEFAULT_POSITION } from '../data/config.js';
import { defineRoute } from '../lib/define-route.js';
import { badRequest, forbidden, notFound, unprocessable } from '../lib/http-errors.js';
import { isRecord, objectBody, optionalNumber, requiredNumber } from '../lib/query.js';
import { toRestOffer } from '../present/catalogue.js';
import { parseLines, validateCart, validateLine } from '../rules/cart-validation.js';
import { compareCart, UNIT_PRICE_THRESHOLD_PERCENT } from '../rules/comparison.js';
import { nextId } from '../state.js';
import { lookup } from '../state/lookup.js';
import type { AccountRecord, CartRecord } from '../state/types.js';
import { checkLineQuantities } from '../rules/quantity-rules.js';

export function toRestCart(ctx: SimContext, cart: CartRecord): RestCart {
  const { offers } = lookup(ctx.state);
  return {
    id: cart.id,
    items: cart.items.flatMap((item) => {
      const offer = offers.get(item.offerId);
      return offer ? [{ offer: toRestOffer(ctx, offer), qty: item.qty }] : [];
    }),
    proxy_order_id: cart.proxyOrderId,
    location: cart.location,
  };
}

function ownCart(ctx: SimContext, user: AccountRecord, id: number): CartRecord {
  const cart = ctx.state.carts.find((candidate) => candidate.id === id);
  if (!cart) throw notFound(`Cart ${id} not found`);
  if (cart.userId !== user.id) throw forbidden();
  return cart;
}

/** Creates or replaces the shopper's cart from the client's lines. */
export function syncCart(ctx: SimContext, user: AccountRecord, body: unknown): CartRecord {
  const request = objectBody(body) as Partial<RestCartSyncRequest>;
  const lines = parseLines(request.items);
  checkLineQuantities(ctx, lines);
  const unknown = lines.filter((line) => !lookup(ctx.state).offers.has(line.offer_id));
  if (unknown.length)
    throw unprocessable(
      `Unknown offer ${unknown[0]?.offer_id}`,
      unknown.map((line) => `Unknown offer ${line.offer_id}`),
    );
  let location: CartRecord['location'] = null;
  if (request.location !== undefined) {
    const { latitude, longitude } = isRecord(request.location) ? request.location : {};
    if (typeof latitude !== 'number' || typeof longitude !== 'number')
      throw badRequest('location needs latitude and longitude');
    location = { latitude, longitude };
  }
  const cart =
    request.id !== undefined && request.id !== null
      ? ownCart(ctx, user, Number(request.id))
      : (() => {
          const created: CartRecord = {
            id: nextId(ctx.state, 'cart'),
            userId: user.id,
            items: [],
            proxyOrderId: null,
            location: null,
            updatedAt: 0,
          };
          ctx.state.carts.push(created);
          return created;
        })();
  cart.items = lines.map((line) => ({ offerId: line.offer_id, qty: line.qty }));
  if (location) cart.location = location;
  cart.updatedAt = ctx.clock.now();
  return cart;
}

function position(cart: CartRecord, lat: string | undefined, lon: string | undefined) {
  return {
    lat: optionalNumber(lat, 'lat') ?? cart.location?.latitude ?? DEFAULT_POSITION.latitude,
    lon: optionalNumber(lon, 'lon') ?? cart.location?.longitude ?? DEFAULT_POSITION.longitude,
  };
}

export function registerCartRoutes(app: FastifyInstance, ctx: SimContext): void {
  defineRoute(
    app,
    'POST /cart/v1/sync',
    ({ body, user }) => ({ status: 'ok', cart: toRestCart(ctx, syncCart(ctx, user, body)) }),
    { auth: 'user' },
  );

  defineRoute(
    app,
    'GET /cart/v1/compare',
    ({ query, user }) => {
      const cart = ownCart(ctx, user, requiredNumber(query.id, 'id'));
      const { lat, lon } = position(cart, query.lat, query.lon);
      return {
        status: 'ok',
        cart_id: cart.id,
        unit_price_threshold_percent: UNIT_PRICE_THRESHOLD_PERCENT,
        baskets: compareCart(ctx, cart, lat, lon).baskets,
      };
    },
    { auth: 'user' },
  );

  defineRoute(
    app,
    'GET /cart/v1/compare_debug',
    ({ query, user }) => {
      const cart = ownCart(ctx, user, requiredNumber(query.id, 'id'));
      const { lat, lon } = position(cart, query.lat, query.lon);
      const { baskets, cheapest } = compareCart(ctx, cart, lat, lon);
      return { status: 'ok', cart_id: cart.id, cheapest_basket: cheapest, baskets };
    },
    { auth: 'user' },
  );

  defineRoute(
    app,
    'POST /shopit/v1/compare/sync',
    ({ body, user }) => {
      const request = objectBody(body);
      const lat = request.lat;
      const lon = request.lon;
      if (typeof lat !== 'number' || typeof lon !== 'number')
        throw badRequest('lat and lon are required');
      const cart = syncCart(ctx, user, request.cart);
      cart.location = { latitude: lat, longitude: lon };
      return {
        status: 'ok',
        cart: toRestCart(ctx, cart),
        unit_price_threshold_percent: UNIT_PRICE_THRESHOLD_PERCENT,
        comparisons: compareCart(ctx, cart, lat, lon).baskets,
      };
    },
    { auth: 'user' },
  );

  defineRoute(
    app,
    'POST /api/v1/cart/validate',
    ({ body, user }) => {
      const request = objectBody(body);
      if (isRecord(request.user) && request.user.id !== undefined && request.user.id !== user.id)
        throw forbidden();
      const { validation, errors } = validateCart(
        ctx,
        user,
        request.cart as Parameters<typeof validateCart>[2],
      );
      return { status: errors.length ? 'invalid' : 'ok', validation };
    },
    { auth: 'user' },
  );

  defineRoute(
    app,
    'POST /api/v1/offers/validate_picks',
    ({ body }) => {
      const lines = parseLines(objectBody(body).items);
      checkLineQuantities(ctx, lines);
      const items = lines.map((line) => {
        const { offer: _offer, ...item } = validateLine(ctx, line, null);
        return item;
      });
      const fine = items.every((item) => !item.out_of_stock && !item.updated && !item.expired);
      return { status: fine ? 'ok' : 'invalid', items };
    },
    { auth: 'user' },
  );
}
