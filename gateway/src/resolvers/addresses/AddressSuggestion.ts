import type { AddressSuggestionResolvers } from '../../generated/resolvers-types.js';

export const AddressSuggestion: AddressSuggestionResolvers = {
  location: (found) => ({ latitude: found.latitude, longitude: found.longitude }),
};
