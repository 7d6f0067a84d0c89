/**
 * A page the shopper has left by a form the browser posted itself, before the scripts served the
 * page (server/after-paint.js marks it `data-leaving`), must not start: its start-up writes the
 * state the page was rendered with, the checkout's cookie among it, over what the post has just
 * stored (a time slot chosen on the dispatch step was gone on the confirmation).
 *
 * Resolves when the page stays, which is at once unless it is leaving; then never. The browser's
 * back-forward cache may bring such a page back, its state older than the post: it is loaded
 * afresh instead. A post the shopper stops leaves the page as it is without its scripts, its
 * links and forms working.
 */
export function whileStaying(): Promise<void> {
  if (!document.documentElement.hasAttribute('data-leaving')) return Promise.resolve();
  window.addEventListener('pageshow', (event) => {
    if (event.persisted) location.reload();
  });
  return new Promise<void>(() => undefined);
}
