/**
 * Search (`/search?q=`): results as the shopper types in the toolbar's field (ToolbarSearch), the chosen branch's offers or,
 * in Price comparison mode, each product's cheapest offer nearby; more pages by `nextPage` when
 * the end of the list scrolls into view (or on "Show more"); categories to try when nothing
 * matched; and, while the box is empty, the recent searches (one tap to search again) and the
 * top categories.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect } from 'react';
import { Link, useSearchParams } from 'react-router';
import { trackSearch } from '../../lib/analytics';
import { ErrorNotice, ListSkeleton } from '../../ui/states';
import { OfferCard } from '../offers/OfferCard';
import { useSelectedBranch } from '../../core/selected-supplier';
import { forgetRecentSearches, useRecentSearches } from './recent-searches';
import { useRememberSearch } from './use-remember-search';
import { LoadMore } from '../../ui/LoadMore';
import { BrowseCategories } from './BrowseCategories';
import { NearbyNote, NoResults, ShowingResultsFor } from './SearchResultParts';
import { showingMorePath, shownOf } from '../../lib/shown';
import { isExact, SEARCH_PAGING } from './search-params';
import { useSearchResults } from './useSearchResults';
import { branchesThenBack } from '../../core/branches-then-back';

export function SearchPage() {
  const { t } = useLingui();
  const [params, setParams] = useSearchParams();
  const query = (params.get('q') ?? '').trim();
  const exactly = isExact(params);
  const supplier = useSelectedBranch();

  useEffect(() => {
    if (query) trackSearch(query);
  }, [query]);

  const shown = shownOf(params, SEARCH_PAGING);
  const results = useSearchResults(query, supplier?.id, exactly, shown);
  const hits = results.hits;
  useRememberSearch(query && hits && hits.length > 0 ? query : null);
  const recent = useRecentSearches();

  return (
    <>
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
                    <button type="button" className="chip" onClick={() => setParams({ q: item })}>
                      {item}
                    </button>
                  </li>
                ))}
              </ul>
            </section>
          )}
          <BrowseCategories supplierId={supplier?.id ?? null} />
        </>
      ) : results.loading && !hits ? (
        <>
          {!supplier && (
            // Read only with JavaScript off: the branches near the shopper come from the device's
            // position, which only a script can ask for; a branch's results are in the page.
            <noscript>
              <p className="empty">
                <Trans>
                  To search the branches near you, switch JavaScript on, or{' '}
                  <Link to={branchesThenBack(`/search?${params.toString()}`)}>choose a branch</Link>
                  : its results show without it.
                </Trans>
              </p>
            </noscript>
          )}
          {/* Without a branch nothing fills it but the scripts: not shown without them. */}
          <div className={supplier ? undefined : 'needs-script'}>
            <ListSkeleton />
          </div>
        </>
      ) : results.error && !hits ? (
        <ErrorNotice onRetry={results.retry} />
      ) : hits && hits.length === 0 ? (
        <NoResults
          query={query}
          categories={results.suggestedCategories}
          didYouMean={results.didYouMean}
          onSearch={(words) => setParams({ q: words })}
          elsewhere={results.elsewhere}
          branchName={supplier?.name ?? undefined}
        />
      ) : (
        hits && (
          <>
            {results.showingResultsFor && (
              <ShowingResultsFor corrected={results.showingResultsFor} typed={query} />
            )}
            <ul className="offer-list" aria-label={t`Search results`}>
              {hits.map((hit, index) => (
                <OfferCard
                  key={hit.offer.id}
                  id={`result-${index + 1}`}
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
              failed={results.loadMoreFailed}
              onLoadMore={results.loadMore}
              // Without the scripts, a page with more: only a branch's results are the server's.
              nextPageHref={
                supplier && hits.length === shown
                  ? showingMorePath('/search', params, shown, SEARCH_PAGING)
                  : null
              }
            />
          </>
        )
      )}
    </>
  );
}
