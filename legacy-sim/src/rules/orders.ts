/**
 * Placing an order from a register request: the cart is validated like checkout, the payment
 * method must suit the dispatch (PICUP takes online payments and debtor cards, manual delivery
 * offline ones), wallet credit and debtor cards pay at once, everything else leaves the order
 * pending payment.
 */
import type { RestAddress, RestPaymentProvider, RestRegisterCart } from '@shopfront/legacy-api';
import type { SimContext } from '../context.js';
import {
  BAG_PRICE_IN_CENTS,
  OFFLINE_PROVIDERS,
  ONLINE_PROVIDERS,
  SHIPPING_OPTIONS,
} from '../data/config.js';
import { badRequest, forbidden, notFound, unprocessable } from '../lib/http-errors.js';
import { formatRand } from '../lib/money.js';
import { isRecord } from '../lib/query.js';
import { isoSast } from '../lib/time.js';
import { nextId } from '../state.js';
import type { AccountRecord, DebtorCardRecord, OrderRecord } from '../state/types.js';
import { validateCart } from './cart-validation.js';
import { addEvent, onPayment } from './order-lifecycle.js';
import { orderTotal, payableBalance } from './order-money.js';

export const PROVIDERS: RestPaymentProvider[] = [...ONLINE_PROVIDERS, ...OFFLINE_PROVIDERS];

export function findOwnOrder(
  ctx: SimContext,
  user: AccountRecord,
  rawId: string | number,
): OrderRecord {
  const id = Number(rawId);
  if (!Number.isInteger(id) || id <= 0) throw badRequest('order id must be a positive integer');
  const order = ctx.state.orders.find((candidate) => candidate.id === id);
  if (!order) throw notFound(`Order ${id} not found`);
  if (order.userId !== user.id) throw forbidden();
  return order;
}

export function acceptedCard(
  ctx: SimContext,
  userId: number,
  supplierId: number,
): DebtorCardRecord | undefined {
  return ctx.state.debtorCards.find(
    (card) =>
      card.userId === userId && card.supplierId === supplierId && card.status === 'accepted',
  );
}

/** Charges the order's balance to the shopper's accepted debtor card at its branch. */
export function chargeDebtorCard(ctx: SimContext, order: OrderRecord): void {
  const card = acceptedCard(ctx, order.userId, order.supplierId);
  if (!card)
    throw unprocessable('Debtor card payments need an accepted debtor card for this branch');
  const due = payableBalance(ctx.state, order);
  if (due <= 0) return;
  if (card.balanceInCents < due)
    throw unprocessable(`Your debtor card balance (${formatRand(card.balanceInCents)}) is too low`);
  card.balanceInCents -= due;
  order.offlinePaidInCents += due;
  addEvent(
    ctx,
    order,
    'payment_received',
    `${formatRand(due)} charged to debtor card ${card.number}`,
  );
}

function paymentAllowed(cart: RestRegisterCart): string | null {
  if (!cart.provider) return 'A payment method is required';
  if (!PROVIDERS.includes(cart.provider)) return `Unknown payment method ${cart.provider}`;
  if (!cart.requires_shipping) return null;
  const option = SHIPPING_OPTIONS.find((o) => o.name === cart.shipping_provider);
  return option && !option.payment_options.includes(cart.provider.toUpperCase())
    ? `${cart.provider} cannot pay for ${cart.shipping_provider} deliveries`
    : null;
}

function shippingAddress(
  ctx: SimContext,
  user: AccountRecord,
  cart: RestRegisterCart,
): RestAddress | null {
  if (!cart.requires_shipping) return null;
  const given = cart.shipping_address;
  if (!isRecord(given) || typeof given.latitude !== 'number' || typeof given.longitude !== 'number')
    throw unprocessable('A delivery address is required');
  const saved = ctx.state.addresses.find((a) => a.id === given.id && a.userId === user.id);
  return {
    id: saved?.id ?? 0,
    formatted: saved?.formatted ?? String(given.formatted ?? ''),
    latitude: given.latitude,
    longitude: given.longitude,
    bridge_id: saved?.bridge_id ?? null,
    bridge_name: saved?.bridge_name ?? null,
    created_at: isoSast(saved?.createdAt ?? ctx.clock.now()),
  };
}

export function registerOrder(
  ctx: SimContext,
  user: AccountRecord,
  cart: RestRegisterCart,
): OrderRecord {
  if (!isRecord(cart)) throw badRequest('cart is required');
  const address = shippingAddress(ctx, user, cart);
  const { validation, errors, orderable } = validateCart(ctx, user, {
    items: cart.items,
    supplier_id: cart.supplier_id,
    requires_shipping: Boolean(cart.requires_shipping),
    shipping_provider: cart.requires_shipping ? cart.shipping_provider : 'collect',
    shipping_lat: address?.latitude ?? null,
    shipping_lon: address?.longitude ?? null,
    discount_code: cart.discount_code ?? null,
    collection_date: cart.collection_date ?? null,
    requires_bags: Boolean(cart.requires_bags),
    bag_qty: Number(cart.bag_qty) || 0,
    payment_provider: cart.provider ?? null,
  });
  const paymentError = paymentAllowed(cart);
  if (paymentError) errors.push(paymentError);
  const requestedCredit = Math.max(0, Math.floor(Number(cart.credit_in_cents) || 0));
  if (requestedCredit > user.creditInCents) errors.push('Not enough wallet credit');
  if (cart.provider === 'debtorcard' && !acceptedCard(ctx, user.id, cart.supplier_id))
    errors.push('Debtor card payments need an accepted debtor card for this branch');
  if (errors.length) throw unprocessable(errors[0] ?? 'Invalid order', errors, { validation });

  const now = ctx.clock.now();
  const id = nextId(ctx.state, 'order');
  const order: OrderRecord = {
    id,
    reference: `SF-${id}`,
    userId: user.id,
    supplierId: cart.supplier_id,
    status: 'pending_payment',
    provider: cart.provider,
    requiresShipping: Boolean(cart.requires_shipping),
    shippingProvider: cart.requires_shipping ? cart.shipping_provider : 'collect',
    shippingAddress: address,
    shippingPriceInCents: validation.shipping_cost_in_cents,
    collectionDate: cart.collection_date,
    discountCode: validation.discount_code,
    discountInCents: validation.discount_in_cents,
    creditInCents: 0,
    requiresBags: Boolean(cart.requires_bags),
    bagQty: validation.bag_total_in_cents / BAG_PRICE_IN_CENTS,
    bagPriceInCents: BAG_PRICE_IN_CENTS,
    items: orderable.map(({ offer, qty }) => ({
      id: nextId(ctx.state, 'orderItem'),
      offerId: offer.id,
      sellableId: offer.sellableId,
      qtyOrdered: qty,
      qty,
      unitPriceInCents: offer.priceInCents,
      basePriceInCents: offer.basePriceInCents,
      stockShort: false,
      packedAt: null,
    })),
    events: [{ at: now, name: 'order_placed', message: 'Order placed' }],
    createdAt: now,
    statusChangedAt: now,
    reviewedAt: null,
    review: null,
    offlinePaidInCents: 0,
    stokvel: validation.stokvel,
    isDemo: Boolean(cart.is_demo),
  };
  order.creditInCents = Math.min(requestedCredit, orderTotal(order));
  user.creditInCents -= order.creditInCents;
  if (order.creditInCents)
    addEvent(
      ctx,
      order,
      'credit_applied',
      `${formatRand(order.creditInCents)} wallet credit applied`,
    );
  ctx.state.orders.push(order);
  if (order.provider === 'debtorcard') chargeDebtorCard(ctx, order);
  if (payableBalance(ctx.state, order) <= 0) onPayment(ctx, order);
  else addEvent(ctx, order, 'awaiting_payment', 'Awaiting payment');
  return order;
}
