import type { LeafletResolvers } from '../../generated/resolvers-types.js';
import type { LeafletParent } from './parents.js';

/** Johannesburg has no daylight saving: its days start and end at a fixed +02:00. */
const SAST = '+02:00';

/**
 * A leaflet's start or end: the newer time (`start_at`, `end_at`), else the older form's day
 * (`start_on`, `end_on`), from the first to the last second of that day in Johannesburg.
 */
function validity(leaflet: LeafletParent, edge: 'start' | 'end'): string {
  const at = edge === 'start' ? leaflet.start_at : leaflet.end_at;
  if (at) return at;
  const day = edge === 'start' ? leaflet.start_on : leaflet.end_on;
  if (day && /^\d{4}-\d{2}-\d{2}$/.test(day))
    return `${day}T${edge === 'start' ? '00:00:00' : '23:59:59'}${SAST}`;
  throw new Error(`Leaflet ${leaflet.id} has no ${edge} from the legacy API`);
}

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
  startAt: (leaflet) => validity(leaflet, 'start'),
  endAt: (leaflet) => validity(leaflet, 'end'),
  location: (leaflet) =>
    typeof leaflet.lat === 'number' && typeof leaflet.long === 'number'
      ? { latitude: leaflet.lat, longitude: leaflet.long }
      : null,
};
