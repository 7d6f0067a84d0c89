/**
 * React Router's scroll restoration (a new screen opens at its top; Back and Forward return to
 * where the shopper was), except where the browser has already placed the page:
 *
 * - The page the scripts start on keeps where the shopper is. A server-rendered page is read and
 *   scrolled before its scripts run (seconds on a slow phone), and `ScrollRestoration` sent it to
 *   its top when they started. The browser placed it (at the address's `#product-21`, where a
 *   reload was) and the shopper may have scrolled since.
 * - A page loaded afresh never gets another page's position. A document's first history entry
 *   has the key `default` in every document of the tab, so the position saved for one (left by
 *   a full page load: a form's post, a typed address) was restored on the next.
 */
import { useLayoutEffect, useRef } from 'react';
import { ScrollRestoration, type Location } from 'react-router';

/** This document's own key for its first history entry, in place of `default`. */
const documentKey = `document-${Math.random().toString(36).slice(2)}`;

function scrollKey(location: Location): string {
  return location.key === 'default' ? documentKey : location.key;
}

export function PageScroll() {
  // Read while the first screen renders, before the scripts' layout effects run.
  const before = useRef<number | null>(null);
  if (before.current === null && typeof window !== 'undefined') before.current = window.scrollY;
  // A parent's layout effect runs after its child's: this puts back what ScrollRestoration moved.
  useLayoutEffect(() => {
    if (before.current !== null && window.scrollY !== before.current)
      window.scrollTo(0, before.current);
  }, []);
  return <ScrollRestoration getKey={scrollKey} />;
}
