import type { LeafletResolvers } from '../../generated/resolvers-types.js';

export const Leaflet: LeafletResolvers = {
  id: (leaflet) => String(leaflet.id),
  /** From the branch list around the same point when there is one, else the branch itself. */
  supplier: async (leaflet, _args, { loaders }) => {
    if (leaflet.near) {
      const nearby = await loaders.suppliersNear.load(leaflet.near);
      const supplier = nearby.find((candidate) => candidate.id === leaflet.supplier_id);
      if (supplier) return supplier;
    }
    return loaders.supplier.load(leaflet.supplier_id);
  },
  startAt: (leaflet) => leaflet.start_at,
  endAt: (leaflet) => leaflet.end_at,
};
