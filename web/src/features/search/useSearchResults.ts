/**
 * The results of a search, the same shape in both modes: with a branch chosen, that branch's
 * offers (`offerSearch`); in Price comparison mode, each pack (brand and size) once with its
 * cheapest offer at the nearby branches (`nearbyProductSearch`, which the gateway fans out to
 * them), so the 10 kg bag is there as well as the 2.5 kg one.
 */
import { useQuery } from '@apollo/client/react';
import { DATA_FREE_RADIUS_KM, isDataFree } from '../../core/config/data-free';
import { NearbyProductSearchDocument } from './NearbyProductSearch.generated';
import { OfferSearchDocument } from './OfferSearch.generated';
import type { CategoryTile_CategoryFragment } from '../catalogue/CategoryTile_category.generated';
import type { Offer } from '../offers/offer-model';
import { usePosition } from '../../core/position';
import { SEARCH_PAGE_SIZE } from './page-size';
import { useLoadMore } from '../../ui/use-load-more';

export interface SearchHit {
  offer: Offer;
  /** Price comparison mode: how many nearby branches sell this very pack. */
  branchCount?: number;
}

/** A product the chosen branch does not sell, at the nearest branch selling it. */
export interface ElsewhereHit {
  offer: Offer;
  branch: { id: string; name: string; distanceKm: number | null };
}

export interface SearchResults {
  hits: SearchHit[] | undefined;
  suggestedCategories: CategoryTile_CategoryFragment[];
  /** When nothing matched: the query spelt as the catalogue spells it, or null. */
  didYouMean: string | null;
  /** The confident correction the hits were found for, when the words typed found nothing. */
  showingResultsFor: string | null;
  /** When nothing matched at the chosen branch: where the other branches near it sell it. */
  elsewhere: ElsewhereHit[];
  nextPage: number | null;
  loading: boolean;
  error: unknown;
  loadingMore: boolean;
  /** The last next page asked for did not come. */
  loadMoreFailed: boolean;
  loadMore: () => void;
  retry: () => void;
}

/**
 * `exactly`: search the words typed, with no correction searched in their place. `perPage`: the
 * results in each page, the first page showing them all (the search address's `shown`).
 */
export function useSearchResults(
  query: string,
  supplierId: string | undefined,
  exactly = false,
  perPage = SEARCH_PAGE_SIZE,
): SearchResults {
  const market = !supplierId;
  const position = usePosition(market && query.length > 0);
  const more = useLoadMore();

  const branch = useQuery(OfferSearchDocument, {
    variables: { query, supplierId, page: 1, perPage, exactly },
    skip: market || query.length === 0,
    notifyOnNetworkStatusChange: true,
  });
  const nearby = useQuery(NearbyProductSearchDocument, {
    variables: {
      query,
      lat: position?.lat ?? 0,
      lon: position?.lon ?? 0,
      radiusKm: isDataFree() ? DATA_FREE_RADIUS_KM : undefined,
      page: 1,
      perPage,
      exactly,
    },
    skip: !market || !position || query.length === 0,
    notifyOnNetworkStatusChange: true,
  });

  const branchPage = branch.data?.offerSearch;
  const nearbyPage = nearby.data?.nearbyProductSearch;
  const hits: SearchHit[] | undefined = market
    ? nearbyPage?.packs.map((pack) => ({
        offer: pack.cheapestOffer,
        branchCount: pack.branchCount,
      }))
    : branchPage?.offers.map((offer) => ({ offer }));
  const page = market ? nearbyPage : branchPage;
  const nextPage = page?.nextPage ?? null;
  const active = market ? nearby : branch;

  return {
    hits,
    suggestedCategories: page?.suggestedCategories ?? [],
    didYouMean: page?.didYouMean ?? null,
    showingResultsFor: page?.showingResultsFor ?? null,
    elsewhere: market
      ? []
      : (branchPage?.elsewhere ?? []).map((product) => ({
          offer: product.cheapestOffer,
          branch: product.cheapestAt,
        })),
    nextPage,
    // Price comparison waits for the shopper's position (at most the 10 s geolocation timeout).
    loading: active.loading || (market && !position),
    error: active.error,
    loadingMore: more.loading,
    loadMoreFailed: more.failed,
    loadMore: () => {
      if (nextPage) more.run(() => active.fetchMore({ variables: { page: nextPage } }));
    },
    retry: () => void active.refetch(),
  };
}
