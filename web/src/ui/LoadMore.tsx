/**
 * "Show more" at the end of a paged list; it also loads by itself when scrolled into view. With
 * `nextPageHref` it is a form asking for that address, so a page without the scripts leads to the
 * next page; the scripts load it in place instead.
 */
import { Trans } from '@lingui/react/macro';
import { useEffect, useRef } from 'react';
import { GetForm } from './GetForm';

interface Props {
  hasMore: boolean;
  loading: boolean;
  onLoadMore: () => void;
  /**
   * The next page's own address (a GET the server renders), for a page without the scripts; none:
   * the next page is the scripts' (without them the list is its first page, and no button).
   */
  nextPageHref?: string | null;
  /** The last page asked for did not come: said, and Show more asks again. */
  failed?: boolean;
}

export function LoadMore({ hasMore, loading, onLoadMore, nextPageHref, failed = false }: Props) {
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
      {failed && !loading && (
        <p className="load-more-failed" role="alert">
          <Trans>More could not be loaded. Check your connection and try again.</Trans>
        </p>
      )}
      <GetForm href={nextPageHref} onScriptSubmit={onLoadMore} disabled={loading}>
        {loading ? <Trans>Loading…</Trans> : <Trans>Show more</Trans>}
      </GetForm>
    </div>
  );
}
