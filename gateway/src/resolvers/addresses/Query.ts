import { searchAddresses, searchPlaces } from '../../gazetteer/search.js';
import type { QueryResolvers } from '../../generated/resolvers-types.js';
import { badUserInput } from '../errors.js';

const MAX_QUERY = 100;
const MAX_FIRST = 20;

/** The typed text and how many suggestions, refused with a clear message when out of bounds. */
function searchArguments(query: string, first: number | null | undefined, fallback: number) {
  if (query.length > MAX_QUERY)
    throw badUserInput(`query may be at most ${MAX_QUERY} characters`, 'query');
  const limit = first ?? fallback;
  if (limit < 1 || limit > MAX_FIRST)
    throw badUserInput(`first must be between 1 and ${MAX_FIRST}`, 'first');
  return limit;
}

export const Query: QueryResolvers = {
  addressSearch: (_parent, { query, first }) =>
    searchAddresses(query, searchArguments(query, first, 8)),
  placeSearch: (_parent, { query, first }) => searchPlaces(query, searchArguments(query, first, 6)),
};
