import type { BasketErrorResolvers } from '../../generated/resolvers-types.js';

/** Every error object is built with its `__typename` (see basket/errors.ts). */
export const BasketError: BasketErrorResolvers = {
  __resolveType: (error) => error.__typename ?? null,
};
