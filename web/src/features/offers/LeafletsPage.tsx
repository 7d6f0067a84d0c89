/**
 * Leaflets of every branch near the shopper, within a radius the shopper picks: nearest branch
 * first, each with its cover, opening in the shop's own viewer.
 */
import { useQuery } from '@apollo/client/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useMemo, useState } from 'react';
import { LeafletsNearDocument } from './LeafletsNear.generated';
import type { LeafletCard_LeafletFragment } from './LeafletCard_leaflet.generated';
import { Empty, ErrorNotice, ListSkeleton } from '../../ui/states';
import { usePosition } from '../../core/position';
import { LeafletCard } from './LeafletCard';
import { firstLeafletRadiusKm, LEAFLET_RADII_KM } from './leaflet-radius';
import { nearestFirst } from './leaflet-kind';
import { LeafletViewer } from './LeafletViewer';
import { NearbyNeedsScripts } from './NearbyNeedsScripts';
import { Link } from 'react-router';
import { branchesThenBack } from '../../core/branches-then-back';

export function LeafletsPage() {
  const { t } = useLingui();
  const position = usePosition();
  const [radiusKm, setRadiusKm] = useState(firstLeafletRadiusKm);
  const { data, loading, error, refetch } = useQuery(LeafletsNearDocument, {
    variables: { lat: position?.lat ?? 0, lon: position?.lon ?? 0, radiusKm },
    skip: !position,
  });
  const leaflets = useMemo(() => nearestFirst(data?.leafletsNear ?? []), [data]);
  const [open, setOpen] = useState<LeafletCard_LeafletFragment | null>(null);

  return (
    <>
      {/* The distance is the scripts' to change (they hold the position it is counted from). */}
      <label className="field-inline needs-script">
        <span>{t`Distance`}</span>
        <select value={radiusKm} onChange={(event) => setRadiusKm(Number(event.target.value))}>
          {LEAFLET_RADII_KM.map((km) => (
            <option key={km} value={km}>
              {t`Within ${km} km`}
            </option>
          ))}
        </select>
      </label>
      {!position ? (
        <NearbyNeedsScripts rows={3}>
          <Trans>
            To see the leaflets of the branches near you, switch JavaScript on, or{' '}
            <Link to={branchesThenBack('/leaflets_promotions')}>choose a branch</Link>: its leaflets
            show without it under <Link to="/leaflets_promotions">Leaflet specials</Link>.
          </Trans>
        </NearbyNeedsScripts>
      ) : loading && !data ? (
        <ListSkeleton rows={3} />
      ) : error && !data ? (
        <ErrorNotice onRetry={() => void refetch()} />
      ) : leaflets.length ? (
        <ul className="leaflet-list" aria-label={t`Leaflets`}>
          {leaflets.map((leaflet) => (
            <LeafletCard key={leaflet.id} leaflet={leaflet} onOpen={setOpen} />
          ))}
        </ul>
      ) : (
        <Empty>
          <Trans>No leaflets within {radiusKm} km.</Trans>
        </Empty>
      )}
      {open && <LeafletViewer leaflet={open} onClose={() => setOpen(null)} />}
    </>
  );
}
