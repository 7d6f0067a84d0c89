/**
 * Nearby branches for the selector dialog: located (or near the suburb or town the shopper typed),
 * fetched, with the market "Price comparison" entry; a place no branch serves says so.
 */
import { ChooseButton } from './ChooseButton';
import { useQuery } from '@apollo/client/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect } from 'react';
import { useAppConfig } from '../../core/config/app-config';
import type { Position } from '../../lib/geolocation';
import { SuppliersNearDocument, type SuppliersNearQuery } from './SuppliersNear.generated';
import { CompareIcon } from '../../ui/icons';
import { SupplierCard } from './SupplierCard';
import { NotDeliveredNotice } from './NotDeliveredNotice';
import { PlaceSearch } from './PlaceSearch';
import { choosePlace, usePosition } from '../../core/position';
import { nearVariables } from './service-area';
import type { BranchChoice, SelectedSupplier } from '../../core/selected-supplier';

type NearbySupplier = SuppliersNearQuery['suppliersNear'][number];

interface Props {
  selected: SelectedSupplier | null;
  onChoose: (supplier: BranchChoice | null) => void;
  /** Called once with the branches found (agency mode auto-selects a single one). */
  onLoaded?: (suppliers: NearbySupplier[]) => void;
}

export function SupplierList({ selected, onChoose, onLoaded }: Props) {
  const { t } = useLingui();
  const { mode } = useAppConfig();
  const position = usePosition();
  const { data, loading, error, refetch } = useQuery(SuppliersNearDocument, {
    variables: nearVariables(position),
    skip: !position,
  });

  const suppliers = data?.suppliersNear;
  useEffect(() => {
    if (suppliers) onLoaded?.(suppliers);
    // Only when the list arrives.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [suppliers]);

  const placeField = (
    <PlaceSearch
      onChoose={(place) =>
        choosePlace({
          name: place.name,
          lat: place.location.latitude,
          lon: place.location.longitude,
        })
      }
    />
  );

  // The field is the first thing drawn whatever the list is doing, so it stays the same field:
  // drawn inside each state's own box, it was a new, empty one when the branches arrived, and
  // what the shopper had typed meanwhile was gone.
  if (!position || loading) {
    return (
      <>
        {placeField}
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
      </>
    );
  }

  if (error) {
    return (
      <>
        {placeField}
        <div className="notice is-error" role="alert">
          <p>
            <Trans>We could not load the branches near you.</Trans>
          </p>
          <button type="button" className="button" onClick={() => void refetch()}>
            <Trans>Try again</Trans>
          </button>
        </div>
      </>
    );
  }

  const unserved = suppliers?.length === 0;
  return (
    <>
      {placeField}
      <WhereNote position={position} unserved={unserved} />
      {mode === 'MARKET' && !unserved && (
        // A way to shop, not a branch: it stands apart from the list of branches.
        <section className="comparison-choice" aria-label={t`Price comparison`}>
          <span className="comparison-choice-icon" aria-hidden="true">
            <CompareIcon />
          </span>
          <div className="supplier-body">
            <h3>
              <Trans>Price comparison</Trans>
            </h3>
            <p className="muted">
              <Trans>See every branch's price and compare your basket.</Trans>
            </p>
          </div>
          <ChooseButton chosen={selected === null} branchId="" onChoose={() => onChoose(null)} />
        </section>
      )}
      <ul className="supplier-list" aria-label={t`Branches`}>
        {(suppliers ?? []).map((supplier) => (
          <SupplierCard
            key={supplier.id}
            supplier={supplier}
            current={supplier.id === selected?.id}
            onChoose={(chosen) => onChoose({ id: chosen.id, name: chosen.name })}
          />
        ))}
      </ul>
    </>
  );
}

/** Where the branches listed are near, and a way back to the device's own position. */
function WhereNote({ position, unserved }: { position: Position; unserved: boolean }) {
  const place = position.placeName;
  const backToDevice = (
    <button type="button" className="link-button" onClick={() => choosePlace(null)}>
      <Trans>Use my location</Trans>
    </button>
  );
  if (unserved) {
    return (
      <NotDeliveredNotice place={place ?? null}>
        <p>
          <Trans>Our branches are in Cape Town. Type another suburb or town to see them.</Trans>
        </p>
        {position.source === 'place' && backToDevice}
      </NotDeliveredNotice>
    );
  }
  if (position.source === 'place') {
    return (
      <p className="muted where-note">
        <Trans>Branches near {place}</Trans> · {backToDevice}
      </p>
    );
  }
  if (position.source === 'default') {
    return (
      <p className="muted where-note">
        <Trans>We could not get your location.</Trans>{' '}
        <Trans>Type your suburb or town to see the branches near you.</Trans>
      </p>
    );
  }
  return (
    <p className="muted where-note">
      <Trans>Branches near your location</Trans>
    </p>
  );
}
