/**
 * Search (`/search?q=`): results as the shopper types (debounced), more pages by `nextPage` when
 * the end of the list scrolls into view (or on "Show more"), the spec's empty and error texts.
 */
import { useQuery } from '@apollo/client/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { OfferSearchDocument } from '../../generated/graphql';
import { trackSearch } from '../../lib/analytics';
import { SearchIcon } from '../../ui/icons';
import { ErrorNotice, ListSkeleton } from '../../ui/states';
import { OfferCard } from '../offers/OfferCard';
import { SEARCH_PAGE_SIZE } from './page-size';
import { useSelectedSupplier } from '../suppliers/selected-supplier';

export const SEARCH_DEBOUNCE_MS = 300;
export { SEARCH_PAGE_SIZE } from './page-size';

export function SearchPage() {
  const { t } = useLingui();
  const [params, setParams] = useSearchParams();
  const query = (params.get('q') ?? '').trim();
  const [typed, setTyped] = useState(params.get('q') ?? '');
  const supplier = useSelectedSupplier();

  // Search as you type: the address follows the box after a short pause.
  useEffect(() => {
    const next = typed.trim();
    if (next === query) return;
    const timer = window.setTimeout(
      () => setParams(next ? { q: next } : {}, { replace: true }),
      SEARCH_DEBOUNCE_MS,
    );
    return () => window.clearTimeout(timer);
  }, [typed, query, setParams]);

  useEffect(() => {
    if (query) trackSearch(query);
  }, [query]);

  const { data, loading, error, fetchMore, refetch } = useQuery(OfferSearchDocument, {
    variables: { query, supplierId: supplier?.id, page: 1, perPage: SEARCH_PAGE_SIZE },
    skip: query.length === 0,
    notifyOnNetworkStatusChange: true,
  });
  const result = data?.offerSearch;
  const nextPage = result?.nextPage ?? null;
  const [loadingMore, setLoadingMore] = useState(false);

  const loadMore = () => {
    if (!nextPage || loadingMore) return;
    setLoadingMore(true);
    void fetchMore({ variables: { page: nextPage } }).finally(() => setLoadingMore(false));
  };
  const loadMoreRef = useRef(loadMore);
  useEffect(() => {
    loadMoreRef.current = loadMore;
  });

  const sentinel = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = sentinel.current;
    if (!element || !nextPage || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) loadMoreRef.current();
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [nextPage]);

  return (
    <>
      <form
        role="search"
        className="search-form"
        onSubmit={(event) => {
          event.preventDefault();
          const next = typed.trim();
          setParams(next ? { q: next } : {}, { replace: true });
        }}
      >
        <label htmlFor="search-box" className="visually-hidden">
          {t`Search products`}
        </label>
        <input
          id="search-box"
          type="search"
          maxLength={200}
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
          placeholder={t`Search products, e.g. maize meal`}
          autoComplete="off"
          enterKeyHint="search"
          autoFocus
        />
        <button type="submit" className="icon-button" aria-label={t`Search`}>
          <SearchIcon />
        </button>
      </form>
      {!query ? (
        <p className="empty">
          <Trans>Type what you are looking for.</Trans>
        </p>
      ) : loading && !result ? (
        <ListSkeleton />
      ) : error && !result ? (
        <ErrorNotice onRetry={() => void refetch()} />
      ) : result && result.offers.length === 0 ? (
        <p className="empty" role="status">
          <Trans>"{query}" did not return any results</Trans>
        </p>
      ) : (
        result && (
          <>
            <ul className="offer-list" aria-label={t`Search results`}>
              {result.offers.map((offer) => (
                <OfferCard
                  key={offer.id}
                  offer={offer}
                  listName="Search"
                  showSupplier={!supplier}
                />
              ))}
            </ul>
            {nextPage && (
              <div ref={sentinel} className="load-more">
                <button
                  type="button"
                  className="button is-secondary"
                  onClick={loadMore}
                  disabled={loadingMore}
                >
                  {loadingMore ? <Trans>Loading…</Trans> : <Trans>Show more</Trans>}
                </button>
              </div>
            )}
          </>
        )
      )}
    </>
  );
}
