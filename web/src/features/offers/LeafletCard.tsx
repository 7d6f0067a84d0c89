/**
 * A leaflet in the list: its cover (the leaflet itself when it is a picture, else a cover drawn
 * from the branch's logo and the title), title, branch, distance and validity. Tapping it opens
 * the in-app viewer (without the scripts, the leaflet's file).
 */
import { Trans, useLingui } from '@lingui/react/macro';
import type { LeafletCard_LeafletFragment } from './LeafletCard_leaflet.generated';
import { formatDayMonth } from '../../lib/dates';
import { formatDistanceKm } from '../../lib/distance';
import { leafletKind } from './leaflet-kind';

interface Props {
  leaflet: LeafletCard_LeafletFragment;
  onOpen: (leaflet: LeafletCard_LeafletFragment) => void;
}

export function LeafletCover({ leaflet }: { leaflet: LeafletCard_LeafletFragment }) {
  if (leafletKind(leaflet.url) === 'picture') {
    return (
      <img
        className="leaflet-cover"
        src={leaflet.url}
        alt=""
        width="96"
        height="136"
        loading="lazy"
      />
    );
  }
  return (
    <span className="leaflet-cover is-drawn" aria-hidden="true">
      <img src={leaflet.supplier.imageUrl} alt="" width="40" height="40" loading="lazy" />
      <span className="leaflet-cover-title">{leaflet.title || leaflet.name}</span>
      <span className="leaflet-cover-pdf">PDF</span>
    </span>
  );
}

export function LeafletCard({ leaflet, onOpen }: Props) {
  const { i18n } = useLingui();
  const from = formatDayMonth(leaflet.startAt, i18n.locale);
  const to = formatDayMonth(leaflet.endAt, i18n.locale);
  const title = leaflet.title || leaflet.name;
  const distance = leaflet.supplier.distanceKm;
  return (
    <li className="leaflet-card">
      {/*
        A link to the leaflet itself, which the shop's viewer takes over once the scripts run: a
        tap before them, or without them, opens the file (a button did nothing).
      */}
      <a
        href={leaflet.url}
        className="leaflet-open"
        onClick={(event) => {
          // A click asking for a new tab or window opens the file there, as a link does.
          if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey) return;
          event.preventDefault();
          onOpen(leaflet);
        }}
      >
        <LeafletCover leaflet={leaflet} />
        <span className="leaflet-text">
          <span className="leaflet-title">{title}</span>
          <span className="muted">
            {leaflet.supplier.name}
            {distance !== null && distance !== undefined && ` · ${formatDistanceKm(distance)}`}
          </span>
          <span>
            <Trans>
              Valid {from} to {to}
            </Trans>
          </span>
        </span>
      </a>
    </li>
  );
}
