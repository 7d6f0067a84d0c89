import type { OpeningHoursResolvers } from '../../generated/resolvers-types.js';

export const OpeningHours: OpeningHoursResolvers = {
  day: (hours) => hours.dayname,
  hours: (hours) => hours.formatted_hours,
};
