/** The loader every domain's recipes build on: one call per distinct key. */
import DataLoader from 'dataloader';
import { loadEach } from './load-each.js';

/** A loader that calls once per distinct key, keys compared by value. */
export function perKey<K, V>(load: (key: K) => Promise<V>): DataLoader<K, V, string> {
  return new DataLoader<K, V, string>((keys) => loadEach(keys, load), {
    cacheKeyFn: (key) => JSON.stringify(key),
  });
}
