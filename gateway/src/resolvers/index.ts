/**
 * Every domain's resolvers, merged. Each domain lives in its own folder with one file per type;
 * add a domain by importing its map here.
 */
import { basketResolvers } from './basket/index.js';
import { catalogueResolvers } from './catalogue/index.js';
import { checkoutResolvers } from './checkout/index.js';
import { configResolvers } from './config/index.js';
import { mergeResolvers } from './merge.js';

export const resolvers = mergeResolvers([
  catalogueResolvers,
  configResolvers,
  basketResolvers,
  checkoutResolvers,
]);
