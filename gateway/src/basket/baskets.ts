/**
 * Every shopper's basket on this gateway: the store (Redis or memory) and the cookie keys, from
 * which each request gets its shopper's basket (ShopperBasket).
 */
import type { FastifyBaseLogger, FastifyReply, FastifyRequest } from 'fastify';
import type { Loaders } from '../loaders/index.js';
import type { Session } from '../session/types.js';
import type { Upstream } from '../upstream/index.js';
import { BasketTurns } from './basket-turns.js';
import { ShopperBasket } from './shopper-basket.js';
import type { BasketStore } from './store.js';
import { SESSION_COOKIE } from '../session/cookie-session.js';
import { BASKET_COOKIE, VisitorBasketCookie } from './visitor-cookie.js';

export interface RequestBasketDeps {
  session: Session;
  /** This request's clients (stopping at its deadline) and loaders. */
  upstream: Upstream;
  loaders: Loaders;
  log: FastifyBaseLogger;
}

export class Baskets {
  private readonly turns = new BasketTurns();

  constructor(
    private readonly store: BasketStore,
    /** The session keys (current first): the visitor's basket cookie is sealed with them. */
    private readonly keys: readonly Buffer[],
    /** How long a basket is kept after its last change, in seconds (its cookie lives as long). */
    private readonly ttlSeconds: number,
  ) {}

  forRequest(request: FastifyRequest, reply: FastifyReply, deps: RequestBasketDeps): ShopperBasket {
    return new ShopperBasket({
      ...deps,
      store: this.store,
      turns: this.turns,
      cookie: new VisitorBasketCookie(request, reply, this.keys, this.ttlSeconds),
    });
  }

  /**
   * A page for someone with neither a session nor a basket cookie names her basket: the
   * `Set-Cookie` line of a new id in the sealed cookie (nothing is stored until her first
   * change), so that every change she sends from the page names the same basket, even two sent
   * before either is answered (docs/adr/0079). Null when she has one of the two cookies.
   */
  nameForFirstVisit(request: FastifyRequest, reply: FastifyReply): string | null {
    if (request.cookies[SESSION_COOKIE] || request.cookies[BASKET_COOKIE]) return null;
    return new VisitorBasketCookie(request, reply, this.keys, this.ttlSeconds).newLine();
  }
}
