/** The small pieces of the search results: the cross-branch note and the "nothing found" state. */
import { Trans, useLingui } from '@lingui/react/macro';
import type { CategoryTile_CategoryFragment } from '../catalogue/CategoryTile_category.generated';
import { CategoryTile } from '../catalogue/CategoryTile';

/**
 * "Cheapest of 3": the price shown beats the other nearby branches selling it (short, so it fits
 * beside the branch's name on a phone card).
 */
export function NearbyNote({ branchCount }: { branchCount: number }) {
  return branchCount > 1 ? <Trans>Cheapest of {branchCount}</Trans> : <Trans>Only here</Trans>;
}

export function NoResults({
  query,
  categories,
}: {
  query: string;
  categories: CategoryTile_CategoryFragment[];
}) {
  const { t } = useLingui();
  return (
    <>
      <p className="empty" role="status">
        {/* A string, not <Trans>: Trans reads tags in the shopper's text as markup. */}
        {t`"${query}" did not return any results`}
      </p>
      {categories.length > 0 && (
        <section aria-labelledby="suggested-heading">
          <h2 id="suggested-heading">
            <Trans>Browse a category instead</Trans>
          </h2>
          <ul className="category-grid">
            {categories.map((category) => (
              <CategoryTile key={category.id} category={category} />
            ))}
          </ul>
        </section>
      )}
    </>
  );
}
