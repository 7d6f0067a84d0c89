/** Leaflets of every branch near the shopper, within a radius the shopper picks. */
import { useQuery } from '@apollo/client/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { DATA_FREE_RADIUS_KM, isDataFree } from '../../app/config/data-free';
import { LeafletsNearDocument } from './LeafletsNear.generated';
import { Empty, ErrorNotice, ListSkeleton } from '../../ui/states';
import { usePosition } from '../suppliers/position';
import { LeafletCard } from './LeafletCard';

export const LEAFLET_RADII_KM = [5, 10, 15, 25, 50];

export function LeafletsPage() {
  const { t } = useLingui();
  const position = usePosition();
  const [radiusKm, setRadiusKm] = useState(isDataFree() ? DATA_FREE_RADIUS_KM : 15);
  const { data, loading, error, refetch } = useQuery(LeafletsNearDocument, {
    variables: { lat: position?.lat ?? 0, lon: position?.lon ?? 0, radiusKm },
    skip: !position,
  });

  return (
    <>
      <label className="field-inline">
        <span>{t`Distance`}</span>
        <select value={radiusKm} onChange={(event) => setRadiusKm(Number(event.target.value))}>
          {LEAFLET_RADII_KM.map((km) => (
            <option key={km} value={km}>
              {t`Within ${km} km`}
            </option>
          ))}
        </select>
      </label>
      {!position || (loading && !data) ? (
        <ListSkeleton rows={3} />
      ) : error && !data ? (
        <ErrorNotice onRetry={() => void refetch()} />
      ) : data?.leafletsNear.length ? (
        <ul className="leaflet-list" aria-label={t`Leaflets`}>
          {data.leafletsNear.map((leaflet) => (
            <LeafletCard key={leaflet.id} leaflet={leaflet} />
          ))}
        </ul>
      ) : (
        <Empty>
          <Trans>No leaflets within {radiusKm} km.</Trans>
        </Empty>
      )}
    </>
  );
}
