/**
 * Price comparison mode: one offer list (promotions, stokvel, combos) of every branch near the
 * shopper, cheapest first, each card naming its branch and distance; paged by "Show more". Combos
 * come once each, at their cheapest branch, with how many branches have them.
 */
import { useQuery } from '@apollo/client/react';
import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { DATA_FREE_RADIUS_KM, isDataFree } from '../../core/config/data-free';
import { NearbyOffersDocument } from './NearbyOffers.generated';
import type { NearbyOfferList as ListName } from '../../generated/types';
import { formatDistanceKm } from '../../lib/distance';
import { LoadMore } from '../../ui/LoadMore';
import { useLoadMore } from '../../ui/use-load-more';
import { Empty, ErrorNotice, ListSkeleton } from '../../ui/states';
import { usePosition } from '../../core/position';
import { Link, useLocation } from 'react-router';
import { NearbyNeedsScripts } from './NearbyNeedsScripts';
import { OfferCard } from './OfferCard';
import { branchesThenBack } from '../../core/branches-then-back';

export const NEARBY_OFFERS_PAGE_SIZE = 20;

interface Props {
  list: ListName;
  /** Name of the list for analytics, e.g. `Promotions`. */
  listName: string;
  label: string;
  empty?: ReactNode;
}

export function NearbyOfferList({ list, listName, label, empty }: Props) {
  const { pathname } = useLocation();
  const position = usePosition();
  const more = useLoadMore();
  const { data, loading, error, refetch, fetchMore } = useQuery(NearbyOffersDocument, {
    variables: {
      list,
      lat: position?.lat ?? 0,
      lon: position?.lon ?? 0,
      radiusKm: isDataFree() ? DATA_FREE_RADIUS_KM : undefined,
      page: 1,
      perPage: NEARBY_OFFERS_PAGE_SIZE,
    },
    skip: !position,
    notifyOnNetworkStatusChange: true,
  });
  const page = data?.nearbyOffers;

  if (!page && !position)
    return (
      <NearbyNeedsScripts>
        <Trans>
          To see the offers of the branches near you, switch JavaScript on, or{' '}
          <Link to={branchesThenBack(pathname)}>choose a branch</Link>: its offers show without it.
        </Trans>
      </NearbyNeedsScripts>
    );
  if (!page && loading) return <ListSkeleton />;
  if (!page && error) return <ErrorNotice onRetry={() => void refetch()} />;
  if (!page || page.offers.length === 0) return <Empty>{empty}</Empty>;

  const nextPage = page.nextPage;
  const total = page.total;
  return (
    <>
      <p className="muted list-summary">
        <Trans>{total} offers at the branches near you, cheapest first.</Trans>
      </p>
      <ul className="offer-list" aria-label={label}>
        {page.offers.map(({ offer, supplier, branchCount }) => {
          const distance =
            supplier.distanceKm == null ? null : formatDistanceKm(supplier.distanceKm);
          // A combo is listed once, at its cheapest branch: say how many branches have it.
          const note =
            branchCount > 1 ? (
              distance ? (
                <Trans>
                  {distance} · cheapest of {branchCount}
                </Trans>
              ) : (
                <Trans>Cheapest of {branchCount}</Trans>
              )
            ) : (
              (distance ?? undefined)
            );
          return (
            <OfferCard key={offer.id} offer={offer} listName={listName} showSupplier note={note} />
          );
        })}
      </ul>
      <LoadMore
        hasMore={nextPage !== null}
        loading={more.loading}
        failed={more.failed}
        onLoadMore={() => {
          if (nextPage !== null) more.run(() => fetchMore({ variables: { page: nextPage } }));
        }}
      />
    </>
  );
}
