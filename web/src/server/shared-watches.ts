/**
 * One watched query per identical `useQuery` while a server render's React tree renders
 * (docs/adr/0029). Every product tile's Add asks for the basket twice and for the service area
 * once, so a category page made about 200 watched queries, each an ObservableQuery with its
 * options merged, its document examined and the cache read (12% of the page's CPU, in
 * docs/benchmarks.md). On the server a component only reads its query's current result: effects
 * do not run, so nothing subscribes, refetches or changes the options afterwards, and two
 * components asking the same thing get the same result. Outside the React render (the loaders'
 * queries, the query preloader) every call gets its own, as in the browser. Options holding a
 * function are never shared (their identity could matter).
 */
import type { ApolloClient, ObservableQuery } from '@apollo/client';
import type { DocumentNode } from 'graphql';

export interface SharedWatches {
  /** Runs `render` with identical watched queries shared, until its promise settles. */
  during<T>(render: () => Promise<T>): Promise<T>;
}

const plain = (value: unknown): boolean =>
  typeof value !== 'function' &&
  (typeof value !== 'object' || value === null || Object.values(value).every(plain));

export function shareWatches(client: ApolloClient): SharedWatches {
  const watchQuery = client.watchQuery.bind(client);
  let watches: Map<DocumentNode, Map<string, ObservableQuery>> | null = null;
  client.watchQuery = ((options: Parameters<ApolloClient['watchQuery']>[0]) => {
    if (!watches) return watchQuery(options);
    const { query, ...rest } = options;
    if (!plain(rest)) return watchQuery(options);
    const key = JSON.stringify(rest);
    let byOptions = watches.get(query);
    if (!byOptions) {
      byOptions = new Map();
      watches.set(query, byOptions);
    }
    let watch = byOptions.get(key);
    if (!watch) {
      watch = watchQuery(options);
      byOptions.set(key, watch);
    }
    return watch;
  }) as ApolloClient['watchQuery'];
  return {
    async during(render) {
      watches = new Map();
      try {
        return await render();
      } finally {
        watches = null;
      }
    },
  };
}
