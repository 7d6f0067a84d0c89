/** A category (`/category/:id`): breadcrumbs, banners, subcategories and products. */
import { Trans, useLingui } from '@lingui/react/macro';
import { Link, useLoaderData } from 'react-router';
import { hasErrorCode } from '../../apollo/error-codes';
import { usePreloadedQuery } from '../../apollo/use-preloaded-query';
import type { CategoryLoaderData } from './loaders';
import { NotFound } from '../../core/not-found';
import { usePageTitle } from '../../core/page-title';
import { Empty, ErrorNotice } from '../../ui/states';
import { BannerStrip } from './BannerStrip';
import { CategoryTile } from './CategoryTile';
import { ProductTile } from './ProductTile';
import { tilePriority } from './tile-picture';

export function CategoryPage() {
  const { t } = useLingui();
  // Started by the route's loader (loaders.ts); the shell's skeleton shows until it answers.
  const { queryRef } = useLoaderData<CategoryLoaderData>();
  const { data, error, refetch } = usePreloadedQuery(queryRef);
  const category = data?.category;
  usePageTitle(category?.name);

  // A malformed id (`/category/abc`) is refused as input: no such category, not a failure to retry.
  if (error && !category && !hasErrorCode(error, 'BAD_USER_INPUT'))
    return <ErrorNotice error={error} onRetry={() => void refetch()} />;
  if (!category) {
    return (
      <NotFound>
        <Trans>This category was not found.</Trans>
      </NotFound>
    );
  }

  // Without banners, the first grid's pictures are the first screen's largest (tile-picture.ts).
  const tilesLead = category.banners.length === 0;
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
          {category.subcategories.map((child, index) => (
            <CategoryTile
              key={child.id}
              category={child}
              priority={tilePriority(index, tilesLead)}
            />
          ))}
        </ul>
      )}
      {category.products.length > 0 ? (
        <ul className="product-grid" aria-label={t`Products`}>
          {category.products.map((product, index) => (
            <ProductTile
              key={product.id}
              product={product}
              priority={tilePriority(index, tilesLead && category.subcategories.length === 0)}
            />
          ))}
        </ul>
      ) : (
        category.subcategories.length === 0 && <Empty />
      )}
    </>
  );
}
