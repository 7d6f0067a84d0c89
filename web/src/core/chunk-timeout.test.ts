import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CHUNK_TIMEOUT_MS, ChunkTimeoutError, loadChunk } from './chunk-timeout';

describe('loadChunk', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('fails with ChunkTimeoutError when the code has not arrived after 120 s', async () => {
    const loading = loadChunk(() => new Promise<never>(() => undefined));
    const failed = expect(loading).rejects.toBeInstanceOf(ChunkTimeoutError);
    await vi.advanceTimersByTimeAsync(CHUNK_TIMEOUT_MS);
    await failed;
  });

  it('passes on the module, or the load error, when they come first', async () => {
    await expect(loadChunk(() => Promise.resolve({ Page: 1 }))).resolves.toEqual({ Page: 1 });
    await expect(loadChunk(() => Promise.reject(new TypeError('import failed')))).rejects.toThrow(
      'import failed',
    );
  });
});
