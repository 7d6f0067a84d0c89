/**
 * The persisted-query store the gateway gives Apollo Server. In production (the safelist on) the
 * build's manifest is required and is the only source: a hash the web did not ship is unknown.
 * During a rolling deploy the previous release's manifest (`GRAPHQL_PREVIOUS_PERSISTED_MANIFEST`)
 * is known too, so a tab opened on the old build keeps working on a new replica (docs/adr: rolling
 * deploys).
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
  /** The previous release's manifest, known beside this build's; null: none. */
  previousManifestFile?: string | null;
  production: boolean;
  shared?: KeyValueCacheLike;
}): {
  store: KeyValueCacheLike;
  /** This build's operations and the previous release's, by hash (this build's win a clash). */
  manifest: ReadonlyMap<string, string>;
  /** The previous release's operations alone (their texts join the safelist). */
  previous: ReadonlyMap<string, string>;
  operations: number;
} {
  const { manifestFile, previousManifestFile, production, shared } = options;
  const current =
    production || existsSync(manifestFile)
      ? loadPersistedManifest(manifestFile)
      : new Map<string, string>();
  const previous = previousManifestFile
    ? loadPersistedManifest(previousManifestFile)
    : new Map<string, string>();
  const manifest = new Map([...previous, ...current]);
  const registerUnknown = production ? undefined : (shared ?? new MemoryKeyValueCache());
  return {
    store: new ManifestPersistedQueries(manifest, registerUnknown),
    manifest,
    previous,
    operations: manifest.size,
  };
}
