/**
 * Server-rendered pages of signed-out visitors, reused for a few seconds like public GraphQL
 * answers (docs/adr/0029): one per build, language, branch and URL, so no visitor sees another
 * branch's prices or another language. Pages of signed-in visitors are never rendered, so never
 * stored here.
 *
 * A page is kept ready to send: its bytes, each encoding's compressed bytes (made once, the first
 * time a visitor asks for that encoding) and its ETag, so a hit builds no string and compresses
 * nothing (the goal: at most 1 ms of CPU for a cached page).
 */
import { LRUCache } from 'lru-cache';
import type { PreparedPage } from './prepared-page.js';

export interface PageKey {
  build: string;
  locale: string;
  branchId: string | null;
  /** Path and query string, as asked. */
  url: string;
}

export function pageCacheKey(key: PageKey): string {
  return `${key.build}\n${key.locale}\n${key.branchId ?? ''}\n${key.url}`;
}

/** Upper bound on the bytes kept by default (every encoding of every page). */
const DEFAULT_MAX_BYTES = 64 * 1024 * 1024;

export class HtmlCache {
  private readonly pages: LRUCache<string, PreparedPage> | null;

  constructor(ttlSeconds: number, maxEntries: number, maxBytes = DEFAULT_MAX_BYTES) {
    this.pages =
      ttlSeconds > 0
        ? new LRUCache({
            max: maxEntries,
            ttl: ttlSeconds * 1000,
            // An expired page is dropped when it expires, not when it is next asked for or
            // pushed out: after a burst of renders, up to `maxBytes` of pages nobody may be
            // sent again would otherwise stay for as long as the gateway is quiet.
            ttlAutopurge: true,
            maxSize: maxBytes,
            // The plain bytes and, at most, a brotli and a gzip copy, each smaller than the plain.
            sizeCalculation: (page) => page.raw.length * 2,
          })
        : null;
  }

  get(key: PageKey): PreparedPage | undefined {
    return this.pages?.get(pageCacheKey(key));
  }

  set(key: PageKey, page: PreparedPage): void {
    this.pages?.set(pageCacheKey(key), page);
  }

  clear(): void {
    this.pages?.clear();
  }
}
