/**
 * The desktop's category bar under the toolbar: the root categories of the chosen branch (or of
 * the whole shop in Price comparison) as links, the open one marked. A phone does not show it
 * (styles.css) and never asks for it: the home page's category tiles serve there. The server's
 * page carries it for any screen (the root loader fetches it there), so a desktop has it without
 * scripts and nothing moves when they come; a phone keeps what the page carried. Its height is
 * kept while the categories load, so nothing under it moves when they arrive.
 */
import { useQuery } from '@apollo/client/react';
import { useLingui } from '@lingui/react/macro';
import { NavLink } from 'react-router';
import { useAppConfig } from '../core/config/app-config';
import { useRetryWhenOnline } from '../lib/connection';
import { RootCategoriesDocument } from '../features/catalogue/RootCategories.generated';
import { useSelectedSupplier } from '../core/selected-supplier';
import { DESKTOP_QUERY, useMediaQuery } from '../ui/useMediaQuery';

export function CategoryBar() {
  const { t } = useLingui();
  const desktop = useMediaQuery(DESKTOP_QUERY);
  const { mode } = useAppConfig();
  const supplierId = useSelectedSupplier()?.id ?? null;
  // In agency mode the shop has no categories until a branch is chosen (the home page asks).
  const needsBranch = mode === 'AGENCY' && !supplierId;
  // The same query and variables as the home page's tiles: one answer serves both.
  const { data, loading, refetch } = useQuery(RootCategoriesDocument, {
    variables: { supplierId },
    skip: needsBranch,
    // A phone reads only what the server's page carried; a desktop asks for what is missing.
    fetchPolicy: desktop ? 'cache-first' : 'cache-only',
    errorPolicy: 'all',
  });
  // Opened offline, the bar is empty (its height kept): it fills in when the connection returns.
  useRetryWhenOnline(
    data || needsBranch || !desktop ? undefined : () => void refetch().catch(() => {}),
  );
  if (needsBranch) return null;
  const categories = data?.categories ?? [];
  if (!desktop && categories.length === 0) return null;
  return (
    <nav className="category-bar" aria-label={t`Categories`} aria-busy={loading || undefined}>
      <ul>
        {categories.map((category) => (
          <li key={category.id}>
            <NavLink to={`/category/${category.id}`}>{category.name}</NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
