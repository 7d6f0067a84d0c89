/** A leaflet: title, branch and validity, opening the leaflet document. */
import { Trans, useLingui } from '@lingui/react/macro';
import type { LeafletCard_LeafletFragment } from './LeafletCard_leaflet.generated';
import { formatDayMonth } from '../../lib/dates';

export function LeafletCard({ leaflet }: { leaflet: LeafletCard_LeafletFragment }) {
  const { i18n } = useLingui();
  const from = formatDayMonth(leaflet.startAt, i18n.locale);
  const to = formatDayMonth(leaflet.endAt, i18n.locale);
  return (
    <li className="leaflet-card">
      <h3>{leaflet.title || leaflet.name}</h3>
      <p className="muted">{leaflet.supplier.name}</p>
      <p>
        <Trans>
          Valid {from} to {to}
        </Trans>
      </p>
      <a className="button is-secondary" href={leaflet.url} target="_blank" rel="noreferrer">
        <Trans>Open leaflet</Trans>
      </a>
    </li>
  );
}
