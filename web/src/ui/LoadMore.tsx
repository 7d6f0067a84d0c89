/** "Show more" at the end of a paged list; it also loads by itself when scrolled into view. */
import { Trans } from '@lingui/react/macro';
import { useEffect, useRef } from 'react';

interface Props {
  hasMore: boolean;
  loading: boolean;
  onLoadMore: () => void;
}

export function LoadMore({ hasMore, loading, onLoadMore }: Props) {
  const sentinel = useRef<HTMLDivElement>(null);
  const latest = useRef(onLoadMore);
  useEffect(() => {
    latest.current = onLoadMore;
  });
  useEffect(() => {
    const element = sentinel.current;
    if (!element || !hasMore || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) latest.current();
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [hasMore]);

  if (!hasMore) return null;
  return (
    <div ref={sentinel} className="load-more">
      {/* The next page is the script's: without one the list is its first page, no button. */}
      <button
        type="button"
        className="button is-secondary needs-script"
        onClick={onLoadMore}
        disabled={loading}
      >
        {loading ? <Trans>Loading…</Trans> : <Trans>Show more</Trans>}
      </button>
    </div>
  );
}
