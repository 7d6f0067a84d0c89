/** All resolvers, one file per type. */
import type { Resolvers } from '../generated/resolvers-types.js';
import { Category } from './Category.js';
import { Query } from './Query.js';
import { OpeningHours, Supplier } from './Supplier.js';

export const resolvers: Resolvers = { Query, Supplier, OpeningHours, Category };
