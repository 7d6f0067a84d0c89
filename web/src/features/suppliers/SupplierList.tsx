/** Nearby branches for the selector dialog: located, fetched, with the market "Price comparison" entry. */
import { useQuery } from '@apollo/client/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect } from 'react';
import { useAppConfig } from '../../app/config/app-config';
import { DATA_FREE_RADIUS_KM, isDataFree } from '../../app/config/data-free';
import { SuppliersNearDocument, type SuppliersNearQuery } from './SuppliersNear.generated';
import { SupplierCard } from './SupplierCard';
import { usePosition } from './position';
import type { SelectedSupplier } from './selected-supplier';

type NearbySupplier = SuppliersNearQuery['suppliersNear'][number];

interface Props {
  selected: SelectedSupplier | null;
  onChoose: (supplier: SelectedSupplier | null) => void;
  /** Called once with the branches found (agency mode auto-selects a single one). */
  onLoaded?: (suppliers: NearbySupplier[]) => void;
}

export function SupplierList({ selected, onChoose, onLoaded }: Props) {
  const { t } = useLingui();
  const { mode } = useAppConfig();
  const position = usePosition();
  const { data, loading, error, refetch } = useQuery(SuppliersNearDocument, {
    variables: {
      lat: position?.lat ?? 0,
      lon: position?.lon ?? 0,
      radiusKm: isDataFree() ? DATA_FREE_RADIUS_KM : undefined,
    },
    skip: !position,
  });

  const suppliers = data?.suppliersNear;
  useEffect(() => {
    if (suppliers) onLoaded?.(suppliers);
    // Only when the list arrives.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [suppliers]);

  if (!position || loading) {
    return (
      <div className="skeleton-list" aria-busy="true">
        <p className="muted">
          {position ? (
            <Trans>Finding branches near you…</Trans>
          ) : (
            <Trans>Finding your location…</Trans>
          )}
        </p>
        {[0, 1, 2].map((row) => (
          <div key={row} className="skeleton-row" />
        ))}
      </div>
    );
  }

  if (error) {
    return (
      <div className="notice is-error" role="alert">
        <p>
          <Trans>We could not load the branches near you.</Trans>
        </p>
        <button type="button" className="button" onClick={() => void refetch()}>
          <Trans>Try again</Trans>
        </button>
      </div>
    );
  }

  return (
    <>
      {position.source === 'default' && (
        <p className="muted">
          <Trans>
            We could not get your location, so these branches are near Cape Town's northern suburbs.
          </Trans>
        </p>
      )}
      <ul className="supplier-list" aria-label={t`Branches`}>
        {mode === 'MARKET' && (
          <li className="supplier-card is-comparison" aria-label={t`Price comparison`}>
            <span className="supplier-image comparison-icon" aria-hidden="true">
              R
            </span>
            <div className="supplier-body">
              <h3>
                <Trans>Price comparison</Trans>
              </h3>
              <p className="muted">
                <Trans>See every branch's price and compare your basket.</Trans>
              </p>
            </div>
            <button type="button" className="button" onClick={() => onChoose(null)}>
              {selected === null ? <Trans>Stay here</Trans> : <Trans>Shop here</Trans>}
            </button>
          </li>
        )}
        {(suppliers ?? []).map((supplier) => (
          <SupplierCard
            key={supplier.id}
            supplier={supplier}
            current={supplier.id === selected?.id}
            onChoose={(chosen) => onChoose({ id: chosen.id, name: chosen.name })}
          />
        ))}
      </ul>
      {suppliers?.length === 0 && (
        <p className="empty">
          <Trans>No branches nearby</Trans>
        </p>
      )}
    </>
  );
}
