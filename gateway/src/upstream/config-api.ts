/**
 * Configuration calls: the shopfront config, client and checkout configs and the build version.
 * All public (never a token); the version is always read live.
 */
import type {
  RestCheckoutConfig,
  RestClientConfig,
  RestShopfrontConfigBody,
} from '@shopfront/legacy-api';
import type { LegacyClient } from './legacy-client.js';
import type { Origin } from './catalogue-api.js';

export class ConfigApi {
  constructor(private readonly client: LegacyClient) {}

  /** The shop's configuration, or null when the legacy API has none (`status: not_found`). */
  async shopfrontConfig(): Promise<RestShopfrontConfigBody | null> {
    const response = await this.client.call('GET /shopfront_config', {});
    if (response.status === 'not_found' || !response.config) return null;
    return response.config.config;
  }

  async clientConfig(supplierId: number | null, origin: Origin): Promise<RestClientConfig> {
    return this.client.call('GET /shopit/v1/client_config.json', {
      query: { supplier_id: supplierId ?? undefined },
      origin,
    });
  }

  async checkoutConfig(supplierId: number | null, origin: Origin): Promise<RestCheckoutConfig> {
    const response = await this.client.call('GET /cart/v1/checkout_config', {
      query: { supplier_id: supplierId ?? undefined },
      origin,
    });
    return response.checkout_config;
  }

  /** The deployed build's checksum (plain text), trimmed. Never cached. */
  async version(): Promise<string> {
    const text = await this.client.call('GET /version.txt', { cache: false });
    return text.trim();
  }
}
