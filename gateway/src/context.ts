/** What every resolver receives for one GraphQL request. */
import type { ShopperBasket } from './basket/shopper-basket.js';
import type { ComparedAnswers } from './cache/compared-answers.js';
import type { FastifyBaseLogger } from 'fastify';
import type { IdempotencyStore } from './idempotency/types.js';
import type { AttemptCheck } from './limits/account-attempts.js';
import type { OrderWatches } from './live/order-watches.js';
import type { Loaders } from './loaders/index.js';
import type { Session } from './session/types.js';
import type { Upstream } from './upstream/index.js';
import type { CatalogueWords } from './words/catalogue-words.js';

export interface GatewayContext {
  /** Request id, also in logs and the `x-request-id` response header. */
  requestId: string;
  /** This request's logger (JSON lines carrying the request id). */
  log: FastifyBaseLogger;
  /** This request's DataLoaders: use them for reads, so no upstream call happens twice. */
  loaders: Loaders;
  /** The typed REST clients, for writes. */
  upstream: Upstream;
  /** The signed-in shopper, from the encrypted session cookie. */
  session: Session;
  /** The current shopper's basket (a visitor's, under their sealed basket cookie, or a shopper's). */
  basket: ShopperBasket;
  /** Run money-bearing mutations once per idempotency key. */
  idempotency: IdempotencyStore;
  /** Counts a sign-in, reset-code or reset-request attempt on a mobile number (its limit). */
  attempts: AttemptCheck;
  /** Account scope used in the legacy account paths. */
  accountScope: string;
  /**
   * Origins a payment page may send the shopper back to: the shop's own (as this request reached
   * it) and any configured in PAYMENT_RETURN_ORIGINS.
   */
  paymentReturnOrigins: readonly string[];
  /**
   * The manager authorisation from the `x-manager-authorization` request header, for manager
   * mutations. Never taken from variables, so it never appears in logged operations.
   */
  managerAuthorization: string | null;
  /** Live order updates shared by every page of this replica (live/order-watches.ts). */
  orderWatches: OrderWatches;
  /** The basket comparisons of the last minute, kept by this gateway (cache/compared-answers.ts). */
  comparedAnswers: ComparedAnswers;
  /** The catalogue's words for "did you mean", kept by this gateway (words/catalogue-words.ts). */
  catalogueWords: CatalogueWords;
  /**
   * For a request held open on purpose (`orderUpdate`): the access log then does not report it as
   * slow, and the signal aborts when the client goes away before its answer.
   */
  holdOpen(): AbortSignal;
  /** When the request's GraphQL handling began (`performance.now()`), for its duration metric. */
  startedAt: number;
  /**
   * The code of the first typed error a mutation's payload answered with (`WRONG_PASSWORD`), for
   * the metrics (metrics/payload-errors.ts); unset when none did.
   */
  payloadError?: string;
  /**
   * What the request's access-log line says of the GraphQL answer: its operation's name (null when
   * anonymous). An object of its own, as Apollo hands each operation a shallow copy of the context.
   */
  accessLog: { operation: string | null };
}
