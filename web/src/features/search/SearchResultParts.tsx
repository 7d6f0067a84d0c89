/**
 * The small pieces of the search results: the cross-branch note, the correction searched in
 * the shopper's place, and the "nothing found" state (did you mean, where other branches sell
 * it, categories to browse).
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import type { CategoryTile_CategoryFragment } from '../catalogue/CategoryTile_category.generated';
import { CategoryTile } from '../catalogue/CategoryTile';
import { OfferCard } from '../offers/OfferCard';
import { openBranchDialog } from '../../core/branch-dialog';
import { NotDeliveredNotice } from '../suppliers/NotDeliveredNotice';
import { selectSupplier } from '../../core/selected-supplier';
import { useServiceArea } from '../../core/service-area';
import { formatDecimal } from '../../lib/numbers';
import { exactSearchPath } from './search-params';
import type { ElsewhereHit } from './useSearchResults';

/**
 * "Cheapest of 3": the price shown beats the other nearby branches selling it (short, so it fits
 * beside the branch's name on a phone card).
 */
export function NearbyNote({ branchCount }: { branchCount: number }) {
  return branchCount > 1 ? <Trans>Cheapest of {branchCount}</Trans> : <Trans>Only here</Trans>;
}

/**
 * "Showing results for chicken": the words typed found nothing and the results shown are the
 * catalogue's spelling of them; one tap searches exactly what was typed instead.
 */
export function ShowingResultsFor({ corrected, typed }: { corrected: string; typed: string }) {
  return (
    <div className="showing-results-for" role="status">
      <p>
        <Trans>
          Showing results for <strong>{corrected}</strong>
        </Trans>
      </p>
      <p className="muted">
        <Trans>
          Search instead for <Link to={exactSearchPath(typed)}>{typed}</Link>
        </Trans>
      </p>
    </div>
  );
}

/** "Did you mean chicken?": one tap searches the catalogue's spelling. */
export function DidYouMean({ words, onSearch }: { words: string; onSearch: () => void }) {
  return (
    <p className="did-you-mean">
      <Trans>
        Did you mean{' '}
        <button type="button" className="link-button" onClick={onSearch}>
          {words}
        </button>
        ?
      </Trans>
    </p>
  );
}

/** What the chosen branch does not sell, at the branches near it: where, how far, one tap to go. */
export function SoldElsewhere({ hits, branchName }: { hits: ElsewhereHit[]; branchName: string }) {
  const { t } = useLingui();
  const away = (km: number | null) =>
    km === null ? undefined : t`${formatDecimal(km, 1)} km away`;
  const branches = [...new Map(hits.map((hit) => [hit.branch.id, hit.branch])).values()];
  return (
    <section className="sold-elsewhere" aria-labelledby="elsewhere-heading">
      <h2 id="elsewhere-heading">{t`Not sold at ${branchName}, but nearby:`}</h2>
      <ul className="offer-list" aria-labelledby="elsewhere-heading">
        {hits.map(({ offer, branch }) => (
          <OfferCard
            key={offer.id}
            offer={offer}
            listName="Search elsewhere"
            showSupplier
            note={away(branch.distanceKm)}
          />
        ))}
      </ul>
      <div className="sold-elsewhere-switch">
        {branches.map((branch) => (
          <button
            key={branch.id}
            type="button"
            className="button"
            onClick={() => selectSupplier({ id: branch.id, name: branch.name })}
          >
            {t`Shop at ${branch.name}`}
          </button>
        ))}
      </div>
    </section>
  );
}

export function NoResults({
  query,
  categories,
  didYouMean,
  onSearch,
  elsewhere = [],
  branchName,
}: {
  query: string;
  categories: CategoryTile_CategoryFragment[];
  didYouMean?: string | null;
  onSearch?: (query: string) => void;
  elsewhere?: ElsewhereHit[];
  branchName?: string;
}) {
  const { t } = useLingui();
  const area = useServiceArea();
  if (!branchName && area.status === 'unserved') {
    // Nothing is near the shopper: the honest answer is where we deliver, not "no results".
    return (
      <NotDeliveredNotice place={area.placeName}>
        <p>
          <Trans>Our branches are in Cape Town. Type another suburb or town to see them.</Trans>
        </p>
        <button type="button" className="button" onClick={openBranchDialog}>
          <Trans>Change where you are</Trans>
        </button>
      </NotDeliveredNotice>
    );
  }
  return (
    <>
      <p className="empty" role="status">
        {/* A string, not <Trans>: Trans reads tags in the shopper's text as markup. */}
        {t`"${query}" did not return any results`}
      </p>
      {didYouMean && onSearch && (
        <DidYouMean words={didYouMean} onSearch={() => onSearch(didYouMean)} />
      )}
      {elsewhere.length > 0 && branchName && (
        <SoldElsewhere hits={elsewhere} branchName={branchName} />
      )}
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
