/**
 * A screen's code that does not arrive within 120 seconds fails like a chunk
 * that could not load, so the shopper sees the screen error with its retry instead of waiting on
 * a page that never comes (a stalled mobile connection during load-shedding).
 */
export const CHUNK_TIMEOUT_MS = 120_000;

export class ChunkTimeoutError extends Error {
  constructor() {
    super(`The screen's code did not arrive within ${CHUNK_TIMEOUT_MS / 1000} s`);
    this.name = 'ChunkTimeoutError';
  }
}

export function loadChunk<T>(load: () => Promise<T>): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = globalThis.setTimeout(() => reject(new ChunkTimeoutError()), CHUNK_TIMEOUT_MS);
    load().then(
      (module) => {
        globalThis.clearTimeout(timer);
        resolve(module);
      },
      (error: unknown) => {
        globalThis.clearTimeout(timer);
        reject(error instanceof Error ? error : new Error(String(error)));
      },
    );
  });
}
