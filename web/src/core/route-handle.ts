/**
 * What each route tells the shell (its title, whether the supplier bar shows, how wide it is) and
 * the server render (whether and for whom the route is rendered there).
 */
import type { MessageDescriptor } from '@lingui/core';
import { useMatches } from 'react-router';

/** How the server renders a route (docs/adr/0049); a route without it gets the client page. */
export interface RenderHandle {
  /**
   * The screen's source file as Vite's build manifest names it (`src/features/…/X.tsx`): the page
   * links that screen's styles and preloads its code (a lazy route's chunk is otherwise found
   * only after the entry has run).
   */
  screen: string;
  /**
   * Rendered for a signed-in shopper too, with their data fetched under their session (a page
   * for them alone). Without it a signed-in shopper gets the client page.
   */
  signedIn?: boolean;
}

export interface RouteHandle {
  title?: MessageDescriptor;
  /** The supplier bar shows on catalog_root, category, product, promotions, search, stokvel, combos. */
  supplierBar?: boolean;
  /**
   * The delivery-area line alone under the title, on a screen without the supplier bar (the
   * basket: whether the shop delivers there is said before Checkout leads to signing in).
   */
  areaLine?: boolean;
  /**
   * The screen uses a desktop's width (1240px) instead of the phone's column, for a side column
   * (the basket's and the confirmation's summary, the order's timeline). Implied by supplierBar.
   */
  wide?: boolean;
  /** Where the title bar's back button goes instead of back in history. */
  backTo?: string;
  /**
   * The title from the route's loader data once answered (the category's or product's name),
   * in place of `title` (core/loader-title.ts).
   */
  titleFromData?: (loaderData: unknown) => string | null;
  /** Whether and how the server renders this route (the deepest match's counts). */
  render?: RenderHandle;
}

export function useRouteHandle(): RouteHandle {
  const matches = useMatches();
  const handles = matches.map((match) => (match.handle ?? {}) as RouteHandle);
  return Object.assign({}, ...handles) as RouteHandle;
}

/** The deepest route's title from its loader data, when its handle knows how to read it. */
export function useDataTitle(): string | null {
  const match = useMatches().at(-1);
  const handle = (match?.handle ?? {}) as RouteHandle;
  return handle.titleFromData ? handle.titleFromData(match?.loaderData) : null;
}

/** The handle of a screen that shows the supplier bar under its title. */
export const withSupplierBar = (
  title: RouteHandle['title'],
  titleFromData?: RouteHandle['titleFromData'],
  render?: RenderHandle,
): RouteHandle => ({
  title,
  supplierBar: true,
  ...(titleFromData ? { titleFromData } : {}),
  ...(render ? { render } : {}),
});

/** The render handle of the deepest matched route that has one, or null. */
export function renderHandleOf(matches: { route: { handle?: unknown } }[]): RenderHandle | null {
  const handle = matches.at(-1)?.route.handle as RouteHandle | undefined;
  return handle?.render ?? null;
}
