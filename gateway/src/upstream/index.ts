/** Every API family client over one shared HTTP layer. */
import type { LegacyApiGenerations } from '../config.js';
import { AccountApi } from './account-api.js';
import type { AccountSnapshots } from './account-snapshots.js';
import { CartApi } from './cart-api.js';
import { CatalogueApi } from './catalogue-api.js';
import { ConfigApi } from './config-api.js';
import { UpstreamHttp, type UpstreamHttpOptions } from './http.js';
import { LegacyClient, type LegacyClientOptions } from './legacy-client.js';
import { ManagerApi } from './manager-api.js';
import { OrdersApi } from './orders-api.js';
import { PaymentsApi } from './payments-api.js';

export interface UpstreamOptions extends UpstreamHttpOptions, LegacyClientOptions {
  /** Which generation of each API family to call; v1 everywhere when omitted. */
  generations?: LegacyApiGenerations;
  /** Account scope of the legacy account paths; `shopfront` when omitted. */
  accountScope?: string;
  /** Where signed-in accounts are kept between reads; one replica's memory when omitted. */
  accountSnapshots?: AccountSnapshots;
}

export interface Upstream {
  http: UpstreamHttp;
  legacy: LegacyClient;
  /** The configured generation per API family (`LEGACY_*_API`). */
  generations: LegacyApiGenerations;
  catalogue: CatalogueApi;
  config: ConfigApi;
  cart: CartApi;
  account: AccountApi;
  orders: OrdersApi;
  payments: PaymentsApi;
  manager: ManagerApi;
}

export function createUpstream(legacyApiUrl: string, options: UpstreamOptions): Upstream {
  const http = new UpstreamHttp(options);
  const legacy = new LegacyClient(http, legacyApiUrl, options);
  const generations = options.generations ?? { account: 'v1', orders: 'v1', search: 'v1' };
  return {
    http,
    legacy,
    generations,
    catalogue: new CatalogueApi(legacy, { offerSearch: generations.search }),
    config: new ConfigApi(legacy),
    cart: new CartApi(legacy),
    account: new AccountApi(
      legacy,
      generations.account,
      options.accountScope ?? 'shopfront',
      options.accountSnapshots,
    ),
    orders: new OrdersApi(legacy, generations.orders),
    payments: new PaymentsApi(legacy),
    manager: new ManagerApi(legacy),
  };
}
