/**
 * Discount codes: unknown codes are invalid, past codes expired, each has a minimum order, and
 * some may be used once per shopper (on an order not cancelled or abandoned).
 */
import { formatRand } from '../lib/money.js';
import type { SimState } from '../state/types.js';

export interface DiscountResult {
  code: string | null;
  discountInCents: number;
  error: string | null;
}

/** Who is using the code, and the order being edited (which does not count as a use). */
export interface DiscountShopper {
  userId: number;
  orderId?: number | null;
}

const CLOSED = new Set(['cancelled', 'abandoned']);

function usedBefore(state: SimState, code: string, shopper: DiscountShopper): boolean {
  return state.orders.some(
    (order) =>
      order.userId === shopper.userId &&
      order.id !== shopper.orderId &&
      order.discountCode === code &&
      !CLOSED.has(order.status),
  );
}

export function applyDiscount(
  state: SimState,
  rawCode: string | null | undefined,
  subtotalInCents: number,
  now: number,
  shopper?: DiscountShopper,
): DiscountResult {
  const code = rawCode?.trim().toUpperCase() || null;
  if (!code) return { code: null, discountInCents: 0, error: null };
  const record = state.discountCodes.find((candidate) => candidate.code === code);
  if (!record) return { code, discountInCents: 0, error: 'Invalid discount code' };
  if (record.expiresAt <= now)
    return { code, discountInCents: 0, error: 'This discount code has expired' };
  if (record.oncePerShopper && shopper && usedBefore(state, code, shopper))
    return { code, discountInCents: 0, error: 'This discount code has already been used' };
  if (subtotalInCents < record.minOrderInCents)
    return {
      code,
      discountInCents: 0,
      error: `This discount code needs an order of at least ${formatRand(record.minOrderInCents)}`,
    };
  const discount =
    record.kind === 'percent'
      ? Math.round((subtotalInCents * record.value) / 100)
      : Math.min(record.value, subtotalInCents);
  return { code, discountInCents: discount, error: null };
}
