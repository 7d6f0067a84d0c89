/** The catalogue home (`/`): banners, the root categories, quick links and sample products. */
import { useQuery } from '@apollo/client/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import { useAppConfig } from '../../app/config/app-config';
import { HomePageDocument } from './HomePage.generated';
import { RootCategories } from '../catalogue/RootCategories';
import { OfferList } from '../offers/OfferList';
import type { Offer } from '../offers/offer-model';
import { useSelectedSupplier } from '../suppliers/selected-supplier';
import { openBranchDialog } from '../suppliers/branch-dialog';
import { AdPopup } from './AdPopup';
import { BannerStrip } from './BannerStrip';

export function HomePage() {
  const { t } = useLingui();
  const config = useAppConfig();
  const supplier = useSelectedSupplier();
  const supplierId = supplier?.id;
  const needsBranch = config.mode === 'AGENCY' && !supplierId;
  const { data, loading, error, refetch } = useQuery(HomePageDocument, {
    variables: { supplierId },
    skip: needsBranch,
  });

  if (needsBranch) {
    return (
      <section className="empty-state" aria-labelledby="no-branch-heading">
        <h2 id="no-branch-heading">
          <Trans>Choose a branch to start shopping</Trans>
        </h2>
        <p>
          <Trans>Each branch has its own products and prices. Pick the one near you.</Trans>
        </p>
        <button type="button" className="button" onClick={openBranchDialog}>
          <Trans>Choose a branch</Trans>
        </button>
      </section>
    );
  }

  const samples = data?.sampleProducts
    .map((product) => product.cheapestOffer)
    .filter((offer): offer is Offer => !!offer);

  return (
    <>
      <AdPopup supplierId={supplierId ?? null} />
      {config.promotionCarousel && data && <BannerStrip banners={data.banners} />}
      <section aria-labelledby="categories-heading">
        <h2 id="categories-heading">
          <Trans>Categories</Trans>
        </h2>
        <RootCategories supplierId={supplierId ?? null} />
      </section>
      {supplierId && (
        <nav className="quick-links" aria-label={t`Offers`}>
          <Link to="/promotions" className="chip">
            <Trans>Promotions</Trans>
          </Link>
          {config.features.stokvel && (
            <Link to="/stokvel" className="chip">
              <Trans>Stokvel offers</Trans>
            </Link>
          )}
          {config.features.combos && (
            <Link to="/combos" className="chip">
              <Trans>Combos</Trans>
            </Link>
          )}
          <Link to="/leaflets" className="chip">
            <Trans>Leaflets</Trans>
          </Link>
        </nav>
      )}
      <section aria-labelledby="samples-heading">
        <h2 id="samples-heading">
          <Trans>Popular products</Trans>
        </h2>
        <OfferList
          offers={samples}
          loading={loading}
          error={error}
          onRetry={() => void refetch()}
          listName="Home"
          label={t`Popular products`}
          showSupplier={!supplierId}
        />
      </section>
    </>
  );
}
