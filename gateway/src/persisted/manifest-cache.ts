/**
 * Apollo Server's persisted-query store, answered from the build's manifest first. Apollo asks
 * for `apq:<sha256>`; a hash in the manifest gets its text at once. With `registerUnknown` off
 * (production, where the safelist is on) nothing else is ever stored: a hash not in the manifest
 * stays unknown, and a full text sent instead still meets the safelist.
 */
import type { KeyValueCacheLike } from '../cache/apq-cache.js';

const PREFIX = 'apq:';

export class ManifestPersistedQueries implements KeyValueCacheLike {
  constructor(
    private readonly manifest: ReadonlyMap<string, string>,
    /** Where hashes not in the manifest are registered (development); none in production. */
    private readonly registerUnknown?: KeyValueCacheLike,
  ) {}

  async get(key: string): Promise<string | undefined> {
    const hash = key.startsWith(PREFIX) ? key.slice(PREFIX.length) : key;
    return this.manifest.get(hash) ?? (await this.registerUnknown?.get(key));
  }

  async set(key: string, value: string, options?: { ttl?: number | null }): Promise<void> {
    await this.registerUnknown?.set(key, value, options);
  }

  async delete(key: string): Promise<boolean | void> {
    return this.registerUnknown?.delete(key);
  }
}
