/**
 * A page the shopper has left by a form the browser posted itself, before the scripts served the
 * page (server/after-paint.js marks it `data-leaving`), must not start: its start-up writes the
 * state the page was rendered with, the checkout's cookie among it, over what the post has just
 * stored (a time slot chosen on the dispatch step was gone on the confirmation).
 *
 * Resolves when the page stays, which is at once unless it is leaving; then never. The browser's
 * back-forward cache may bring such a page back, its state older than the post: it is loaded
 * afresh instead. A post the shopper stops makes the page theirs again (the starter takes
 * `data-leaving` off when the browser says so), and it starts then.
 */
export function whileStaying(): Promise<void> {
  const html = document.documentElement;
  if (!html.hasAttribute('data-leaving')) return Promise.resolve();
  const onPageShow = (event: PageTransitionEvent) => {
    if (event.persisted) location.reload();
  };
  window.addEventListener('pageshow', onPageShow);
  return new Promise<void>((resolve) => {
    const observer = new MutationObserver(() => {
      if (html.hasAttribute('data-leaving')) return;
      observer.disconnect();
      window.removeEventListener('pageshow', onPageShow);
      resolve();
    });
    observer.observe(html, { attributes: true, attributeFilter: ['data-leaving'] });
  });
}
