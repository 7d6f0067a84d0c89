/** The catalogue API family (`/catalog/v1/...`): suppliers, categories and everything browsable. */
import type { RestCategory, RestSupplier } from '@shopfront/legacy-sim/contract';
import type { LegacyClient } from './legacy-client.js';

export class CatalogueApi {
  constructor(private readonly client: LegacyClient) {}

  async suppliersNear(lat: number, lon: number, radiusKm?: number): Promise<RestSupplier[]> {
    const response = await this.client.call('GET /catalog/v1/suppliers/distance_from', {
      query: { lat, lon, distance: radiusKm },
    });
    return response.resources;
  }

  async rootCategories(supplierId?: number): Promise<RestCategory[]> {
    const response = await this.client.call('GET /catalog/v1/categories', {
      query: { supplier_id: supplierId },
    });
    return response.resources;
  }
}
