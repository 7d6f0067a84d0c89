/** The catalogue home's category grid for the chosen branch. */
import { useQuery } from '@apollo/client/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { RootCategoriesDocument } from '../../generated/graphql';
import { CategoryTile } from './CategoryTile';

export function RootCategories({ supplierId }: { supplierId: string }) {
  const { t } = useLingui();
  const { data, loading, error, refetch } = useQuery(RootCategoriesDocument, {
    variables: { supplierId },
  });

  if (loading) {
    return (
      <ul className="category-grid" aria-busy="true">
        {[0, 1, 2, 3, 4, 5].map((cell) => (
          <li key={cell} className="category-tile skeleton-tile" />
        ))}
      </ul>
    );
  }
  if (error) {
    return (
      <div className="notice is-error" role="alert">
        <p>
          <Trans>We could not load this shop's categories.</Trans>
        </p>
        <button type="button" className="button" onClick={() => void refetch()}>
          <Trans>Try again</Trans>
        </button>
      </div>
    );
  }
  const categories = data?.categories ?? [];
  if (categories.length === 0) {
    return (
      <p className="empty">
        <Trans>No items available</Trans>
      </p>
    );
  }
  return (
    <ul className="category-grid" aria-label={t`Categories`}>
      {categories.map((category) => (
        <CategoryTile key={category.id} category={category} />
      ))}
    </ul>
  );
}
