import { BannerTargetType, type BannerResolvers } from '../../generated/resolvers-types.js';

const TARGET_TYPES = {
  category: BannerTargetType.Category,
  product: BannerTargetType.Product,
  offer: BannerTargetType.Offer,
  url: BannerTargetType.Url,
} as const;

export const Banner: BannerResolvers = {
  id: (banner) => String(banner.id),
  imageUrl: (banner) => banner.image_url,
  targetId: (banner) => (banner.target_id === null ? null : String(banner.target_id)),
  targetType: (banner) => (banner.target_type === null ? null : TARGET_TYPES[banner.target_type]),
};
