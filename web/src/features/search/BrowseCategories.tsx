/**
 * The empty search page's shortcuts: the chosen branch's (or the whole shop's) top categories as
 * chips, so a shopper who does not know what to type still has somewhere to go. The same query
 * as the home's grid, so it is usually already in the cache; nothing shows if it cannot load.
 */
import { useQuery } from '@apollo/client/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import { RootCategoriesDocument } from '../catalogue/RootCategories.generated';

export function BrowseCategories({ supplierId }: { supplierId: string | null }) {
  const { t } = useLingui();
  const { data } = useQuery(RootCategoriesDocument, {
    variables: { supplierId },
    errorPolicy: 'all',
  });
  const categories = data?.categories ?? [];
  if (categories.length === 0) return null;
  return (
    <section className="chip-section" aria-labelledby="browse-heading">
      <h2 id="browse-heading">
        <Trans>Browse categories</Trans>
      </h2>
      <ul aria-label={t`Browse categories`}>
        {categories.map((category) => (
          <li key={category.id}>
            <Link className="chip" to={`/category/${category.id}`}>
              {category.name}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
