/**
 * The note a browser without scripts reads at the top of a page (a `<noscript>`, which scripts
 * never show): on a server-rendered page what works without them, on the client page why it
 * cannot be shown (client-page.ts). One look for both. `html` is the note's content, escaped by
 * the caller; `before` goes in the `<noscript>` ahead of it (a style only such a browser applies).
 */
const NOTE_STYLE =
  'margin:0;padding:0.5rem 1rem;background:#fff4d6;color:#4a3700;text-align:center';

export function noScriptNote(html: string, before = ''): string {
  return `<noscript>${before}<p class="noscript-note" style="${NOTE_STYLE}">${html}</p></noscript>`;
}
