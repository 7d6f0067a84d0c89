/**
 * An offer's quantity rule, as the shopper client's stepper applies it: items
 * sold per unit come in whole numbers from 1; per-kg items from their minimum (0.250 kg unless the
 * offer says otherwise) in steps (0.050 kg); a stokvel (bulk-buy) offer from its stokvel minimum.
 * The legacy API refuses any other quantity, so no line is ever charged for half a tin.
 */
import type { SimContext } from '../context.js';
import { badRequest } from '../lib/http-errors.js';
import { lookup } from '../state/lookup.js';
import type { OfferRecord, SellableRecord } from '../state/types.js';

const EPSILON = 1e-6;

export interface QuantityRule {
  min: number;
  step: number;
  perKg: boolean;
}

export function quantityRule(
  offer: OfferRecord,
  sellable: SellableRecord | undefined,
): QuantityRule {
  if (!sellable?.perKg) {
    const min = offer.stokvel ? Math.max(1, Math.ceil(offer.stokvelMinQty ?? 1)) : 1;
    return { min, step: 1, perKg: false };
  }
  return { min: offer.perKgQtyMin ?? 0.25, step: offer.perKgQtyStep ?? 0.05, perKg: true };
}

export function followsRule(qty: number, rule: QuantityRule): boolean {
  if (qty < rule.min - EPSILON) return false;
  const steps = (qty - rule.min) / rule.step;
  return Math.abs(steps - Math.round(steps)) < EPSILON;
}

export function describeRule(rule: QuantityRule): string {
  return rule.perKg
    ? `at least ${rule.min.toFixed(3)} kg in steps of ${rule.step.toFixed(3)} kg`
    : `whole numbers from ${rule.min}`;
}

/** Answers 400 naming the line (`where`, e.g. `items[2]`) when its quantity breaks the rule. */
export function checkQuantity(
  where: string,
  qty: number,
  offer: OfferRecord,
  sellable: SellableRecord | undefined,
): void {
  const rule = quantityRule(offer, sellable);
  if (!followsRule(qty, rule)) {
    throw badRequest(`${where}.qty ${qty} breaks the offer's quantity rule: ${describeRule(rule)}`);
  }
}

/** Checks every line whose offer is known (unknown offers are reported by the caller's rules). */
export function checkLineQuantities(
  ctx: SimContext,
  lines: ReadonlyArray<{ offer_id: number; qty: number }>,
  prefix = 'items',
): void {
  const { offers, sellables } = lookup(ctx.state);
  lines.forEach((line, i) => {
    const offer = offers.get(line.offer_id);
    if (offer) checkQuantity(`${prefix}[${i}]`, line.qty, offer, sellables.get(offer.sellableId));
  });
}
