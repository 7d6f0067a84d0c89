/**
 * A PDF leaflet inside the shop's viewer: its pages drawn by pdf.js (loaded on demand), a
 * placeholder of the page's shape meanwhile, and a plain message (Download stays) when the
 * document cannot be read.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useRef, useState } from 'react';
import type { PdfDocument } from './pdf-document';

export function PdfLeaflet({ url, title }: { url: string; title: string }) {
  const { t } = useLingui();
  const [pdf, setPdf] = useState<PdfDocument | null>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    let current = true;
    let opened: PdfDocument | null = null;
    import('./pdf-document')
      .then(({ openPdf }) => openPdf(url))
      .then(
        (document) => {
          opened = document;
          if (current) setPdf(document);
          else document.close();
        },
        () => current && setFailed(true),
      );
    return () => {
      current = false;
      opened?.close();
    };
  }, [url]);

  if (failed) {
    return (
      <p className="notice" role="status">
        <Trans>This leaflet cannot be shown here. Download it to read it.</Trans>
      </p>
    );
  }
  if (!pdf) return <div className="leaflet-page is-loading" aria-busy="true" />;
  return (
    <div className="leaflet-pages">
      {Array.from({ length: pdf.pageCount }, (_, i) => {
        const page = i + 1;
        const pages = pdf.pageCount;
        return (
          <PdfPage
            key={page}
            pdf={pdf}
            number={page}
            label={t`Leaflet: ${title}, page ${page} of ${pages}`}
          />
        );
      })}
    </div>
  );
}

function PdfPage({ pdf, number, label }: { pdf: PdfDocument; number: number; label: string }) {
  const ref = useRef<HTMLCanvasElement>(null);
  const [drawn, setDrawn] = useState(false);
  useEffect(() => {
    const canvas = ref.current;
    if (!canvas) return;
    const drawing = pdf.drawPage(number, canvas, canvas.clientWidth || 600);
    drawing.done.then(
      () => setDrawn(true),
      () => undefined, // Cancelled (closed meanwhile) or unreadable: the page stays blank.
    );
    return drawing.cancel;
  }, [pdf, number]);
  return (
    <canvas
      ref={ref}
      className="leaflet-page"
      role="img"
      aria-label={label}
      aria-busy={drawn ? undefined : true}
    />
  );
}
