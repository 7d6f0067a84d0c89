/**
 * Promotions, leaflet promotions, stokvel offers and combos: the chosen branch's, or in Price
 * comparison mode (no branch) those of every branch nearby, each with its branch.
 */
import { useQuery } from '@apollo/client/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { useAppConfig } from '../../app/config/app-config';
import { ActivePromotionsDocument } from './ActivePromotions.generated';
import { AllPromotionsDocument } from './AllPromotions.generated';
import { CombosDocument } from './Combos.generated';
import { StokvelOffersDocument } from './StokvelOffers.generated';
import { formatMoney } from '../../lib/money';
import { useSelectedSupplier } from '../suppliers/selected-supplier';
import { LeafletCard } from './LeafletCard';
import { LeafletViewer } from './LeafletViewer';
import type { LeafletCard_LeafletFragment } from './LeafletCard_leaflet.generated';
import { NearbyOfferList } from './NearbyOfferList';
import { OfferList } from './OfferList';

/** The chosen branch's list, or the nearby branches' list in Price comparison mode. */
function ByMode({
  branch,
  nearby,
}: {
  branch: (supplierId: string) => ReactNode;
  nearby: ReactNode;
}) {
  const supplier = useSelectedSupplier();
  return <>{supplier ? branch(supplier.id) : nearby}</>;
}

export function PromotionsPage() {
  const { t } = useLingui();
  return (
    <ByMode
      branch={(supplierId) => <Promotions supplierId={supplierId} />}
      nearby={
        <NearbyOfferList list="ACTIVE_PROMOTIONS" listName="Promotions" label={t`Promotions`} />
      }
    />
  );
}

function Promotions({ supplierId }: { supplierId: string }) {
  const { t } = useLingui();
  const { data, loading, error, refetch } = useQuery(ActivePromotionsDocument, {
    variables: { supplierId },
  });
  return (
    <OfferList
      offers={data?.activePromotions}
      loading={loading}
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
      branch={(supplierId) => <LeafletPromotions supplierId={supplierId} />}
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

function LeafletPromotions({ supplierId }: { supplierId: string }) {
  const { t } = useLingui();
  const { data, loading, error, refetch } = useQuery(AllPromotionsDocument, {
    variables: { supplierId },
  });
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
        loading={loading}
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
      branch={(supplierId) => <Stokvel supplierId={supplierId} />}
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

function Stokvel({ supplierId }: { supplierId: string }) {
  const { t } = useLingui();
  const { currencySymbol } = useAppConfig();
  const { data, loading, error, refetch } = useQuery(StokvelOffersDocument, {
    variables: { supplierId },
  });
  const offers = data?.activeStokvelOffers;
  const saving = offers?.reduce(
    (sum, offer) => sum + offer.savingInCents * (offer.stokvelMinQuantity ?? 1),
    0,
  );
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
        loading={loading}
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
      branch={(supplierId) => <Combos supplierId={supplierId} />}
      nearby={<NearbyOfferList list="COMBOS" listName="Combos" label={t`Combos`} />}
    />
  );
}

function Combos({ supplierId }: { supplierId: string }) {
  const { t } = useLingui();
  const { data, loading, error, refetch } = useQuery(CombosDocument, {
    variables: { supplierId },
  });
  return (
    <OfferList
      offers={data?.combos}
      loading={loading}
      error={error}
      onRetry={() => void refetch()}
      listName="Combos"
      label={t`Combos`}
    />
  );
}
