/**
 * Search (`/search?q=`): results as the shopper types (debounced), the chosen branch's offers or,
 * in Price comparison mode, each product's cheapest offer nearby; more pages by `nextPage` when
 * the end of the list scrolls into view (or on "Show more"); categories to try when nothing
 * matched; and the recent searches (one tap to search again) while the box is empty.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { trackSearch } from '../../lib/analytics';
import { SearchIcon } from '../../ui/icons';
import { ErrorNotice, ListSkeleton } from '../../ui/states';
import { OfferCard } from '../offers/OfferCard';
import { useSelectedSupplier } from '../suppliers/selected-supplier';
import { forgetRecentSearches, rememberSearch, useRecentSearches } from './recent-searches';
import { LoadMore } from '../../ui/LoadMore';
import { NearbyNote, NoResults } from './SearchResultParts';
import { useSearchResults } from './useSearchResults';

export const SEARCH_DEBOUNCE_MS = 300;
/** A search whose results stayed on screen this long is remembered (the shopper read them). */
export const REMEMBER_AFTER_MS = 2_000;

/**
 * Remembers the search whose results are shown: after a pause, or when the shopper leaves the
 * page with them on screen. What is typed on the way (results changing quickly) is not kept.
 */
function useRememberSearch(shown: string | null): void {
  const last = useRef(shown);
  last.current = shown;
  useEffect(() => {
    if (!shown) return;
    const timer = window.setTimeout(() => rememberSearch(shown), REMEMBER_AFTER_MS);
    return () => window.clearTimeout(timer);
  }, [shown]);
  useEffect(() => {
    const current = last;
    return () => {
      if (current.current) rememberSearch(current.current);
    };
  }, []);
}
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

  const results = useSearchResults(query, supplier?.id);
  const hits = results.hits;
  useRememberSearch(query && hits && hits.length > 0 ? query : null);
  const recent = useRecentSearches();

  return (
    <>
      <form
        role="search"
        className="search-form"
        onSubmit={(event) => {
          event.preventDefault();
          const next = typed.trim();
          if (next) rememberSearch(next);
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
        <>
          <p className="empty">
            <Trans>Type what you are looking for.</Trans>
          </p>
          {recent.length > 0 && (
            <section className="recent-searches" aria-labelledby="recent-heading">
              <div className="recent-searches-head">
                <h2 id="recent-heading">
                  <Trans>Recent searches</Trans>
                </h2>
                <button
                  type="button"
                  className="link-button"
                  aria-label={t`Clear recent searches`}
                  onClick={forgetRecentSearches}
                >
                  <Trans>Clear</Trans>
                </button>
              </div>
              <ul aria-labelledby="recent-heading">
                {recent.map((item) => (
                  <li key={item}>
                    <button
                      type="button"
                      className="chip"
                      onClick={() => {
                        setTyped(item);
                        setParams({ q: item });
                      }}
                    >
                      {item}
                    </button>
                  </li>
                ))}
              </ul>
            </section>
          )}
        </>
      ) : results.loading && !hits ? (
        <ListSkeleton />
      ) : results.error && !hits ? (
        <ErrorNotice onRetry={results.retry} />
      ) : hits && hits.length === 0 ? (
        <NoResults query={query} categories={results.suggestedCategories} />
      ) : (
        hits && (
          <>
            <ul className="offer-list" aria-label={t`Search results`}>
              {hits.map((hit) => (
                <OfferCard
                  key={hit.offer.id}
                  offer={hit.offer}
                  listName="Search"
                  showSupplier={!supplier}
                  note={hit.branchCount ? <NearbyNote branchCount={hit.branchCount} /> : undefined}
                />
              ))}
            </ul>
            <LoadMore
              hasMore={results.nextPage !== null}
              loading={results.loadingMore}
              onLoadMore={results.loadMore}
            />
          </>
        )
      )}
    </>
  );
}
