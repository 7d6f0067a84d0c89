/**
 * The basket's rules, without any I/O: the limits, which quantities an offer allows, what a change
 * does to the lines (set semantics), how a visitor's lines join a shopper's at sign-in, and the
 * counts and totals the basket reports.
 */
import type { RestOffer } from '@shopfront/legacy-api';
import type { BasketErrorValue } from './errors.js';
import type { StoredLine } from './types.js';

/** The most lines a basket holds. */
export const MAX_LINES = 100;
/** The most offers a change may read from their branches (a visitor's, or in agency mode). */
export const MAX_NEW_LINES = 10;
/** The most of one offer a line holds (stored quantity). */
export const MAX_QUANTITY = 10_000;

const EPSILON = 1e-6;

/** Quantities are kept to 5 decimals, as the web stores them. */
export const round5 = (value: number): number => Math.round(value * 1e5) / 1e5;

/** One line of a change, parsed: quantity 0 removes the line. */
export interface LineChange {
  offerId: number;
  /** Where the offer is sold: needed to read an offer a visitor's basket does not hold yet. */
  sellableId: number | null;
  supplierId: number | null;
  quantity: number;
  seenPriceInCents: number | null;
  /**
   * Never lower the line: it becomes the larger of its quantity and `quantity` (Add on a page that
   * cannot know the basket). Still idempotent: a second identical change sets nothing.
   */
  atLeast?: boolean;
}

/** The offer's conversion rate: the stored quantity is the shown amount times it. */
export function conversionRate(offer: RestOffer): number {
  return offer.per_kg ? (offer.per_kg_conversion_rate ?? 1) : 1;
}

/** The least stored quantity and the step, as the legacy API enforces them. */
function quantityRule(offer: RestOffer): { minimum: number; step: number } {
  if (offer.per_kg) {
    return { minimum: offer.per_kg_qty_min ?? 0.25, step: offer.per_kg_qty_step ?? 0.05 };
  }
  const minimum = offer.stokvel ? Math.max(1, Math.ceil(offer.stokvel_min_qty ?? 1)) : 1;
  return { minimum, step: 1 };
}

/** The count in the legacy low-stock text (`Only 3 left`): the most a shopper can order. */
function stockLeft(offer: RestOffer): number | null {
  const counts = offer.low_stock_string?.match(/\d+/g) ?? [];
  return counts.length === 1 ? Number(counts[0]) : null;
}

/**
 * Why `quantity` (stored, more than 0) of `offer` cannot be in the basket, or null. `added`: the
 * line is new or grows, so stock matters (a line already there may stay while it sold out).
 */
export function lineRefusal(
  offer: RestOffer,
  quantity: number,
  added: boolean,
): BasketErrorValue | null {
  const offerId = String(offer.id);
  if (added && offer.out_of_stock_at !== null) {
    return {
      __typename: 'BasketOutOfStockError',
      message: `${offer.name} is out of stock`,
      offerId,
    };
  }
  if (quantity > MAX_QUANTITY) {
    return quantityError(offerId, `at most ${MAX_QUANTITY}`, null, MAX_QUANTITY);
  }
  const { minimum, step } = quantityRule(offer);
  if (quantity < minimum - EPSILON) {
    return quantityError(offerId, `at least ${minimum}`, minimum, null);
  }
  const steps = (quantity - minimum) / step;
  if (Math.abs(steps - Math.round(steps)) > EPSILON) {
    return quantityError(offerId, `${minimum} and more in steps of ${step}`, null, null);
  }
  const left = stockLeft(offer);
  if (added && left !== null && !offer.per_kg && quantity > left) {
    return quantityError(offerId, `at most ${left} (stock left)`, null, left);
  }
  return null;
}

function quantityError(
  offerId: string,
  rule: string,
  minimum: number | null,
  maximum: number | null,
): BasketErrorValue {
  return {
    __typename: 'BasketQuantityError',
    message: `The quantity of offer ${offerId} must be ${rule}`,
    offerId,
    minimum,
    maximum,
  };
}

export function tooManyLines(limit: number, what: string): BasketErrorValue {
  return {
    __typename: 'TooManyBasketLinesError',
    message: `${what}: at most ${limit} lines`,
    offerId: null,
    limit,
  };
}

/**
 * A line as a change leaves it: `offer` null for a line the basket did not hold (read by the
 * caller), `agreedPriceInCents` null to agree to the current price; `changed` when the change
 * set it, `grows` when it is new or its quantity went up (stock then matters).
 */
export interface PlannedLine {
  offerId: number;
  quantity: number;
  agreedPriceInCents: number | null;
  offer: RestOffer | null;
  changed: boolean;
  grows: boolean;
}

/**
 * The lines after a change: each named line set (0 removes it; a new one goes at the end, at its
 * seen price; `atLeast` never lowers a line); with `replace`, the lines not named go. A line
 * already there at the same offer keeps its agreed price. An offer named twice: the last counts.
 */
export function planChange(
  lines: readonly StoredLine[],
  changes: readonly LineChange[],
  replace: boolean,
): { lines: PlannedLine[] } {
  const named = new Map(changes.map((change) => [change.offerId, change]));
  const kept = lines.flatMap((line): PlannedLine[] => {
    const change = named.get(line.offerId);
    const unchanged = { ...line, changed: false, grows: false };
    if (!change) return replace ? [] : [unchanged];
    named.delete(line.offerId);
    const quantity = change.atLeast ? Math.max(line.quantity, change.quantity) : change.quantity;
    if (quantity <= 0) return [];
    return [
      {
        ...unchanged,
        quantity,
        changed: quantity !== line.quantity,
        grows: quantity > line.quantity,
      },
    ];
  });
  const added = [...named.values()]
    .filter((change) => change.quantity > 0)
    .map((change): PlannedLine => ({
      offerId: change.offerId,
      quantity: change.quantity,
      agreedPriceInCents: change.seenPriceInCents,
      offer: null,
      changed: true,
      grows: true,
    }));
  return { lines: [...kept, ...added] };
}

/**
 * A visitor's lines joined to a signed-in shopper's at sign-in: the shopper's lines first, in
 * their order; a visitor's line for the same offer replaces the shopper's (it is the latest
 * thing the shopper did, on this device); the visitor's other lines follow; at most MAX_LINES
 * (the visitor's new lines past it are left out).
 */
export function mergeAtSignIn(
  shopper: readonly StoredLine[],
  visitor: readonly StoredLine[],
): StoredLine[] {
  const fromVisitor = new Map(visitor.map((line) => [line.offerId, line]));
  const merged = shopper.map((line) => {
    const replaced = fromVisitor.get(line.offerId);
    fromVisitor.delete(line.offerId);
    return replaced ?? line;
  });
  return [...merged, ...fromVisitor.values()].slice(0, MAX_LINES);
}

/** The line at the offer's current price: the shown amount times the price, in cents. */
export function lineTotalInCents(
  line: StoredLine,
  priceInCents = line.offer.price_in_cents,
): number {
  return Math.round(priceInCents * round5(line.quantity / conversionRate(line.offer)));
}

export const inStock = (line: StoredLine): boolean => line.offer.out_of_stock_at === null;

/** Twelve tins count twelve; 1.250 kg of mince counts one. */
export function itemCount(lines: readonly StoredLine[]): number {
  return lines.reduce(
    (sum, line) =>
      sum +
      (line.offer.per_kg ? 1 : Math.max(1, Math.round(line.quantity / conversionRate(line.offer)))),
    0,
  );
}

export const priceChanged = (line: StoredLine): boolean =>
  line.offer.price_in_cents !== line.agreedPriceInCents;

export function subtotalInCents(lines: readonly StoredLine[]): number {
  return lines.filter(inStock).reduce((sum, line) => sum + lineTotalInCents(line), 0);
}

export function savingsInCents(lines: readonly StoredLine[]): number {
  return lines
    .filter(inStock)
    .reduce(
      (sum, line) =>
        sum +
        Math.max(
          0,
          lineTotalInCents(line, line.offer.base_price_in_cents) - lineTotalInCents(line),
        ),
      0,
    );
}
