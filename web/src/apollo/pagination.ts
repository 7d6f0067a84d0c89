/**
 * Paging by `nextPage`: a field policy that keeps one list per set of key arguments and appends
 * each further page (`page` > 1) to it; page 1 (or no page) starts the list again.
 */
import type { FieldPolicy } from '@apollo/client';

interface Paged<T> {
  __typename?: string;
  offers: T[];
  nextPage: number | null;
}

export function nextPagePolicy<T>(keyArgs: string[]): FieldPolicy<Paged<T>> {
  return {
    keyArgs,
    merge(existing, incoming, { args }) {
      const page = typeof args?.page === 'number' ? args.page : 1;
      if (!existing || page <= 1) return incoming;
      return { ...incoming, offers: [...existing.offers, ...incoming.offers] };
    },
  };
}
