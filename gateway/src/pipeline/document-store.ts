/**
 * Apollo's store of parsed and validated documents, bounded by their number. Apollo's default
 * bounds it by the documents' JSON size (30 MiB), but each document also keeps what graphql-jit
 * compiled for it (jit-gateway.ts: about 90 KB for the order page's query), which that size does
 * not count: a client sending the same operation with a new comment each time grew the heap by
 * 230 MB in 1 100 requests. By count, the store holds at most `max` documents and their compiled
 * code; the web's own 65 operations stay in it as long as they are used.
 */
import type { ApolloServerOptions, BaseContext } from '@apollo/server';
import type { DocumentNode } from 'graphql';
import { LRUCache } from 'lru-cache';

type DocumentStore = NonNullable<ApolloServerOptions<BaseContext>['documentStore']>;

export function boundedDocumentStore(max: number): DocumentStore & { readonly size: number } {
  const documents = new LRUCache<string, DocumentNode>({ max });
  return {
    get size() {
      return documents.size;
    },
    async get(key) {
      return documents.get(key);
    },
    async set(key, document) {
      documents.set(key, document);
    },
    async delete(key) {
      return documents.delete(key);
    },
  };
}
