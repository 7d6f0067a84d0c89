import { searchAddresses, searchPlaces } from '../../gazetteer/search.js';
import type { QueryResolvers } from '../../generated/resolvers-types.js';
import { badUserInput } from '../errors.js';

const MAX_QUERY = 100;
const MAX_FIRST = 20;

export const Query: QueryResolvers = {
  addressSearch: (_parent, { query, first }) => {
    if (query.length > MAX_QUERY)
      throw badUserInput(`query may be at most ${MAX_QUERY} characters`, 'query');
    const limit = first ?? 8;
    if (limit < 1 || limit > MAX_FIRST)
      throw badUserInput(`first must be between 1 and ${MAX_FIRST}`, 'first');
    return searchAddresses(query, limit);
  },
  placeSearch: (_parent, { query, first }) => {
    if (query.length > MAX_QUERY)
      throw badUserInput(`query may be at most ${MAX_QUERY} characters`, 'query');
    const limit = first ?? 6;
    if (limit < 1 || limit > MAX_FIRST)
      throw badUserInput(`first must be between 1 and ${MAX_FIRST}`, 'first');
    return searchPlaces(query, limit);
  },
};
