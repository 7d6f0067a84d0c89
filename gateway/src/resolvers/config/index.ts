/** Configuration domain: shop, client configuration and the build version. */
import type { Resolvers } from '../../generated/resolvers-types.js';
import { ClientConfig } from './ClientConfig.js';
import { DispatchOption } from './DispatchOption.js';
import { Query } from './Query.js';
import { ShippingOption } from './ShippingOption.js';
import { ShopConfig } from './ShopConfig.js';
import { ShopFeatures } from './ShopFeatures.js';
import { ShopMeta } from './ShopMeta.js';
import { Theme } from './Theme.js';

export const configResolvers: Resolvers = {
  Query,
  ShopConfig,
  ShopFeatures,
  ShopMeta,
  Theme,
  ShippingOption,
  DispatchOption,
  ClientConfig,
};
