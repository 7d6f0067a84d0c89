/** Banners in a horizontally scrolling strip; each links to its category, product or offer. Not shown data-free. */
import type { FragmentType } from '@apollo/client';
import { useFragment } from '@apollo/client/react';
import { Link } from 'react-router';
import { useLingui } from '@lingui/react/macro';
import { isDataFree } from '../../core/config/data-free';
import {
  BannerStrip_BannerFragmentDoc,
  type BannerStrip_BannerFragment,
} from './BannerStrip_banner.generated';

/** Where a banner (or popup) leads in the shop, or null when it leads nowhere. */
export function bannerTarget(banner: BannerStrip_BannerFragment): string | null {
  if (!banner.targetId) return null;
  if (banner.targetType === 'CATEGORY') return `/category/${banner.targetId}`;
  if (banner.targetType === 'PRODUCT') return `/product/${banner.targetId}`;
  return null;
}

/** Reads its own fields (`BannerStrip_banner`) from the cache: the page's query holds only refs. */
export function BannerStrip(props: {
  banners: Array<FragmentType<typeof BannerStrip_BannerFragmentDoc>>;
}) {
  const { t } = useLingui();
  const { data, complete } = useFragment({
    fragment: BannerStrip_BannerFragmentDoc,
    from: props.banners,
  });
  const banners = complete ? data : [];
  if (isDataFree() || banners.length === 0) return null;
  return (
    <ul className="banner-strip" aria-label={t`Banners`}>
      {banners.map((banner, index) => {
        // The first banner is the home page's largest picture: fetched at once and first. The
        // others are off to the side of the strip until scrolled to.
        const first = index === 0;
        const image = (
          <img
            src={banner.imageUrl}
            alt={banner.title}
            width="720"
            height="240"
            loading={first ? 'eager' : 'lazy'}
            fetchPriority={first ? 'high' : 'auto'}
          />
        );
        const to = bannerTarget(banner);
        return <li key={banner.id}>{to ? <Link to={to}>{image}</Link> : image}</li>;
      })}
    </ul>
  );
}
