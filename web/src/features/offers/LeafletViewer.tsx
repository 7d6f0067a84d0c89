/**
 * A leaflet inside the shop: a picture leaflet shown whole (scroll and zoom with the page), a PDF
 * drawn page by page by pdf.js (phone browsers cannot show a PDF in a frame), and Download for
 * both. Closing returns to the list where the shopper was.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import type { LeafletCard_LeafletFragment } from './LeafletCard_leaflet.generated';
import { formatDayMonth } from '../../lib/dates';
import { Dialog } from '../../ui/Dialog';
import { leafletKind } from './leaflet-kind';
import { PdfLeaflet } from './PdfLeaflet';

interface Props {
  leaflet: LeafletCard_LeafletFragment;
  onClose: () => void;
}

export function LeafletViewer({ leaflet, onClose }: Props) {
  const { i18n, t } = useLingui();
  const title = leaflet.title || leaflet.name;
  const from = formatDayMonth(leaflet.startAt, i18n.locale);
  const to = formatDayMonth(leaflet.endAt, i18n.locale);
  return (
    <Dialog
      title={title}
      onClose={onClose}
      className="leaflet-viewer"
      footer={
        <a className="button is-secondary" href={leaflet.url} download>
          <Trans>Download</Trans>
        </a>
      }
    >
      <p className="muted leaflet-viewer-where">
        {leaflet.supplier.name} ·{' '}
        <Trans>
          Valid {from} to {to}
        </Trans>
      </p>
      {leafletKind(leaflet.url) === 'picture' ? (
        <img
          className="leaflet-page"
          src={leaflet.url}
          alt={t`Leaflet: ${title}, ${leaflet.supplier.name}`}
        />
      ) : (
        <PdfLeaflet url={leaflet.url} title={title} />
      )}
    </Dialog>
  );
}
