/** What each route tells the shell: its title and whether the supplier bar shows. */
import type { MessageDescriptor } from '@lingui/core';
import { useMatches } from 'react-router';

export interface RouteHandle {
  title?: MessageDescriptor;
  /** The supplier bar shows on catalog_root, category, product, promotions, search, stokvel, combos. */
  supplierBar?: boolean;
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
