import { parse } from 'graphql';
import { describe, expect, it } from 'vitest';
import { boundedDocumentStore } from './document-store.js';

describe('boundedDocumentStore', () => {
  it('keeps at most `max` documents, dropping the least recently used', async () => {
    const store = boundedDocumentStore(2);
    const shop = parse('{ shopConfig { currency } }');
    await store.set('shop', shop);
    await store.set('a', parse('{ a }'));
    expect(await store.get('shop')).toBe(shop);
    for (let variant = 0; variant < 50; variant++) {
      await store.set(`variant ${variant}`, parse(`# ${variant}\n{ a }`));
    }
    expect(store.size).toBe(2);
    expect(await store.get('shop')).toBeUndefined();
    expect(await store.get('variant 49')).toBeDefined();
  });
});
