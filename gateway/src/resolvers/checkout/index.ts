/** Checkout domain: checkout configuration, time slots and cart validation. */
import type { Resolvers } from '../../generated/resolvers-types.js';
import { CartValidation } from './CartValidation.js';
import { CheckoutConfig } from './CheckoutConfig.js';
import { CheckoutError } from './CheckoutError.js';
import { Mutation } from './Mutation.js';
import { Query } from './Query.js';
import { Timeslot } from './Timeslot.js';
import { ValidatedItem } from './ValidatedItem.js';

export const checkoutResolvers: Resolvers = {
  Query,
  Mutation,
  CheckoutConfig,
  CheckoutError,
  CartValidation,
  ValidatedItem,
  Timeslot,
};
