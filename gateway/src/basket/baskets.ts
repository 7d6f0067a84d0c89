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
  ) {}

  forRequest(request: FastifyRequest, reply: FastifyReply, deps: RequestBasketDeps): ShopperBasket {
    return new ShopperBasket({
      ...deps,
      store: this.store,
      turns: this.turns,
      cookie: new VisitorBasketCookie(request, reply, this.keys, this.ttlSeconds),
    });
  }
}
