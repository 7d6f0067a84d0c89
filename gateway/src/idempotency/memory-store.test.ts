import { describe, expect, it, vi } from 'vitest';
import { MemoryIdempotencyStore } from './memory-store.js';

describe('MemoryIdempotencyStore', () => {
  it('runs the work once per key and returns the first result to repeats', async () => {
    const store = new MemoryIdempotencyStore();
    const work = vi.fn(async () => ({ orderId: 1 }));
    const first = await store.once('user:1', 'key-a', work);
    const again = await store.once('user:1', 'key-a', work);
    expect(again).toEqual(first);
    expect(work).toHaveBeenCalledTimes(1);
  });

  it('shares in-flight work between concurrent calls', async () => {
    const store = new MemoryIdempotencyStore();
    const work = vi.fn(() => new Promise<number>((resolve) => setTimeout(() => resolve(42), 10)));
    const results = await Promise.all([store.once('s', 'k', work), store.once('s', 'k', work)]);
    expect(results).toEqual([42, 42]);
    expect(work).toHaveBeenCalledTimes(1);
  });

  it('keeps keys apart per scope, and forgets failures so a retry can succeed', async () => {
    const store = new MemoryIdempotencyStore();
    await expect(store.once('s', 'k', () => Promise.reject(new Error('down')))).rejects.toThrow(
      'down',
    );
    await expect(store.once('s', 'k', async () => 'retried')).resolves.toBe('retried');
    await expect(store.once('other', 'k', async () => 'other scope')).resolves.toBe('other scope');
  });

  it('replays a finished or running call by its key without running anything, and nothing else', async () => {
    const store = new MemoryIdempotencyStore();
    expect(await store.replay('s', 'never')).toBeUndefined();
    await store.once('s', 'done', async () => ({ orderId: 7 }));
    expect(await store.replay('s', 'done')).toEqual({ orderId: 7 });
    expect(await store.replay('other', 'done')).toBeUndefined();
    const running = store.once('s', 'running', async () => 8);
    expect(await store.replay('s', 'running')).toBe(8);
    await running;
    const failing = store.once('s', 'failed', () => Promise.reject(new Error('down')));
    expect(await store.replay('s', 'failed')).toBeUndefined();
    await expect(failing).rejects.toThrow('down');
  });
});
