/**
 * Server-rendered pages of signed-out visitors, reused for a few seconds like public GraphQL
 * answers (docs/adr/0029): one per build, language, branch and URL, so no visitor sees another
 * branch's prices or another language. Pages of signed-in visitors are never rendered, so never
 * stored here.
 */
import { LRUCache } from 'lru-cache';

export interface PageKey {
  build: string;
  locale: string;
  branchId: string | null;
  /** Path and query string, as asked. */
  url: string;
}

export interface CachedPage {
  status: number;
  html: string;
}

export function pageCacheKey(key: PageKey): string {
  return JSON.stringify([key.build, key.locale, key.branchId ?? '', key.url]);
}

export class HtmlCache {
  private readonly pages: LRUCache<string, CachedPage> | null;

  constructor(ttlSeconds: number, maxEntries: number) {
    this.pages = ttlSeconds > 0 ? new LRUCache({ max: maxEntries, ttl: ttlSeconds * 1000 }) : null;
  }

  get(key: PageKey): CachedPage | undefined {
    return this.pages?.get(pageCacheKey(key));
  }

  set(key: PageKey, page: CachedPage): void {
    this.pages?.set(pageCacheKey(key), page);
  }
}
