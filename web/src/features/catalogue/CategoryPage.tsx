/**
 * A category (`/category/:id`): breadcrumbs, banners, subcategories and its products a page at a
 * time (category-paging.ts): "Show more" loads the next page in place, or without the scripts asks
 * for `/category/{id}?shown=40`.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { Link, useLoaderData, useSearchParams } from 'react-router';
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
import { LoadMore } from '../../ui/LoadMore';
import { showingMorePath } from '../../lib/shown';
import { CATEGORY_PAGING } from './category-paging';
import { useNextProductPage } from './useNextProductPage';

export function CategoryPage() {
  const { t } = useLingui();
  // Started by the route's loader (loaders.ts); the shell's skeleton shows until it answers.
  const { queryRef, variables } = useLoaderData<CategoryLoaderData>();
  const { data, error, refetch } = usePreloadedQuery(queryRef);
  const category = data?.category;
  usePageTitle(category?.name);
  const [params] = useSearchParams();
  // The loader's page size: the first page shows the address's `shown` (category-paging.ts).
  const shown = variables.perPage;
  const more = useNextProductPage(variables, category?.productPage.nextPage ?? null);

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
  const { products } = category.productPage;
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
      {products.length > 0 ? (
        <>
          <ul className="product-grid" aria-label={t`Products`}>
            {products.map((product, index) => (
              <ProductTile
                key={product.id}
                id={`product-${index + 1}`}
                product={product}
                priority={tilePriority(index, tilesLead && category.subcategories.length === 0)}
              />
            ))}
          </ul>
          <LoadMore
            hasMore={category.productPage.nextPage !== null}
            loading={more.loading}
            failed={more.failed}
            onLoadMore={more.load}
            nextPageHref={
              products.length === shown
                ? showingMorePath(`/category/${category.id}`, params, shown, CATEGORY_PAGING)
                : null
            }
          />
        </>
      ) : (
        category.subcategories.length === 0 && <Empty />
      )}
    </>
  );
}
