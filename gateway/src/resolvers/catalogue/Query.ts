import type { QueryResolvers } from '../../generated/resolvers-types.js';
import { badUserInput, parseLegacyId } from '../errors.js';

export const Query: QueryResolvers = {
  suppliersNear: (_parent, { lat, lon, radiusKm }, { loaders }) => {
    if (lat < -90 || lat > 90) throw badUserInput('lat must be between -90 and 90', 'lat');
    if (lon < -180 || lon > 180) throw badUserInput('lon must be between -180 and 180', 'lon');
    if (radiusKm != null && !(radiusKm > 0 && radiusKm <= 500)) {
      throw badUserInput('radiusKm must be more than 0 and at most 500', 'radiusKm');
    }
    return loaders.suppliersNear.load({ lat, lon, radiusKm: radiusKm ?? null });
  },

  categories: async (_parent, { supplierId }, { loaders }) => {
    const scopeSupplierId = supplierId == null ? null : parseLegacyId(supplierId, 'supplierId');
    const categories = await loaders.rootCategories.load(scopeSupplierId);
    return categories.map((category) => ({ ...category, scopeSupplierId }));
  },
};
