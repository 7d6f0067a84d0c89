/** The catalogue home (`/`): banners, the root categories, quick links and sample products. */
import { useReadQuery } from '@apollo/client/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Suspense, use } from 'react';
import { Link, useLoaderData } from 'react-router';
import { usePreloadedQuery } from '../../apollo/use-preloaded-query';
import { useAppConfig } from '../../core/config/app-config';
import type { HomeLoaderData } from './loaders';
import { GridSkeleton, ListSkeleton } from '../../ui/states';
import { RootCategories } from '../catalogue/RootCategories';
import { OfferList } from '../offers/OfferList';
import type { Offer } from '../offers/offer-model';
import { useSelectedSupplier } from '../../core/selected-supplier';
import { ChooseBranchButton } from '../../core/ChooseBranchButton';
import { NotDeliveredNotice } from '../suppliers/NotDeliveredNotice';
import { CollectionOnlyNotice } from '../suppliers/CollectionOnlyNotice';
import { useServiceArea } from '../../core/service-area';
import { useAllowedDevicePosition } from '../../core/allowed-position';
import { YourUsuals } from '../usuals/YourUsuals';
import { AdPopup } from './AdPopup';
import { BannerStrip } from '../catalogue/BannerStrip';

export function HomePage() {
  const { t } = useLingui();
  const config = useAppConfig();
  const supplier = useSelectedSupplier();
  const supplierId = supplier?.id;
  const needsBranch = config.mode === 'AGENCY' && !supplierId;
  // Started by the route's loader (loaders.ts) with the ads and the categories.
  const { queryRef, adsRef, adsInTime } = useLoaderData<HomeLoaderData>();
  // A first visit learns where the shopper is when the browser allows it without asking, so the
  // "we don't deliver there" notice comes before a basket is filled, not at checkout.
  useAllowedDevicePosition();
  const area = useServiceArea();

  if (needsBranch) {
    return (
      <section className="empty-state" aria-labelledby="no-branch-heading">
        <h2 id="no-branch-heading">
          <Trans>Choose a branch to start shopping</Trans>
        </h2>
        <p>
          <Trans>Each branch has its own products and prices. Pick the one near you.</Trans>
        </p>
        <ChooseBranchButton className="button">
          <Trans>Choose a branch</Trans>
        </ChooseBranchButton>
      </section>
    );
  }

  // The whole page appears at once, when the home page's answer, the ads and the categories are
  // in (the loader started all three): nothing on screen moves when one of them arrives later
  // (the categories jumped down under the ads card and banners, CLS 0.5 on a phone).
  const skeleton = <HomeSkeleton showBanners={config.promotionCarousel} />;
  if (!queryRef) return skeleton; // The branch was just chosen: the loader runs again with it.
  return (
    <Suspense fallback={skeleton}>
      {area.status === 'unserved' && (
        // Browse freely, but say first that nothing can be ordered here.
        <NotDeliveredNotice place={area.placeName}>
          <p>
            <Trans>You can look around; to order, tell us a suburb or town we deliver to.</Trans>
          </p>
          <ChooseBranchButton className="button">
            <Trans>Change where you are</Trans>
          </ChooseBranchButton>
        </NotDeliveredNotice>
      )}
      {area.status === 'collectionOnly' && (
        // Orders can be collected, not delivered: said before a basket is filled.
        <CollectionOnlyNotice place={area.placeName} branches={area.branches}>
          <ChooseBranchButton className="button">
            <Trans>Change where you are</Trans>
          </ChooseBranchButton>
        </CollectionOnlyNotice>
      )}
      {adsRef && adsInTime && area.status !== 'unserved' && area.status !== 'collectionOnly' && (
        // A new branch is a new page: the announcement shown before it does not follow. Where
        // no branch delivers, its promises ("delivered to your door") would contradict the notice.
        <HomeAds key={supplierId ?? ''} adsRef={adsRef} inTime={adsInTime} />
      )}
      {config.promotionCarousel && <HomeBanners queryRef={queryRef} />}
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
      {/* A signed-in shopper's most bought products at this branch, one tap from the basket. */}
      <YourUsuals />
      <section aria-labelledby="samples-heading">
        <h2 id="samples-heading">
          <Trans>Popular products</Trans>
        </h2>
        <HomeSamples queryRef={queryRef} showSupplier={!supplierId} />
      </section>
    </Suspense>
  );
}

/** The home page's shape while its answers are on their way. */
function HomeSkeleton({ showBanners }: { showBanners: boolean }) {
  return (
    <>
      {showBanners && (
        <div className="banner-strip" aria-hidden="true">
          <div className="banner-placeholder" />
        </div>
      )}
      <h2>
        <Trans>Categories</Trans>
      </h2>
      <GridSkeleton />
      <h2>
        <Trans>Popular products</Trans>
      </h2>
      <ListSkeleton />
    </>
  );
}

type HomeQueryRef = NonNullable<HomeLoaderData['queryRef']>;

type AdsQueryRef = NonNullable<HomeLoaderData['adsRef']>;

function HomeBanners({ queryRef }: { queryRef: HomeQueryRef }) {
  const { data } = useReadQuery(queryRef);
  return data ? <BannerStrip banners={data.banners} /> : null;
}

/** The ads card, if its answer came in time (ads-in-time.ts); else nothing this visit. */
function HomeAds({ adsRef, inTime }: { adsRef: AdsQueryRef; inTime: Promise<boolean> }) {
  return use(inTime) ? <AdsCard adsRef={adsRef} /> : null;
}

function AdsCard({ adsRef }: { adsRef: AdsQueryRef }) {
  const { data } = useReadQuery(adsRef);
  return <AdPopup popups={data?.ads.popups ?? []} />;
}

function HomeSamples({
  queryRef,
  showSupplier,
}: {
  queryRef: HomeQueryRef;
  showSupplier: boolean;
}) {
  const { t } = useLingui();
  const { data, error, refetch } = usePreloadedQuery(queryRef);
  const samples = data?.sampleProducts
    .map((product) => product.cheapestOffer)
    .filter((offer): offer is Offer => !!offer);
  return (
    <OfferList
      offers={samples}
      loading={false}
      error={error}
      onRetry={() => void refetch()}
      listName="Home"
      label={t`Popular products`}
      showSupplier={showSupplier}
    />
  );
}
