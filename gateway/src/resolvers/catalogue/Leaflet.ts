import type { LeafletResolvers } from '../../generated/resolvers-types.js';

export const Leaflet: LeafletResolvers = {
  id: (leaflet) => String(leaflet.id),
  supplier: (leaflet, _args, { loaders }) => loaders.supplier.load(leaflet.supplier_id),
  startAt: (leaflet) => leaflet.start_at,
  endAt: (leaflet) => leaflet.end_at,
};
