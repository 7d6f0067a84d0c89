/**
 * Batch function for loaders over REST calls that fetch one key at a time: calls run in parallel
 * and one failing key fails only itself, not its batch.
 */
export async function loadEach<K, V>(
  keys: readonly K[],
  load: (key: K) => Promise<V>,
): Promise<Array<V | Error>> {
  const settled = await Promise.allSettled(keys.map(load));
  return settled.map((result) =>
    result.status === 'fulfilled'
      ? result.value
      : result.reason instanceof Error
        ? result.reason
        : new Error(String(result.reason)),
  );
}
