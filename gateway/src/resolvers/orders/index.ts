/** Orders domain: history, detail, open orders, placing, editing, reviewing and paying offline. */
import type { OrderErrorResolvers, Resolvers } from '../../generated/resolvers-types.js';
import { Mutation } from './Mutation.js';
import {
  Order,
  OrderEvent,
  OrderItem,
  OrderModification,
  OrderPage,
  OrderPrepareJob,
  OrderPreview,
  OrderPreviewItem,
} from './Order.js';
import { Viewer } from './Viewer.js';

/** Every error object is built with its `__typename` (see `errors.ts`). */
const OrderError: OrderErrorResolvers = {
  __resolveType: (error) => error.__typename ?? null,
};

export const orderResolvers: Resolvers = {
  Mutation,
  Viewer,
  Order,
  OrderItem,
  OrderEvent,
  OrderPage,
  OrderPrepareJob,
  OrderModification,
  OrderPreview,
  OrderPreviewItem,
  OrderError,
};
