/** A category (`/category/:id`): breadcrumbs, banners, subcategories and products. */
import { useQuery } from '@apollo/client/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link, useParams } from 'react-router-dom';
import { usePageTitle } from '../../app/page-title';
import { CategoryPageDocument } from '../../generated/graphql';
import { Empty, ErrorNotice, GridSkeleton } from '../../ui/states';
import { BannerStrip } from '../home/BannerStrip';
import { useSelectedSupplier } from '../suppliers/selected-supplier';
import { CategoryTile } from './CategoryTile';
import { ProductTile } from './ProductTile';

export function CategoryPage() {
  const { t } = useLingui();
  const { id = '' } = useParams();
  const supplier = useSelectedSupplier();
  const { data, loading, error, refetch } = useQuery(CategoryPageDocument, {
    variables: { id, supplierId: supplier?.id },
  });
  const category = data?.category;
  usePageTitle(category?.name);

  if (loading && !data) return <GridSkeleton />;
  if (error && !data) return <ErrorNotice onRetry={() => void refetch()} />;
  if (!category) {
    return (
      <Empty>
        <Trans>This category was not found.</Trans>
      </Empty>
    );
  }

  return (
    <>
      {category.path.length > 1 && (
        <nav aria-label={t`Breadcrumbs`}>
          <ol className="breadcrumbs">
            {category.path.map((step, index) => (
              <li key={step.id}>
                {index < category.path.length - 1 ? (
                  <Link to={`/category/${step.id}`}>{step.name}</Link>
                ) : (
                  <span aria-current="page">{step.name}</span>
                )}
              </li>
            ))}
          </ol>
        </nav>
      )}
      <BannerStrip banners={category.banners} />
      {category.subcategories.length > 0 && (
        <ul className="category-grid" aria-label={t`Subcategories`}>
          {category.subcategories.map((child) => (
            <CategoryTile key={child.id} category={child} />
          ))}
        </ul>
      )}
      {category.products.length > 0 ? (
        <ul className="product-grid" aria-label={t`Products`}>
          {category.products.map((product) => (
            <ProductTile key={product.id} product={product} />
          ))}
        </ul>
      ) : (
        category.subcategories.length === 0 && <Empty />
      )}
    </>
  );
}
