/**
 * The current shopper's basket, for one request (GraphQL or a form): whose it is (a visitor's by
 * the id in their sealed basket cookie, a signed-in shopper's by their user id), reading it with
 * its offers as sold now, changing it with set semantics, and adopting a visitor's basket when
 * they sign in.
 *
 * A signed-in shopper's basket in market mode is also their legacy cart: every change saves it
 * there (`POST /cart/v1/sync`, which checks the offers and quantities and answers every offer as
 * sold now), and reading its current prices saves the same lines again (the legacy API has no
 * other way to read a cart). A visitor's basket, and any basket in agency mode (the legacy cart
 * is market mode's), lives on the gateway only; the offers a change adds are read at their branch.
 */
import type { RestCartSyncRequest, RestOffer } from '@shopfront/legacy-api';
import type { FastifyBaseLogger } from 'fastify';
import type { Loaders } from '../loaders/index.js';
import type { Session, SessionData } from '../session/types.js';
import { UpstreamError } from '../upstream/errors.js';
import type { Upstream } from '../upstream/index.js';
import { unknownOffer, type BasketErrorValue } from './errors.js';
import { lookUpOffers } from './offer-lookup.js';
import {
  MAX_LINES,
  MAX_NEW_LINES,
  lineRefusal,
  mergeAtSignIn,
  planChange,
  tooManyLines,
  type LineChange,
  type PlannedLine,
} from './rules.js';
import type { BasketTurns } from './basket-turns.js';
import type { BasketStore } from './store.js';
import type { StoredBasket, StoredLine } from './types.js';
import type { VisitorBasketCookie } from './visitor-cookie.js';

export interface ShopperBasketDeps {
  store: BasketStore;
  /** This gateway's turns: changes to one basket run one at a time. */
  turns: BasketTurns;
  cookie: VisitorBasketCookie;
  session: Session;
  upstream: Upstream;
  loaders: Loaders;
  log: FastifyBaseLogger;
}

export interface BasketChange {
  basket: StoredBasket;
  errors: BasketErrorValue[];
}

const shopperKey = (userId: number) => `s:${userId}`;
const visitorKey = (id: string) => `v:${id}`;

function empty(id: string): StoredBasket {
  return { id, cartId: null, lines: [], updatedAt: 0 };
}

/** The legacy API's refusal of a cart, as the lines' typed errors; null when it is not one. */
function syncRefusals(error: unknown, planned: readonly PlannedLine[]): BasketErrorValue[] | null {
  if (!(error instanceof UpstreamError) || !error.isBusinessRefusal) return null;
  const refusals = error.messages.flatMap((message): BasketErrorValue[] => {
    const unknown = /^Unknown offer (\d+)/.exec(message);
    if (unknown) return [unknownOffer(Number(unknown[1]))];
    const line = /^items\[(\d+)\]\.qty (\S+) breaks the offer's quantity rule: (.+)$/.exec(message);
    const offerId = line ? planned[Number(line[1])]?.offerId : undefined;
    if (!line || offerId === undefined) return [];
    return [
      {
        __typename: 'BasketQuantityError',
        message: `The quantity of offer ${offerId} must be ${line[3]}`,
        offerId: String(offerId),
        minimum: null,
        maximum: null,
      },
    ];
  });
  return refusals.length ? refusals : null;
}

export class ShopperBasket {
  private refreshed: Promise<StoredBasket> | null = null;
  /** The basket this request adopted and saved to the legacy cart, its offers as sold now. */
  private adopted: StoredBasket | null = null;

  constructor(private readonly deps: ShopperBasketDeps) {}

  /** The basket as stored (a signed-in shopper's takes in a visitor basket left on this device). */
  async stored(): Promise<StoredBasket> {
    await this.adopt();
    return this.read();
  }

  /** The basket as stored, as it is (inside a change: no adoption, which waits for the change). */
  private async read(): Promise<StoredBasket> {
    const shopper = this.deps.session.data;
    if (shopper) {
      return (
        (await this.deps.store.get(shopperKey(shopper.userId))) ??
        empty(`shopper:${shopper.userId}`)
      );
    }
    const id = this.deps.cookie.read();
    if (id === null) return empty('visitor');
    return (await this.deps.store.get(visitorKey(id))) ?? empty(id);
  }

  /**
   * The unit price agreed for each offer of a signed-in shopper's basket, as stored (no legacy
   * call, no adoption): what placing an order holds a line to when the client names no price.
   */
  async agreedPrices(): Promise<Map<number, number>> {
    const shopper = this.deps.session.data;
    const stored = shopper ? await this.deps.store.get(shopperKey(shopper.userId)) : null;
    return new Map((stored?.lines ?? []).map((line) => [line.offerId, line.agreedPriceInCents]));
  }

  /**
   * The basket with its offers as sold now: a signed-in shopper's in market mode is saved again
   * (one legacy call, once per request); others as stored.
   */
  current(): Promise<StoredBasket> {
    this.refreshed ??= (async () => {
      const basket = await this.stored();
      if (this.adopted) return this.adopted;
      const shopper = this.deps.session.data;
      if (!shopper || basket.lines.length === 0 || !(await this.market())) return basket;
      return this.deps.turns.oneAtATime(shopperKey(shopper.userId), async () => {
        const latest = (await this.deps.store.get(shopperKey(shopper.userId))) ?? basket;
        if (latest.lines.length === 0) return latest;
        const refreshed = await this.saveToLegacy(shopper, latest, latest.lines);
        await this.deps.store.set(shopperKey(shopper.userId), refreshed);
        return refreshed;
      });
    })();
    return this.refreshed;
  }

  /** Sets the named lines (`replace`: and removes the others); all or nothing. */
  async change(changes: readonly LineChange[], replace: boolean): Promise<BasketChange> {
    const shopper = this.deps.session.data;
    await this.adopt();
    const key = shopper ? shopperKey(shopper.userId) : visitorKey(this.deps.cookie.issue());
    const result = await this.deps.turns.oneAtATime(key, async () => {
      const before = await this.read();
      const plan = planChange(before.lines, changes, replace);
      if (plan.lines.length > MAX_LINES) {
        return { basket: before, errors: [tooManyLines(MAX_LINES, 'A basket holds')] };
      }
      const market = shopper !== null && (await this.market());
      let after: StoredBasket;
      if (market) {
        try {
          after = await this.saveToLegacy(shopper, before, plan.lines);
        } catch (error) {
          const errors = syncRefusals(error, plan.lines);
          if (errors) return { basket: before, errors };
          throw error;
        }
        const missing = plan.lines.filter(
          (line) =>
            line.offer === null && !after.lines.some((kept) => kept.offerId === line.offerId),
        );
        const errors = [
          ...missing.map((line) => unknownOffer(line.offerId)),
          ...this.refusals(plan.lines, after.lines),
        ];
        if (errors.length) {
          await this.saveToLegacy(shopper, after, before.lines).catch((error: unknown) =>
            this.deps.log.warn(
              { err: error },
              'basket: the refused change is still in the legacy cart',
            ),
          );
          // The attempt may have made the legacy cart again: keep its id.
          if (after.cartId !== before.cartId) {
            const kept = { ...before, cartId: after.cartId };
            await this.deps.store.set(key, kept);
            return { basket: kept, errors };
          }
          return { basket: before, errors };
        }
      } else {
        const added = plan.lines.filter((line) => line.offer === null);
        if (added.length > MAX_NEW_LINES) {
          return { basket: before, errors: [tooManyLines(MAX_NEW_LINES, 'One change adds')] };
        }
        const offers = await lookUpOffers(
          changes.filter((change) => added.some((line) => line.offerId === change.offerId)),
          this.deps.loaders,
        );
        const unknown = added.filter((line) => !offers.has(line.offerId));
        if (unknown.length) {
          const unplaced = new Set(
            changes
              .filter((change) => change.sellableId === null || change.supplierId === null)
              .map((change) => change.offerId),
          );
          const errors = unknown.map((line) =>
            unplaced.has(line.offerId)
              ? unknownOffer(line.offerId, 'needs its sellableId and supplierId to be added')
              : unknownOffer(line.offerId),
          );
          return { basket: before, errors };
        }
        const lines = withOffers(plan.lines, offers);
        const errors = this.refusals(plan.lines, lines);
        if (errors.length) return { basket: before, errors };
        after = { ...before, lines };
      }
      const saved = {
        ...after,
        id: before.updatedAt ? before.id : idOf(key, shopper),
        updatedAt: Date.now(),
      };
      await this.deps.store.set(key, saved);
      return { basket: saved, errors: [] };
    });
    this.refreshed = Promise.resolve(result.basket);
    return result;
  }

  /** Empties the basket (the legacy cart too). */
  async clear(): Promise<StoredBasket> {
    const shopper = this.deps.session.data;
    if (!shopper && this.deps.cookie.read() === null) return empty('visitor');
    return (await this.change([], true)).basket;
  }

  /** Every line's agreed price becomes its offer's current price. */
  async acceptPrices(): Promise<StoredBasket> {
    const current = await this.current();
    if (!current.lines.some((line) => line.offer.price_in_cents !== line.agreedPriceInCents)) {
      return current;
    }
    const shopper = this.deps.session.data;
    const key = shopper ? shopperKey(shopper.userId) : this.deps.cookie.read();
    if (key === null) return current;
    const accepted: StoredBasket = {
      ...current,
      lines: current.lines.map((line) => ({
        ...line,
        agreedPriceInCents: line.offer.price_in_cents,
      })),
      updatedAt: Date.now(),
    };
    await this.deps.store.set(shopper ? key : visitorKey(key), accepted);
    this.refreshed = Promise.resolve(accepted);
    return accepted;
  }

  /**
   * A new account has no basket yet: whatever the store kept under its number belonged to an
   * account the legacy API has since forgotten (a restored or reset backend numbers new accounts
   * again), so it goes before the newcomer signs in.
   */
  async forgetAccount(userId: number): Promise<void> {
    await this.deps.turns.oneAtATime(shopperKey(userId), () =>
      this.deps.store.delete(shopperKey(userId)),
    );
  }

  /**
   * After sign-in (or on the first read after it): a visitor basket left on this device joins the
   * shopper's (mergeAtSignIn), saved to their legacy cart in market mode; the visitor basket and
   * its cookie go. When that fails the visitor basket stays, for the next read to try again.
   */
  async adopt(): Promise<void> {
    const shopper = this.deps.session.data;
    const id = this.deps.cookie.read();
    if (!shopper || id === null) return;
    const key = shopperKey(shopper.userId);
    try {
      await this.deps.turns.oneAtATime(key, async () => {
        const visitor = await this.deps.store.get(visitorKey(id));
        if (visitor?.lines.length) {
          const own = (await this.deps.store.get(key)) ?? empty(`shopper:${shopper.userId}`);
          const lines = mergeAtSignIn(own.lines, visitor.lines);
          const market = await this.market();
          const merged = market ? await this.saveToLegacy(shopper, own, lines) : { ...own, lines };
          const saved = { ...merged, updatedAt: Date.now() };
          await this.deps.store.set(key, saved);
          // The save answered every offer as sold now: this request reads no more.
          if (market) this.adopted = saved;
        }
        await this.deps.store.delete(visitorKey(id));
        this.deps.cookie.clear();
      });
    } catch (error) {
      this.deps.log.warn({ err: error }, 'basket: the visitor basket was not adopted yet');
    }
  }

  /** Market mode keeps signed-in shoppers' baskets in the legacy cart; agency mode does not. */
  private async market(): Promise<boolean> {
    const config = await this.deps.loaders.shopConfig.load('shop');
    return config === null || !config.features.agency;
  }

  /** The refusals of the lines a change sets (stock counts for lines that are new or grow). */
  private refusals(plan: readonly PlannedLine[], lines: readonly StoredLine[]): BasketErrorValue[] {
    const byOffer = new Map(lines.map((line) => [line.offerId, line]));
    return plan.flatMap((line) => {
      const stored = byOffer.get(line.offerId);
      if (!line.changed || !stored) return [];
      const refusal = lineRefusal(stored.offer, line.quantity, line.grows);
      return refusal ? [refusal] : [];
    });
  }

  /**
   * Saves `lines` as the shopper's legacy cart (creating it when the basket has none, or when the
   * one it had is gone) and answers the basket with every offer as the answer sells it now; a
   * line the answer no longer holds is no longer sold: its offer shows out of stock.
   */
  private async saveToLegacy(
    shopper: SessionData,
    basket: StoredBasket,
    lines: ReadonlyArray<
      Pick<PlannedLine, 'offerId' | 'quantity' | 'agreedPriceInCents' | 'offer'>
    >,
  ): Promise<StoredBasket> {
    if (lines.length === 0 && basket.cartId === null) return { ...basket, lines: [] };
    const request: RestCartSyncRequest = {
      items: lines.map((line) => ({ offer_id: line.offerId, qty: line.quantity })),
    };
    let cart;
    try {
      cart = await this.deps.upstream.cart.sync(
        basket.cartId === null ? request : { ...request, id: basket.cartId },
        shopper.authToken,
      );
    } catch (error) {
      const gone = error instanceof UpstreamError && [403, 404].includes(error.statusCode ?? 0);
      if (!gone || basket.cartId === null) throw error;
      cart = await this.deps.upstream.cart.sync(request, shopper.authToken);
    }
    const sold = new Map(cart.items.map((item) => [item.offer.id, item.offer]));
    const now = new Date().toISOString();
    return {
      ...basket,
      cartId: cart.id,
      lines: lines.flatMap((line): StoredLine[] => {
        const offer: RestOffer | undefined =
          sold.get(line.offerId) ??
          (line.offer
            ? { ...line.offer, out_of_stock_at: line.offer.out_of_stock_at ?? now }
            : undefined);
        if (!offer) return [];
        return [
          {
            offerId: line.offerId,
            quantity: line.quantity,
            agreedPriceInCents: line.agreedPriceInCents ?? offer.price_in_cents,
            offer,
          },
        ];
      }),
    };
  }
}

/** A basket's own id: the shopper's, or the visitor's (the id in their cookie). */
function idOf(key: string, shopper: SessionData | null): string {
  return shopper ? `shopper:${shopper.userId}` : key.slice(2);
}

/** The planned lines with their offers: the stored ones, or those just read. */
function withOffers(
  lines: readonly PlannedLine[],
  offers: ReadonlyMap<number, RestOffer>,
): StoredLine[] {
  return lines.flatMap((line): StoredLine[] => {
    const offer = line.offer ?? offers.get(line.offerId);
    if (!offer) return [];
    return [
      {
        offerId: line.offerId,
        quantity: line.quantity,
        agreedPriceInCents: line.agreedPriceInCents ?? offer.price_in_cents,
        offer,
      },
    ];
  });
}
