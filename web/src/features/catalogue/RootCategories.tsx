/** The catalogue home's category grid for the chosen branch (or the whole shop). */
import { useQuery } from '@apollo/client/react';
import { useLingui } from '@lingui/react/macro';
import { RootCategoriesDocument } from './RootCategories.generated';
import { Empty, ErrorNotice, GridSkeleton } from '../../ui/states';
import { CategoryTile } from './CategoryTile';

export function RootCategories({ supplierId }: { supplierId: string | null }) {
  const { t } = useLingui();
  const { data, loading, error, refetch } = useQuery(RootCategoriesDocument, {
    variables: { supplierId },
  });

  if (loading && !data) return <GridSkeleton />;
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
