/**
 * The server render's Apollo cache (docs/adr/0029). A render's cache lives for one page: its
 * loaders' queries write their answers once, then React reads them. Two things the browser's
 * cache does for a long-lived page only cost CPU here (measured in docs/benchmarks.md):
 *
 * - Each request's new cache would add `__typename` to every document again: the transformed
 *   document depends only on the document (no fragment registry), so it is kept once per process.
 * - After each answer is written, every watched query is read again in case the answer changed
 *   what it shows (`broadcastWatches`). Each query's own answer reaches its loader without it, the
 *   answers of one render come from one gateway at one moment, and nothing on the page is
 *   subscribed to later changes (a server render does not re-render), so the re-reads are skipped.
 */
import { InMemoryCache } from '@apollo/client';
import type { DocumentNode } from 'graphql';

const transformed = new WeakMap<DocumentNode, DocumentNode>();

export class ServerRenderCache extends InMemoryCache {
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
}
