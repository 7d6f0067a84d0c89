/**
 * The state behind a "Show more" (`LoadMore`): one request for the next page at a time, and
 * whether the last one failed (said under the button; the next press asks again), so a page that
 * did not come is never a button that silently did nothing.
 */
import { useState } from 'react';

export interface LoadMoreState {
  loading: boolean;
  failed: boolean;
  /** Asks for the next page with `ask` (an Apollo fetch: its answer's `error`, or a rejection). */
  run: (ask: () => Promise<{ error?: unknown }>) => void;
}

export function useLoadMore(): LoadMoreState {
  const [loading, setLoading] = useState(false);
  const [failed, setFailed] = useState(false);
  return {
    loading,
    failed,
    run: (ask) => {
      if (loading) return;
      setLoading(true);
      ask()
        .then(
          ({ error }) => setFailed(error !== undefined),
          () => setFailed(true),
        )
        .finally(() => setLoading(false));
    },
  };
}
