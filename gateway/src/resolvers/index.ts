/**
 * Every domain's resolvers, merged. Each domain lives in its own folder with one file per type;
 * add a domain by importing its map here.
 */
import { accountResolvers } from './account/index.js';
import { addressResolvers } from './addresses/index.js';
import { basketResolvers } from './basket/index.js';
import { catalogueResolvers } from './catalogue/index.js';
import { checkoutResolvers } from './checkout/index.js';
import { configResolvers } from './config/index.js';
import { managerResolvers } from './manager/index.js';
import { mergeResolvers } from './merge.js';
import { orderResolvers } from './orders/index.js';
import { paymentResolvers } from './payments/index.js';
import { scalarResolvers } from './scalars/index.js';

export const resolvers = mergeResolvers([
  catalogueResolvers,
  configResolvers,
  basketResolvers,
  checkoutResolvers,
  scalarResolvers,
  accountResolvers,
  addressResolvers,
  orderResolvers,
  paymentResolvers,
  managerResolvers,
]);
