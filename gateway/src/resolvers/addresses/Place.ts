import type { PlaceResolvers } from '../../generated/resolvers-types.js';

export const Place: PlaceResolvers = {
  name: (found) => found.suburb,
  location: (found) => ({ latitude: found.latitude, longitude: found.longitude }),
};
