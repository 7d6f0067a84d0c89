/**
 * The server render's Apollo cache (docs/adr/0029). A render's cache lives for one page: its
 * loaders' queries write their answers once, then React reads them. Three things the browser's
 * cache does for a long-lived page only cost CPU here (measured in docs/benchmarks.md):
 *
 * - Each request's new cache would add `__typename` to every document again: the transformed
 *   document depends only on the document (no fragment registry), so it is kept once per process.
 * - After each answer is written, every watched query is read again in case the answer changed
 *   what it shows (`broadcastWatches`). Each query's own answer reaches its loader without it, the
 *   answers of one render come from one gateway at one moment, and nothing on the page is
 *   subscribed to later changes (a server render does not re-render), so the re-reads are skipped.
 * - The same query is read many times between two writes: after its answer is written, by its
 *   query reference, and by every component that asks for it (a category's tiles each ask for
 *   the basket twice). Without result caching (client.ts) each read walks the query again, so
 *   a read is kept until the next change to the cache and handed to the next identical read.
 *   Results are immutable in Apollo Client (`assumeImmutableResults`), so sharing one is safe.
 */
import { InMemoryCache, type Cache, type OperationVariables } from '@apollo/client';
import type { DiffIncrementalInfo, NormalizedCacheObject } from '@apollo/client/cache';
import { handleIncrementalSymbol } from '@apollo/client/utilities/internal';
import type { DocumentNode } from 'graphql';

const transformed = new WeakMap<DocumentNode, DocumentNode>();

type WithIncremental = { [handleIncrementalSymbol]?: DiffIncrementalInfo | undefined };

export class ServerRenderCache extends InMemoryCache {
  /** Reads since the last change: per document, by root, variables and kind of read. */
  private reads = new Map<DocumentNode, Map<string, unknown>>();

  override transformDocument(document: DocumentNode): DocumentNode {
    let result = transformed.get(document);
    if (!result) {
      result = super.transformDocument(document);
      transformed.set(document, result);
    }
    return result;
  }

  protected override broadcastWatches(): void {
    // Nothing to tell: see above.
  }

  override diff<TData = unknown, TVariables extends OperationVariables = OperationVariables>(
    query: Cache.DiffOptions<TData, TVariables> & Required<WithIncremental>,
  ): Cache.InternalDiffResultWithDataState<TData>;
  override diff<TData = unknown, TVariables extends OperationVariables = OperationVariables>(
    query: Cache.DiffOptions<TData, TVariables>,
  ): Cache.DiffResult<TData>;
  override diff(options: Cache.DiffOptions & WithIncremental): unknown {
    // A deferred or streamed answer still arriving is read as its parts stand: never kept.
    const incremental = options[handleIncrementalSymbol];
    if (incremental?.streamInfo || incremental?.isDeferPending) return super.diff(options);
    const key = [
      options.id ?? '',
      options.optimistic ? 1 : 0,
      options.returnPartialData ? 1 : 0,
      Object.hasOwn(options, handleIncrementalSymbol) ? 1 : 0,
      JSON.stringify(options.variables ?? {}),
    ].join('\n');
    let reads = this.reads.get(options.query);
    if (!reads) {
      reads = new Map();
      this.reads.set(options.query, reads);
    }
    let read = reads.get(key);
    if (!read) {
      read = super.diff(options);
      reads.set(key, read);
    }
    return read;
  }

  /** Any change to the cache: every read kept so far may differ now. */
  private changed(): void {
    if (this.reads.size) this.reads = new Map();
  }

  override write(options: Parameters<InMemoryCache['write']>[0]) {
    this.changed();
    return super.write(options);
  }

  override modify<Entity extends Record<string, unknown> = Record<string, unknown>>(
    options: Cache.ModifyOptions<Entity>,
  ): boolean {
    this.changed();
    return super.modify(options);
  }

  override evict(options: Cache.EvictOptions): boolean {
    this.changed();
    return super.evict(options);
  }

  override restore(data: NormalizedCacheObject): this {
    this.changed();
    return super.restore(data);
  }

  override reset(options?: Cache.ResetOptions): Promise<void> {
    this.changed();
    return super.reset(options);
  }

  override gc(options?: { resetResultCache?: boolean }): string[] {
    this.changed();
    return super.gc(options);
  }

  override removeOptimistic(idToRemove: string): void {
    this.changed();
    super.removeOptimistic(idToRemove);
  }

  override batch<TUpdateResult>(
    options: Cache.BatchOptions<InMemoryCache, TUpdateResult>,
  ): TUpdateResult {
    this.changed();
    try {
      return super.batch(options);
    } finally {
      // An optimistic layer added or taken away changes what an optimistic read sees.
      if (typeof options.optimistic === 'string' || typeof options.removeOptimistic === 'string')
        this.changed();
    }
  }
}
