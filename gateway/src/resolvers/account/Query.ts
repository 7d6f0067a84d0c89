import type { QueryResolvers } from '../../generated/resolvers-types.js';

export const Query: QueryResolvers = {
  viewer: (_parent, _args, { session }) => (session.data ? { userId: session.data.userId } : null),
};
