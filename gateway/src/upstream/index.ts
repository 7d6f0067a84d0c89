/** Every API family client over one shared HTTP layer. */
import { CatalogueApi } from './catalogue-api.js';
import { UpstreamHttp, type UpstreamHttpOptions } from './http.js';
import { LegacyClient } from './legacy-client.js';

export interface Upstream {
  http: UpstreamHttp;
  legacy: LegacyClient;
  catalogue: CatalogueApi;
}

export function createUpstream(legacyApiUrl: string, options: UpstreamHttpOptions): Upstream {
  const http = new UpstreamHttp(options);
  const legacy = new LegacyClient(http, legacyApiUrl);
  return { http, legacy, catalogue: new CatalogueApi(legacy) };
}
