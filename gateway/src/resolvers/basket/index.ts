/** Basket domain: the shopper's server basket, comparisons and pick validation. */
import type { Resolvers } from '../../generated/resolvers-types.js';
import { Basket } from './Basket.js';
import { BasketComparison } from './BasketComparison.js';
import { BasketComparisonDebug } from './BasketComparisonDebug.js';
import { Cart } from './Cart.js';
import { BasketError } from './BasketError.js';
import { BasketLine } from './BasketLine.js';
import { CartLine } from './CartLine.js';
import { CheapestBasket } from './CheapestBasket.js';
import { CheapestBasketItem } from './CheapestBasketItem.js';
import { ComparedItem } from './ComparedItem.js';
import { Mutation } from './Mutation.js';
import { Query } from './Query.js';
import { basketMutations, basketQuery } from './server-basket.js';
import { SupplierBasket } from './SupplierBasket.js';

export const basketResolvers: Resolvers = {
  Query: { ...Query, ...basketQuery },
  Mutation: { ...Mutation, ...basketMutations },
  Basket,
  BasketLine,
  BasketError,
  Cart,
  CartLine,
  BasketComparison,
  BasketComparisonDebug,
  SupplierBasket,
  ComparedItem,
  CheapestBasket,
  CheapestBasketItem,
};
