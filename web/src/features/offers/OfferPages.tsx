/** Promotions, leaflet promotions, stokvel offers and combos of the chosen branch. */
import { useQuery } from '@apollo/client/react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { useAppConfig } from '../../app/config/app-config';
import {
  ActivePromotionsDocument,
  AllPromotionsDocument,
  CombosDocument,
  StokvelOffersDocument,
} from '../../generated/graphql';
import { formatMoney } from '../../lib/money';
import { Empty } from '../../ui/states';
import { useSelectedSupplier } from '../suppliers/selected-supplier';
import { LeafletCard } from './LeafletCard';
import { OfferList } from './OfferList';

function NeedsBranch({ children }: { children: (supplierId: string) => ReactNode }) {
  const supplier = useSelectedSupplier();
  if (!supplier) {
    return (
      <Empty>
        <Trans>Choose a branch to see its offers.</Trans>
      </Empty>
    );
  }
  return <>{children(supplier.id)}</>;
}

export function PromotionsPage() {
  return <NeedsBranch>{(supplierId) => <Promotions supplierId={supplierId} />}</NeedsBranch>;
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
  return <NeedsBranch>{(supplierId) => <LeafletPromotions supplierId={supplierId} />}</NeedsBranch>;
}

function LeafletPromotions({ supplierId }: { supplierId: string }) {
  const { t } = useLingui();
  const { data, loading, error, refetch } = useQuery(AllPromotionsDocument, {
    variables: { supplierId },
  });
  return (
    <>
      {data && data.leaflets.length > 0 && (
        <section aria-labelledby="branch-leaflets">
          <h2 id="branch-leaflets">
            <Trans>This branch's leaflets</Trans>
          </h2>
          <ul className="leaflet-list">
            {data.leaflets.map((leaflet) => (
              <LeafletCard key={leaflet.id} leaflet={leaflet} />
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
  return <NeedsBranch>{(supplierId) => <Stokvel supplierId={supplierId} />}</NeedsBranch>;
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
  return <NeedsBranch>{(supplierId) => <Combos supplierId={supplierId} />}</NeedsBranch>;
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
