/** Banners in a horizontally scrolling strip; each links to its category, product or offer. Not shown data-free. */
import { Link } from 'react-router';
import { useLingui } from '@lingui/react/macro';
import { isDataFree } from '../../app/config/data-free';
import type { BannerStrip_BannerFragment } from '../../generated/graphql';

/** Where a banner (or popup) leads in the shop, or null when it leads nowhere. */
export function bannerTarget(banner: BannerStrip_BannerFragment): string | null {
  if (!banner.targetId) return null;
  if (banner.targetType === 'CATEGORY') return `/category/${banner.targetId}`;
  if (banner.targetType === 'PRODUCT') return `/product/${banner.targetId}`;
  return null;
}

export function BannerStrip({ banners }: { banners: BannerStrip_BannerFragment[] }) {
  const { t } = useLingui();
  if (isDataFree() || banners.length === 0) return null;
  return (
    <ul className="banner-strip" aria-label={t`Banners`}>
      {banners.map((banner) => {
        const image = (
          <img src={banner.imageUrl} alt={banner.title} width="640" height="240" loading="lazy" />
        );
        const to = bannerTarget(banner);
        return <li key={banner.id}>{to ? <Link to={to}>{image}</Link> : image}</li>;
      })}
    </ul>
  );
}
