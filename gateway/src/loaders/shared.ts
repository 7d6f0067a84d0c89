/**
 * What the catalogue and configuration loaders need of each other, named here so that neither
 * imports the other: the catalogue reads the shop's configuration (market or agency mode) to
 * find a supplier's origin, and the configuration is read from that origin.
 */
import type DataLoader from 'dataloader';
import type { RestShopfrontConfigBody } from '@shopfront/legacy-api';
import type { Origin } from '../upstream/catalogue-api.js';

/**
 * A supplier, or null for the whole shop. Wrapped in an object because DataLoader refuses a bare
 * null key.
 */
export interface SupplierKey {
  supplierId: number | null;
}

/** The shop-wide configuration's loader (configuration domain). */
export interface ShopConfigLoader {
  shopConfig: DataLoader<'shop', RestShopfrontConfigBody | null, string>;
}

/** Where a supplier's API is (catalogue domain). */
export interface SupplierOrigins {
  /** Base URL of a supplier's own API (agency mode), or null for the configured legacy API. */
  supplierOrigin(supplierId: number | null): Promise<Origin>;
}
