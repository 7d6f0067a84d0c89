/** Reading the data a server-rendered page carries (docs/adr/0029). */
import { RENDER_DATA_ID, type RenderData } from './render-context';

export function readRenderData(doc: Document = document): RenderData | null {
  const text = doc.getElementById(RENDER_DATA_ID)?.textContent;
  if (!text) return null;
  try {
    return JSON.parse(text) as RenderData;
  } catch {
    return null;
  }
}

/**
 * True when the page shows what this browser would: the language and branch it stores (a page
 * rendered before the cookies said so, e.g. the first visit after an update, is rendered afresh).
 */
export function renderedWithOwnState(
  rendered: RenderData,
  locale: string,
  branchId: string | undefined,
): boolean {
  const stored = rendered.storeStates['suppliers-v1'] as { selected?: { id?: string } } | undefined;
  return rendered.locale === locale && (stored?.selected?.id ?? undefined) === branchId;
}
