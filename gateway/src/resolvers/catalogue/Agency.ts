import type { AgencyResolvers } from '../../generated/resolvers-types.js';

export const Agency: AgencyResolvers = {
  id: (agency) => String(agency.id),
  imageUrl: (agency) => agency.image_url,
};
