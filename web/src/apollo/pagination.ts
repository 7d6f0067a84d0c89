/**
 * Paging by `nextPage`: a field policy that keeps one list per set of key arguments and appends
 * each further page (`page` > 1) to it; page 1 (or no page) starts the list again. An item a
 * later page repeats (a cross-branch search ranks per page) is kept once, where it first came.
 */
import type { FieldPolicy, Reference } from '@apollo/client';

type Paged<K extends string> = { __typename?: string; nextPage: number | null } & {
  [key in K]: unknown[];
};

export function nextPagePolicy<K extends string = 'offers'>(
  keyArgs: string[],
  listField: K = 'offers' as K,
): FieldPolicy<Paged<K>> {
  return {
    keyArgs,
    merge(existing, incoming, { args, readField }) {
      const page = typeof args?.page === 'number' ? args.page : 1;
      if (!existing || page <= 1) return incoming;
      const idOf = (item: unknown) => readField<string>('id', item as Reference);
      const seen = new Set(existing[listField].map(idOf));
      // Items without an id of their own (a NearbyOffer) come from disjoint pages: all are kept.
      const added = incoming[listField].filter((item) => {
        const id = idOf(item);
        return id === undefined || !seen.has(id);
      });
      return { ...incoming, [listField]: [...existing[listField], ...added] };
    },
  };
}
