import { describe, expect, it, vi } from 'vitest';
import { answerStore } from './public-answer-cache.js';

const answer = (bytes: number) => ({
  body: Buffer.alloc(bytes),
  contentType: 'application/json',
  encoding: 'br' as const,
});

describe('the public answers kept', () => {
  it('lets an expired answer go when it expires, with no one asking for it', async () => {
    const store = answerStore(30);
    store.set('br */* /graphql?op=1', answer(10_000));
    expect(store.calculatedSize).toBe(10_064);
    // Nothing reads the store: only its own expiry can empty it.
    await vi.waitFor(() => expect(store.calculatedSize).toBe(0), { timeout: 5_000 });
    expect(store.size).toBe(0);
  });

  it('keeps an answer within its time', () => {
    const store = answerStore(60_000);
    store.set('k', answer(2));
    expect(store.get('k')?.body.length).toBe(2);
  });
});
