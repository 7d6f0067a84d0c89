// @vitest-environment node
/**
 * Every operation the client sends hashes to an id of the persisted-operations manifest, so the
 * gateway knows it in advance and no request misses (then re-sends its text).
 */
import { createHash } from 'node:crypto';
import { ApolloClient, ApolloLink, InMemoryCache, Observable } from '@apollo/client';
import { Kind, print, type DocumentNode } from 'graphql';
import { describe, expect, it } from 'vitest';
import manifest from '../generated/persisted-query-manifest.json';
import { definitionsInNameOrder } from './document-order';

const modules = import.meta.glob<Record<string, unknown>>('../**/*.generated.ts', { eager: true });

/** The text the client sends for a document (what the persisted link hashes). */
async function sentText(document: DocumentNode): Promise<string> {
  let sent = '';
  const client = new ApolloClient({
    cache: new InMemoryCache(),
    dataMasking: true,
    documentTransform: definitionsInNameOrder,
    link: new ApolloLink((operation) => {
      sent = print(operation.query);
      return new Observable((observer) => {
        observer.next({ data: null });
        observer.complete();
      });
    }),
  });
  const operation = document.definitions.find((node) => node.kind === Kind.OPERATION_DEFINITION);
  if (operation?.kind === Kind.OPERATION_DEFINITION && operation.operation === 'query') {
    await client.query({ query: document, fetchPolicy: 'no-cache', errorPolicy: 'all' });
  } else {
    await client.mutate({ mutation: document, errorPolicy: 'all' }).catch(() => undefined);
  }
  return sent;
}

describe('persisted-operations manifest', () => {
  const ids = new Set(manifest.operations.map((operation) => operation.id));
  const documents = Object.values(modules)
    .flatMap((module) => Object.entries(module))
    .filter(([name]) => name.endsWith('Document'))
    .map(([name, document]) => [name, document as DocumentNode] as const);

  it('holds the hash of every operation as the client sends it', async () => {
    expect(documents.length).toBe(manifest.operations.length);
    const missing: string[] = [];
    for (const [name, document] of documents) {
      const hash = createHash('sha256')
        .update(await sentText(document))
        .digest('hex');
      if (!ids.has(hash)) missing.push(name);
    }
    expect(missing).toEqual([]);
  });
});
