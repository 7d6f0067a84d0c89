import type { ViewerResolvers } from '../../generated/resolvers-types.js';

export const Viewer: ViewerResolvers = {
  id: (viewer) => String(viewer.userId),
  account: (viewer, _args, { loaders }) => loaders.account.load(viewer.userId),
  addresses: async (viewer, _args, { loaders }) => {
    const addresses = await loaders.addresses.load(viewer.userId);
    return [...addresses].sort((a, b) => b.created_at.localeCompare(a.created_at));
  },
  debtorCards: async (viewer, _args, { loaders }) => {
    const cards = (await loaders.account.load(viewer.userId)).debtor_cards;
    // A pending card is decided by the branch, outside the shop: read it live until decided.
    if (!cards.some((card) => card.status === 'pending')) return cards;
    const live = await loaders.liveAccount.load(viewer.userId);
    loaders.account.clear(viewer.userId).prime(viewer.userId, live);
    return live.debtor_cards;
  },
};
