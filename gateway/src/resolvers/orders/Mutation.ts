/**
 * Order mutations, by job: placing an order, changing its lines, and its way after it is placed.
 * Every one checks the order belongs to the viewer before calling the legacy API, and runs once
 * per idempotency key (change-once.ts for changes to an existing order).
 */
import type { MutationResolvers } from '../../generated/resolvers-types.js';
import { editMutations } from './edit-mutations.js';
import { placeMutations } from './place-mutations.js';
import { statusMutations } from './status-mutations.js';

export const Mutation: MutationResolvers = {
  ...placeMutations,
  ...statusMutations,
  ...editMutations,
};
