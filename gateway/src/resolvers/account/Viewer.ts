import type { ViewerResolvers } from '../../generated/resolvers-types.js';

export const Viewer: ViewerResolvers = {
  id: (viewer) => String(viewer.userId),
  account: (viewer, _args, { loaders }) => loaders.account.load(viewer.userId),
  addresses: async (viewer, _args, { loaders }) => {
    const addresses = await loaders.addresses.load(viewer.userId);
    return [...addresses].sort((a, b) => b.created_at.localeCompare(a.created_at));
  },
  debtorCards: async (viewer, _args, { loaders }) =>
    (await loaders.account.load(viewer.userId)).debtor_cards,
};
