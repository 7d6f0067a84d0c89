/**
 * A PDF leaflet opened with pdf.js, page by page onto canvases: phone browsers (Android Chrome)
 * cannot show a PDF inside a frame. Imported only by the leaflet viewer when a PDF leaflet opens,
 * so pdf.js never weighs on the entry bundle; its worker is a file of the shop's own build.
 */
import { getDocument, GlobalWorkerOptions, type RenderTask } from 'pdfjs-dist';
import workerUrl from 'pdfjs-dist/build/pdf.worker.min.mjs?url';

GlobalWorkerOptions.workerSrc = workerUrl;

/** Leaflets are a few pages; a long document shows its first pages (Download has them all). */
export const MAX_PAGES = 12;

export interface PdfDocument {
  pageCount: number;
  /** Draws page `number` (from 1) to fill `cssWidth` pixels, sharp on high-density screens. */
  drawPage: (
    number: number,
    canvas: HTMLCanvasElement,
    cssWidth: number,
  ) => { done: Promise<void>; cancel: () => void };
  close: () => void;
}

export async function openPdf(url: string): Promise<PdfDocument> {
  const loading = getDocument({ url });
  const pdf = await loading.promise;
  return {
    pageCount: Math.min(pdf.numPages, MAX_PAGES),
    drawPage(number, canvas, cssWidth) {
      let task: RenderTask | null = null;
      let cancelled = false;
      const done = pdf.getPage(number).then(async (page) => {
        if (cancelled) return;
        const natural = page.getViewport({ scale: 1 });
        const density = Math.min(window.devicePixelRatio || 1, 2);
        const viewport = page.getViewport({ scale: (cssWidth / natural.width) * density });
        canvas.width = Math.floor(viewport.width);
        canvas.height = Math.floor(viewport.height);
        task = page.render({ canvas, viewport });
        await task.promise;
      });
      return {
        done,
        cancel: () => {
          cancelled = true;
          task?.cancel();
        },
      };
    },
    close: () => void loading.destroy(),
  };
}
