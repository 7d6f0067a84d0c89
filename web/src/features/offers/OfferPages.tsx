/**
 * Promotions, leaflet promotions, stokvel offers and combos: the chosen branch's, or in Price
 * comparison mode (no branch) those of every branch nearby, each with its branch.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { Suspense, useState, type ReactNode } from 'react';
import { Link, useLoaderData } from 'react-router';
import { usePreloadedQuery } from '../../apollo/use-preloaded-query';
import { useAppConfig } from '../../core/config/app-config';
import type {
  CombosLoaderData,
  LeafletPromotionsLoaderData,
  PromotionsLoaderData,
  StokvelLoaderData,
} from './loaders';
import { formatMoney } from '../../lib/money';
import { ListSkeleton } from '../../ui/states';
import { useSelectedSupplier } from '../../core/selected-supplier';
import { LeafletCard } from './LeafletCard';
import { LeafletViewer } from './LeafletViewer';
import type { LeafletCard_LeafletFragment } from './LeafletCard_leaflet.generated';
import { NearbyOfferList } from './NearbyOfferList';
import { largestStokvelSaving } from './stokvel-saving';
import { OfferList } from './OfferList';

/**
 * The chosen branch's list (its query started by the route's loader in loaders.ts), or the
 * nearby branches' list in Price comparison mode.
 */
function ByMode<TRef>({
  queryRef,
  branch,
  nearby,
}: {
  queryRef: TRef | null;
  branch: (queryRef: TRef) => ReactNode;
  nearby: ReactNode;
}) {
  const supplier = useSelectedSupplier();
  if (!supplier) return <>{nearby}</>;
  // A branch just chosen: the loader runs again with it.
  if (!queryRef) return <ListSkeleton />;
  return <Suspense fallback={<ListSkeleton />}>{branch(queryRef)}</Suspense>;
}

export function PromotionsPage() {
  const { t } = useLingui();
  return (
    <ByMode
      queryRef={useLoaderData<PromotionsLoaderData>().queryRef}
      branch={(queryRef) => <Promotions queryRef={queryRef} />}
      nearby={
        <NearbyOfferList list="ACTIVE_PROMOTIONS" listName="Promotions" label={t`Promotions`} />
      }
    />
  );
}

function Promotions({ queryRef }: { queryRef: NonNullable<PromotionsLoaderData['queryRef']> }) {
  const { t } = useLingui();
  const { data, error, refetch } = usePreloadedQuery(queryRef);
  return (
    <OfferList
      offers={data?.activePromotions}
      loading={false}
      error={error}
      onRetry={() => void refetch()}
      listName="Promotions"
      label={t`Promotions`}
    />
  );
}

export function LeafletPromotionsPage() {
  const { t } = useLingui();
  return (
    <ByMode
      queryRef={useLoaderData<LeafletPromotionsLoaderData>().queryRef}
      branch={(queryRef) => <LeafletPromotions queryRef={queryRef} />}
      nearby={
        <>
          <p>
            <Link to="/leaflets">
              <Trans>Leaflets of the branches near you</Trans>
            </Link>
          </p>
          <h2>
            <Trans>Leaflet specials</Trans>
          </h2>
          <NearbyOfferList
            list="PROMOTIONS"
            listName="Leaflet promotions"
            label={t`Leaflet specials`}
          />
        </>
      }
    />
  );
}

function LeafletPromotions({
  queryRef,
}: {
  queryRef: NonNullable<LeafletPromotionsLoaderData['queryRef']>;
}) {
  const { t } = useLingui();
  const { data, error, refetch } = usePreloadedQuery(queryRef);
  const [open, setOpen] = useState<LeafletCard_LeafletFragment | null>(null);
  return (
    <>
      {open && <LeafletViewer leaflet={open} onClose={() => setOpen(null)} />}
      {data && data.leaflets.length > 0 && (
        <section aria-labelledby="branch-leaflets">
          <h2 id="branch-leaflets">
            <Trans>This branch's leaflets</Trans>
          </h2>
          <ul className="leaflet-list">
            {data.leaflets.map((leaflet) => (
              <LeafletCard key={leaflet.id} leaflet={leaflet} onOpen={setOpen} />
            ))}
          </ul>
        </section>
      )}
      <h2>
        <Trans>Leaflet specials</Trans>
      </h2>
      <OfferList
        offers={data?.promotions}
        loading={false}
        error={error}
        onRetry={() => void refetch()}
        listName="Leaflet promotions"
        label={t`Leaflet specials`}
      />
    </>
  );
}

export function StokvelPage() {
  const { t } = useLingui();
  return (
    <ByMode
      queryRef={useLoaderData<StokvelLoaderData>().queryRef}
      branch={(queryRef) => <Stokvel queryRef={queryRef} />}
      nearby={
        <>
          <p className="muted">
            <Trans>Buy in bulk with your stokvel and pay less per item.</Trans>
          </p>
          <NearbyOfferList list="ACTIVE_STOKVEL" listName="Stokvel" label={t`Stokvel offers`} />
        </>
      }
    />
  );
}

function Stokvel({ queryRef }: { queryRef: NonNullable<StokvelLoaderData['queryRef']> }) {
  const { t } = useLingui();
  const { currencySymbol } = useAppConfig();
  const { data, error, refetch } = usePreloadedQuery(queryRef);
  const offers = data?.activeStokvelOffers;
  const saving = offers && largestStokvelSaving(offers);
  return (
    <>
      <p className="muted">
        <Trans>Buy in bulk with your stokvel and pay less per item.</Trans>
      </p>
      {!!saving && (
        <p className="saving">
          <Trans>Save up to {formatMoney(saving, currencySymbol)} on these bulk buys</Trans>
        </p>
      )}
      <OfferList
        offers={offers}
        loading={false}
        error={error}
        onRetry={() => void refetch()}
        listName="Stokvel"
        label={t`Stokvel offers`}
      />
    </>
  );
}

export function CombosPage() {
  const { t } = useLingui();
  return (
    <ByMode
      queryRef={useLoaderData<CombosLoaderData>().queryRef}
      branch={(queryRef) => <Combos queryRef={queryRef} />}
      nearby={<NearbyOfferList list="COMBOS" listName="Combos" label={t`Combos`} />}
    />
  );
}

function Combos({ queryRef }: { queryRef: NonNullable<CombosLoaderData['queryRef']> }) {
  const { t } = useLingui();
  const { data, error, refetch } = usePreloadedQuery(queryRef);
  return (
    <OfferList
      offers={data?.combos}
      loading={false}
      error={error}
      onRetry={() => void refetch()}
      listName="Combos"
      label={t`Combos`}
    />
  );
}
