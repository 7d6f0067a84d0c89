/** Catalogue domain: suppliers, categories and their value types. */
import type { Resolvers } from '../../generated/resolvers-types.js';
import { Category } from './Category.js';
import { Query } from './Query.js';
import { OpeningHours, Supplier } from './Supplier.js';

export const catalogueResolvers: Resolvers = { Query, Supplier, OpeningHours, Category };
