/** Payments domain: transactions of the viewer's orders. */
import type { Resolvers } from '../../generated/resolvers-types.js';
import { Mutation } from './Mutation.js';
import { Transaction } from './Transaction.js';
import { Viewer } from './Viewer.js';

export const paymentResolvers: Resolvers = { Mutation, Viewer, Transaction };
