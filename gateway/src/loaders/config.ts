/** Per-request loaders of the configuration domain (public data). */
import type DataLoader from 'dataloader';
import type {
  RestCheckoutConfig,
  RestClientConfig,
  RestShopfrontConfigBody,
} from '@shopfront/legacy-api';
import type { Upstream } from '../upstream/index.js';
import { perKey, type CatalogueLoaders, type SupplierKey } from './catalogue.js';

export interface ConfigLoaders {
  shopConfig: DataLoader<'shop', RestShopfrontConfigBody | null, string>;
  /** By supplier (null: the shop-wide configuration). */
  clientConfig: DataLoader<SupplierKey, RestClientConfig, string>;
  checkoutConfig: DataLoader<SupplierKey, RestCheckoutConfig, string>;
  appVersion: DataLoader<'version', string, string>;
}

export function createConfigLoaders(
  upstream: Upstream,
  catalogue: Pick<CatalogueLoaders, 'supplierOrigin'>,
): ConfigLoaders {
  const api = upstream.config;
  return {
    shopConfig: perKey(() => api.shopfrontConfig()),
    clientConfig: perKey(async ({ supplierId }: SupplierKey) =>
      api.clientConfig(supplierId, await catalogue.supplierOrigin(supplierId)),
    ),
    checkoutConfig: perKey(async ({ supplierId }: SupplierKey) =>
      api.checkoutConfig(supplierId, await catalogue.supplierOrigin(supplierId)),
    ),
    appVersion: perKey(() => api.version()),
  };
}
