/** Basket domain: the shopper's server basket, comparisons and pick validation. */
import type { Resolvers } from '../../generated/resolvers-types.js';
import { BasketComparison } from './BasketComparison.js';
import { BasketComparisonDebug } from './BasketComparisonDebug.js';
import { Cart } from './Cart.js';
import { CartLine } from './CartLine.js';
import { CheapestBasket } from './CheapestBasket.js';
import { CheapestBasketItem } from './CheapestBasketItem.js';
import { ComparedItem } from './ComparedItem.js';
import { Mutation } from './Mutation.js';
import { Query } from './Query.js';
import { SupplierBasket } from './SupplierBasket.js';

export const basketResolvers: Resolvers = {
  Query,
  Mutation,
  Cart,
  CartLine,
  BasketComparison,
  BasketComparisonDebug,
  SupplierBasket,
  ComparedItem,
  CheapestBasket,
  CheapestBasketItem,
};
