/**
 * The catalogue home's category grid for the chosen branch (or the whole shop). Suspends until
 * the categories are in (the home loader starts them), so the home page appears in one piece.
 */
import { useSuspenseQuery } from '@apollo/client/react';
import { useLingui } from '@lingui/react/macro';
import { RootCategoriesDocument } from './RootCategories.generated';
import { Empty, ErrorNotice } from '../../ui/states';
import { CategoryTile } from './CategoryTile';

export function RootCategories({ supplierId }: { supplierId: string | null }) {
  const { t } = useLingui();
  const { data, error, refetch } = useSuspenseQuery(RootCategoriesDocument, {
    variables: { supplierId },
    errorPolicy: 'all',
  });

  if (error && !data) return <ErrorNotice onRetry={() => void refetch()} />;
  const categories = data?.categories ?? [];
  if (categories.length === 0) return <Empty />;
  return (
    <ul className="category-grid" aria-label={t`Categories`}>
      {categories.map((category) => (
        <CategoryTile key={category.id} category={category} />
      ))}
    </ul>
  );
}
