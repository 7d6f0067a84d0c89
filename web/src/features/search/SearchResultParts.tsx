/** The small pieces of the search results: the cross-branch note and the "nothing found" state. */
import { Plural, Trans } from '@lingui/react/macro';
import type { CategoryTile_CategoryFragment } from '../catalogue/CategoryTile_category.generated';
import { CategoryTile } from '../catalogue/CategoryTile';

/** "Cheapest of 3 branches": how far the price shown beats the other nearby branches. */
export function NearbyNote({ branchCount }: { branchCount: number }) {
  return branchCount > 1 ? (
    <Plural value={branchCount} one="Cheapest of # branch" other="Cheapest of # branches" />
  ) : (
    <Trans>Only at this branch</Trans>
  );
}

export function NoResults({
  query,
  categories,
}: {
  query: string;
  categories: CategoryTile_CategoryFragment[];
}) {
  return (
    <>
      <p className="empty" role="status">
        <Trans>"{query}" did not return any results</Trans>
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
