/** Discount codes: unknown codes are invalid, past codes expired, and each has a minimum order. */
import { formatRand } from '../lib/money.js';
import type { SimState } from '../state/types.js';

export interface DiscountResult {
  code: string | null;
  discountInCents: number;
  error: string | null;
}

export function applyDiscount(
  state: SimState,
  rawCode: string | null | undefined,
  subtotalInCents: number,
  now: number,
): DiscountResult {
  const code = rawCode?.trim().toUpperCase() || null;
  if (!code) return { code: null, discountInCents: 0, error: null };
  const record = state.discountCodes.find((candidate) => candidate.code === code);
  if (!record) return { code, discountInCents: 0, error: 'Invalid discount code' };
  if (record.expiresAt <= now)
    return { code, discountInCents: 0, error: 'This discount code has expired' };
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
