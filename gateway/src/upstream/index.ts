/** Every API family client over one shared HTTP layer. */
import type { LegacyApiGenerations } from '../config.js';
import { AccountApi } from './account-api.js';
import { MemoryAccountSnapshots, type AccountSnapshots } from './account-snapshots.js';
import { CartApi } from './cart-api.js';
import { CatalogueApi } from './catalogue-api.js';
import { ConfigApi } from './config-api.js';
import { UpstreamHttp, type UpstreamHttpOptions } from './http.js';
import { LegacyClient, type LegacyClientOptions } from './legacy-client.js';
import { ManagerApi } from './manager-api.js';
import { OrdersApi } from './orders-api.js';
import { PaymentsApi } from './payments-api.js';
import type { RequestScope } from './request-scope.js';

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
  /** The same clients for one gateway request, whose deadline bounds all their calls. */
  forRequest(scope: RequestScope): Upstream;
}

export function createUpstream(legacyApiUrl: string, options: UpstreamOptions): Upstream {
  const http = new UpstreamHttp(options);
  const generations = options.generations ?? { account: 'v1', orders: 'v1', search: 'v1' };
  // One store for all requests' clients (AccountApi would make its own).
  const accountSnapshots = options.accountSnapshots ?? new MemoryAccountSnapshots();
  const over = (legacy: LegacyClient): Upstream => ({
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
      accountSnapshots,
    ),
    orders: new OrdersApi(legacy, generations.orders),
    payments: new PaymentsApi(legacy),
    manager: new ManagerApi(legacy),
    forRequest: (scope) => over(legacy.forRequest(scope)),
  });
  return over(new LegacyClient(http, legacyApiUrl, options));
}
