import type { CheckoutErrorResolvers } from '../../generated/resolvers-types.js';

/** Every error object is built with its `__typename` (see `errors.ts`). */
export const CheckoutError: CheckoutErrorResolvers = {
  __resolveType: (error) => error.__typename ?? null,
};
