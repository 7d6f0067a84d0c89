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
import { VisitorBasketCookie } from './visitor-cookie.js';

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
    /** Whether the request's session cookie names a live session (not ended nor revoked). */
    private readonly sessionLive: (request: FastifyRequest) => Promise<boolean>,
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
   * A page for someone with no live session and no basket cookie that opens (none, or one sealed
   * with a key the shop no longer has) names her basket: the `Set-Cookie` line of a new id in the
   * sealed cookie (nothing is stored until her first change), so that every change she sends
   * from the page names the same basket, even two sent before either is answered
   * (docs/adr/0079). A session that has ended (expired, signed out, its key gone) is none: the
   * page that drops it names her basket. Null when she has a live session or a basket.
   */
  async nameForFirstVisit(request: FastifyRequest, reply: FastifyReply): Promise<string | null> {
    if (request.cookies[SESSION_COOKIE] && (await this.sessionLive(request))) return null;
    const cookie = new VisitorBasketCookie(request, reply, this.keys, this.ttlSeconds);
    return cookie.opens() ? null : cookie.newLine();
  }
}
