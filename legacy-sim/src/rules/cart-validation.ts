/**
 * Checkout validation of a cart at one branch: items out of
 * stock, prices changed since the client read them, expired offers, stokvel rules, the R10
 * minimum, discount codes, the dispatch slot, delivery range and cost, bags and wallet credit.
 */
import type {
  RestCartLine,
  RestCartValidation,
  RestCartValidationRequest,
  RestValidatedItem,
} from '@shopfront/legacy-api';
import type { SimContext } from '../context.js';
import { BAG_PRICE_IN_CENTS, MIN_ORDER_IN_CENTS } from '../data/config.js';
import { badRequest, notFound } from '../lib/http-errors.js';
import { lineTotal, roundQty } from '../lib/money.js';
import { isRecord } from '../lib/query.js';
import { lookup } from '../state/lookup.js';
import type { AccountRecord, OfferRecord } from '../state/types.js';
import { applyDiscount } from './discounts.js';
import { isExpired, isInStock, isLive } from './pricing.js';
import { deliveryCost } from './shipping.js';
import { timeslots } from './timeslots.js';
import { checkLineQuantities } from './quantity-rules.js';

export const MIN_ORDER_MESSAGE = 'Minimum order amount is R10';

/** Reads `[{offer_id, qty, price_in_cents?}]`, answering 400 for malformed lines. */
export function parseLines(items: unknown): RestCartLine[] {
  if (!Array.isArray(items)) throw badRequest('items must be a list');
  return items.map((item, i) => {
    if (!isRecord(item)) throw badRequest(`items[${i}] must be an object`);
    const { offer_id: offerId, qty, price_in_cents: price } = item;
    if (typeof offerId !== 'number' || !Number.isInteger(offerId))
      throw badRequest(`items[${i}].offer_id must be an integer`);
    if (typeof qty !== 'number' || !(qty > 0) || qty > 10_000)
      throw badRequest(`items[${i}].qty must be a number above 0`);
    if (price !== undefined && (typeof price !== 'number' || !Number.isInteger(price)))
      throw badRequest(`items[${i}].price_in_cents must be an integer`);
    return {
      offer_id: offerId,
      qty: roundQty(qty),
      ...(price === undefined ? {} : { price_in_cents: price }),
    };
  });
}

/** One line checked against its offer. */
export function validateLine(
  ctx: SimContext,
  line: RestCartLine,
  supplierId: number | null,
): RestValidatedItem & { offer: OfferRecord | null } {
  const offer = lookup(ctx.state).offers.get(line.offer_id) ?? null;
  const now = ctx.clock.now();
  const atBranch = offer !== null && (supplierId === null || offer.supplierId === supplierId);
  const seen = line.price_in_cents;
  const changed = offer !== null && seen !== undefined && seen !== offer.priceInCents;
  const expired = offer !== null && (isExpired(offer, now) || !isLive(offer, now));
  return {
    offer,
    offer_id: line.offer_id,
    qty: line.qty,
    price_in_cents: offer?.priceInCents ?? 0,
    previous_price_in_cents: changed ? (seen ?? null) : null,
    out_of_stock: !atBranch || !offer.published || !isInStock(offer),
    updated: changed,
    expired,
  };
}

export interface ValidationOutcome {
  validation: RestCartValidation;
  /** Every refusal as a shopper message (empty when the order may be placed). */
  errors: string[];
  /** Lines that can be ordered, with their offers. */
  orderable: Array<{ offer: OfferRecord; qty: number }>;
}

export function validateCart(
  ctx: SimContext,
  account: AccountRecord,
  cart: RestCartValidationRequest['cart'],
): ValidationOutcome {
  if (!isRecord(cart)) throw badRequest('cart is required');
  const supplierId = cart.supplier_id;
  if (typeof supplierId !== 'number') throw badRequest('cart.supplier_id is required');
  const supplier = lookup(ctx.state).suppliers.get(supplierId);
  if (!supplier) throw notFound(`Supplier ${supplierId} not found`);
  const agency = ctx.state.agencies.find((candidate) => candidate.id === supplier.agencyId);
  const lines = parseLines(cart.items);
  checkLineQuantities(ctx, lines);
  const now = ctx.clock.now();
  const items = lines.map((line) => validateLine(ctx, line, supplierId));
  const errors: string[] = [];

  const orderable = items
    .filter((item) => item.offer && !item.out_of_stock && !item.expired)
    .map((item) => ({ offer: item.offer as OfferRecord, qty: item.qty }));
  const subtotal = orderable.reduce(
    (sum, line) => sum + lineTotal(line.offer.priceInCents, line.qty),
    0,
  );

  const outOfStock = items.some((item) => item.out_of_stock);
  const updated = items.some((item) => item.updated);
  if (outOfStock)
    errors.push(
      items.every((item) => item.out_of_stock)
        ? 'All these items are out of stock'
        : 'Some items have gone out of stock',
    );
  if (updated) errors.push('Some item prices have changed');
  if (items.some((item) => item.expired)) errors.push('These price offers have expired');

  // Stokvel: bulk buys are collected, not delivered (their minimum is the quantity rule above).
  const stokvelErrors: string[] = [];
  const stokvelLines = orderable.filter((line) => line.offer.stokvel);
  if (stokvelLines.length && cart.requires_shipping)
    stokvelErrors.push('Stokvel orders are collected, not delivered');
  errors.push(...stokvelErrors);

  let totalError: string | null = null;
  if (!lines.length) totalError = 'Your basket is empty';
  else if (subtotal < MIN_ORDER_IN_CENTS) totalError = MIN_ORDER_MESSAGE;
  if (totalError) errors.push(totalError);

  const discount = applyDiscount(ctx.state, cart.discount_code, subtotal, now, {
    userId: account.id,
  });
  if (discount.error) errors.push(discount.error);

  let dispatchError: string | null = null;
  let shippingCost = 0;
  const dispatch = cart.requires_shipping ? 'Deliver' : 'Collect';
  if (cart.requires_shipping) {
    const option = ['PICUP', 'manual_delivery'].includes(cart.shipping_provider);
    if (!option) dispatchError = 'Choose a delivery option';
    else if (typeof cart.shipping_lat !== 'number' || typeof cart.shipping_lon !== 'number')
      dispatchError = 'A delivery address is required';
    else {
      const cost = deliveryCost(agency, supplier, subtotal, cart.shipping_lat, cart.shipping_lon);
      if (cost === null) dispatchError = 'This branch does not deliver to that address';
      else shippingCost = cost;
    }
  }
  if (!dispatchError) {
    const slots = timeslots(
      supplier,
      { requiresShipping: Boolean(cart.requires_shipping), stokvel: stokvelLines.length > 0 },
      now,
    );
    if (!cart.collection_date) dispatchError = `${dispatch} time slot is required`;
    else if (!slots.some((slot) => slot.value === cart.collection_date))
      dispatchError = `${dispatch} date is no longer available, choose another`;
  }
  if (dispatchError) errors.push(dispatchError);

  const bagQty = cart.requires_bags ? Math.max(1, Math.floor(Number(cart.bag_qty) || 1)) : 0;
  const bagTotal = bagQty * BAG_PRICE_IN_CENTS;
  const total = subtotal - discount.discountInCents + shippingCost + bagTotal;

  return {
    errors,
    orderable,
    validation: {
      updated,
      out_of_stock: outOfStock,
      total_error: totalError,
      dispatch_error: dispatchError,
      items: items.map(({ offer: _offer, ...item }) => item),
      credit_in_cents: account.creditInCents,
      discount_code: discount.code,
      discount_codes_enabled: true,
      discount_code_error: discount.error,
      discount_in_cents: discount.discountInCents,
      subtotal_in_cents: subtotal,
      shipping_cost_in_cents: shippingCost,
      bag_total_in_cents: bagTotal,
      stokvel: stokvelLines.length > 0,
      stokvel_errors: stokvelErrors,
      total_in_cents: total,
    },
  };
}
