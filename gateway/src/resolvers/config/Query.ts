import type { QueryResolvers } from '../../generated/resolvers-types.js';
import { parseLegacyId } from '../errors.js';

export const Query: QueryResolvers = {
  shopConfig: (_parent, _args, { loaders }) => loaders.shopConfig.load('shop'),

  clientConfig: (_parent, { supplierId }, { loaders }) =>
    loaders.clientConfig.load({
      supplierId: supplierId == null ? null : parseLegacyId(supplierId, 'supplierId'),
    }),

  appVersion: (_parent, _args, { loaders }) => loaders.appVersion.load('version'),
};
