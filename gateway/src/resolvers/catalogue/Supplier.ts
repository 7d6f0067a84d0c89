import type { OpeningHoursResolvers, SupplierResolvers } from '../../generated/resolvers-types.js';

export const Supplier: SupplierResolvers = {
  id: (supplier) => String(supplier.id),
  imageUrl: (supplier) => supplier.image_url,
  location: (supplier) => ({ latitude: supplier.lat, longitude: supplier.lon }),
  distanceKm: (supplier) => supplier.distance,
  formattedAddress: (supplier) => supplier.formatted_address,
  closedText: (supplier) => supplier.closed_text || null,
  openingHours: (supplier) => supplier.hours,
};

export const OpeningHours: OpeningHoursResolvers = {
  day: (hours) => hours.dayname,
  hours: (hours) => hours.formatted_hours,
};
