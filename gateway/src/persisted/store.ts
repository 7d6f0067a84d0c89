/**
 * The persisted-query store the gateway gives Apollo Server. In production (the safelist on) the
 * build's manifest is required and is the only source: a hash the web did not ship is unknown.
 * In development the manifest is used when present, and other hashes may register (Redis when
 * present, else memory) so tools using automatic persisted queries keep working.
 */
import { existsSync } from 'node:fs';
import { LRUCache } from 'lru-cache';
import type { KeyValueCacheLike } from '../cache/apq-cache.js';
import { loadPersistedManifest } from './manifest.js';
import { ManifestPersistedQueries } from './manifest-cache.js';

class MemoryKeyValueCache implements KeyValueCacheLike {
  private readonly entries = new LRUCache<string, string>({ max: 1_000 });
  async get(key: string) {
    return this.entries.get(key);
  }
  async set(key: string, value: string) {
    this.entries.set(key, value);
  }
  async delete(key: string) {
    return this.entries.delete(key);
  }
}

export function persistedQueryStore(options: {
  manifestFile: string;
  production: boolean;
  shared?: KeyValueCacheLike;
}): { store: KeyValueCacheLike; manifest: ReadonlyMap<string, string>; operations: number } {
  const { manifestFile, production, shared } = options;
  const manifest =
    production || existsSync(manifestFile)
      ? loadPersistedManifest(manifestFile)
      : new Map<string, string>();
  const registerUnknown = production ? undefined : (shared ?? new MemoryKeyValueCache());
  return {
    store: new ManifestPersistedQueries(manifest, registerUnknown),
    manifest,
    operations: manifest.size,
  };
}
