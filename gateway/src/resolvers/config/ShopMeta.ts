import type { ShopMetaResolvers } from '../../generated/resolvers-types.js';

export const ShopMeta: ShopMetaResolvers = {
  countryCode: (meta) => meta.country_iso2,
  currencySymbol: (meta) => meta.currency_symbol,
  currencyCode: (meta) => meta.currency_iso,
  defaultPosition: (meta) => meta.default_position,
  facebookUrl: (meta) => meta.facebook_url,
  websiteUrl: (meta) => meta.website_url,
  supportChatUrl: (meta) => meta.support_chat_url,
};
