/** Reading the data a server-rendered page carries (docs/adr/0029). */
import { BRANCH_COOKIE, branchFromCookie, RENDER_DATA_ID, type RenderData } from './render-context';

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
 * True when the page shows what this browser would: the language and branch its cookies hold (the
 * page was rendered with them; a page rendered before another tab changed them, or the first one
 * after a device's older choices moved to the cookies, is rendered afresh).
 */
export function renderedWithOwnState(
  rendered: RenderData,
  locale: string,
  branchId: string | undefined,
): boolean {
  const cookie = rendered.storeStates[BRANCH_COOKIE];
  const renderedBranch = typeof cookie === 'string' ? branchFromCookie(cookie) : null;
  return rendered.locale === locale && renderedBranch?.id === branchId;
}
