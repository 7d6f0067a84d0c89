import {
  ProductPageVariant,
  ShopMode,
  type ShopConfigResolvers,
} from '../../generated/resolvers-types.js';

export const ShopConfig: ShopConfigResolvers = {
  mode: (config) => (config.features.agency ? ShopMode.Agency : ShopMode.Market),
  promotionCarousel: (config) => config.promotion_carousel,
  productPageVariant: (config) =>
    config.product_page_variant === 'compact'
      ? ProductPageVariant.Compact
      : ProductPageVariant.Default,
  customCss: (config) => config.custom_css,
  logoUrl: (config) => config.logo_url,
  iconUrl: (config) => config.icon_url,
};
