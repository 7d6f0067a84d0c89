import type { CartValidationResolvers } from '../../generated/resolvers-types.js';
import { creditApplied } from './credit.js';
import { cartValidationErrors } from './errors.js';

export const CartValidation: CartValidationResolvers = {
  valid: (validation) => cartValidationErrors(validation).length === 0,
  subtotalInCents: (validation) => validation.subtotal_in_cents,
  discountInCents: (validation) => validation.discount_in_cents,
  discountCode: (validation) => validation.discount_code,
  discountCodesEnabled: (validation) => validation.discount_codes_enabled,
  shippingCostInCents: (validation) => validation.shipping_cost_in_cents,
  bagTotalInCents: (validation) => validation.bag_total_in_cents,
  creditInCents: (validation) => validation.credit_in_cents,
  creditAppliedInCents: (validation) => creditApplied(validation),
  totalInCents: (validation) => validation.total_in_cents,
  amountToPayInCents: (validation) => validation.total_in_cents - creditApplied(validation),
};
