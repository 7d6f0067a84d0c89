/**
 * Every domain's resolvers, merged. Each domain lives in its own folder with one file per type;
 * add a domain by importing its map here.
 */
import { catalogueResolvers } from './catalogue/index.js';
import { mergeResolvers } from './merge.js';

export const resolvers = mergeResolvers([catalogueResolvers]);
