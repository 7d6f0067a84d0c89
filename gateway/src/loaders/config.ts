/** Per-request loaders of the configuration domain (public data). */
import type DataLoader from 'dataloader';
import type { RestCheckoutConfig, RestClientConfig } from '@shopfront/legacy-api';
import type { LoaderRecipes } from './lazy.js';
import { perKey } from './per-key.js';
import type { ShopConfigLoader, SupplierKey, SupplierOrigins } from './shared.js';

export interface ConfigLoaders extends ShopConfigLoader {
  /** By supplier (null: the shop-wide configuration). */
  clientConfig: DataLoader<SupplierKey, RestClientConfig, string>;
  checkoutConfig: DataLoader<SupplierKey, RestCheckoutConfig, string>;
  appVersion: DataLoader<'version', string, string>;
}

export const configRecipes: LoaderRecipes<ConfigLoaders, ConfigLoaders & SupplierOrigins> = {
  shopConfig: ({ upstream }) => perKey(() => upstream.config.shopfrontConfig()),
  clientConfig: ({ upstream }, all) =>
    perKey(async ({ supplierId }: SupplierKey) =>
      upstream.config.clientConfig(supplierId, await all.supplierOrigin(supplierId)),
    ),
  checkoutConfig: ({ upstream }, all) =>
    perKey(async ({ supplierId }: SupplierKey) =>
      upstream.config.checkoutConfig(supplierId, await all.supplierOrigin(supplierId)),
    ),
  appVersion: ({ upstream }) => perKey(() => upstream.config.version()),
};
