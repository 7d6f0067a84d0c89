/**
 * Wallet credit used in part at checkout. The legacy validation reports the shopper's whole
 * balance and a total before credit; the gateway applies what the shopper asks for (up to the
 * balance and the total) so the amount to pay is total - credit.
 */
import type { RestCartValidation } from '@shopfront/legacy-api';
import { badUserInput } from '../errors.js';

/** A cart validation with the credit the shopper chose to use. */
export interface CheckedCart extends RestCartValidation {
  creditToUseInCents: number;
}

/** The credit asked for, checked against the balance (argument `input.creditToUseInCents`). */
export function withCredit(validation: RestCartValidation, requested: number): CheckedCart {
  if (!Number.isInteger(requested) || requested < 0) {
    throw badUserInput(
      'input.creditToUseInCents must be a whole number of cents, 0 or more',
      'input.creditToUseInCents',
    );
  }
  if (requested > validation.credit_in_cents) {
    throw badUserInput(
      'input.creditToUseInCents is more than the wallet balance',
      'input.creditToUseInCents',
    );
  }
  return { ...validation, creditToUseInCents: requested };
}

/** Credit applied: what was asked for, never more than the total. */
export function creditApplied(cart: CheckedCart): number {
  return Math.min(cart.creditToUseInCents, Math.max(0, cart.total_in_cents));
}
