/**
 * The `preloadQuery` of one server render (docs/adr/0029), released with its page. Apollo's own
 * `createQueryPreloader` is made for a page that lives on: each query it starts is kept by a
 * FinalizationRegistry until its reference is collected, then by a 30 s auto-dispose timer,
 * and each holds the render's whole Apollo Client (about 180 KB). Under load that was thousands
 * of finished renders' clients alive at once. Here each query is retained from the start (so no
 * timer is ever started) and `release` unsubscribes them all once the page is made: nothing the
 * render created is reachable after it.
 */
import type { ApolloClient, DocumentNode } from '@apollo/client';
import type { createQueryPreloader } from '@apollo/client/react';
import {
  getSuspenseCache,
  getWrappedPromise,
  InternalQueryReference,
  wrapQueryRef,
  assertWrappedQueryRef,
} from '@apollo/client/react/internal';

type Preloader = ReturnType<typeof createQueryPreloader>;

export interface RenderPreloader {
  preloadQuery: Preloader;
  /** Every query started so far, settled (answered or failed). */
  settled(): Promise<unknown>[];
  /** Stops every query this render started; the render's client is then unreferenced. */
  release(): void;
}

export function renderPreloader(client: ApolloClient): RenderPreloader {
  const refs: InternalQueryReference[] = [];
  const releases: (() => void)[] = [];
  const settled: Promise<unknown>[] = [];
  const keep = (ref: InternalQueryReference) => {
    // Retained before its answer: the auto-dispose timer starts only for an unretained query.
    releases.push(ref.retain());
    refs.push(ref);
  };
  const suspense = getSuspenseCache(client);
  const getQueryRef = suspense.getQueryRef.bind(suspense);
  const kept = new WeakSet<object>();
  suspense.getQueryRef = ((...args: Parameters<typeof getQueryRef>) => {
    const ref = getQueryRef(...args);
    if (!kept.has(ref)) {
      kept.add(ref);
      keep(ref as InternalQueryReference);
    }
    return ref;
  }) as typeof getQueryRef;
  const preload = (query: DocumentNode, options: Record<string, unknown> = {}) => {
    const ref = new InternalQueryReference(
      client.watchQuery({ ...options, query, notifyOnNetworkStatusChange: false }),
      {},
    );
    keep(ref);
    settled.push(ref.promise.catch(() => undefined));
    return wrapQueryRef(ref);
  };
  const preloadQuery = Object.assign(preload, {
    toPromise(queryRef: Parameters<Preloader['toPromise']>[0]) {
      assertWrappedQueryRef(queryRef);
      return getWrappedPromise(queryRef).then(() => queryRef);
    },
  }) as unknown as Preloader;
  return {
    preloadQuery,
    settled: () => settled,
    release() {
      // `dispose` (unsubscribing from the client) is public in the library's code, private in
      // its types: it is what Apollo's own release calls once nothing retains the query.
      for (const ref of refs) (ref as unknown as { dispose(): void }).dispose();
      // Each release also queues a dispose on a zero timer: harmless, the query is stopped.
      for (const release of releases) release();
      refs.length = 0;
      releases.length = 0;
    },
  };
}
