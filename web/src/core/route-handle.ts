/** What each route tells the shell: its title, whether the supplier bar shows, how wide it is. */
import type { MessageDescriptor } from '@lingui/core';
import { useMatches } from 'react-router';

export interface RouteHandle {
  title?: MessageDescriptor;
  /** The supplier bar shows on catalog_root, category, product, promotions, search, stokvel, combos. */
  supplierBar?: boolean;
  /**
   * The screen uses a desktop's width (1240px) instead of the phone's column, for a side column
   * (the basket's and the confirmation's summary, the order's timeline). Implied by supplierBar.
   */
  wide?: boolean;
  /** Where the title bar's back button goes instead of back in history. */
  backTo?: string;
}

export function useRouteHandle(): RouteHandle {
  const matches = useMatches();
  const handles = matches.map((match) => (match.handle ?? {}) as RouteHandle);
  return Object.assign({}, ...handles) as RouteHandle;
}

/** The handle of a screen that shows the supplier bar under its title. */
export const withSupplierBar = (title: RouteHandle['title']): RouteHandle => ({
  title,
  supplierBar: true,
});
