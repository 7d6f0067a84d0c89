/** A leaflet: title, branch and validity, opening the leaflet document. */
import type { FragmentType } from '@apollo/client';
import { useFragment } from '@apollo/client/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { LeafletCard_LeafletFragmentDoc } from './LeafletCard_leaflet.generated';
import { formatDayMonth } from '../../lib/dates';

/** Reads its own fields (`LeafletCard_leaflet`) from the cache: the list's query holds only refs. */
export function LeafletCard(props: {
  leaflet: FragmentType<typeof LeafletCard_LeafletFragmentDoc>;
}) {
  const { i18n } = useLingui();
  const { data: leaflet, complete } = useFragment({
    fragment: LeafletCard_LeafletFragmentDoc,
    from: props.leaflet,
  });
  if (!complete) return null;
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
