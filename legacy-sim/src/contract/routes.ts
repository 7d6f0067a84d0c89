/**
 * The legacy REST API as one lookup type: `'METHOD /path/{param}'` to its path parameters, query,
 * body and response. The simulator registers its routes from these keys and the gateway's REST
 * clients call them by the same keys, so a typo or a shape change fails the typecheck on both sides.
 */
import type { RestCategory, RestSupplier } from './catalogue.js';
import type { RestListResponse } from './common.js';

type NoParams = Record<never, never>;

export interface LegacyRoutes {
  'GET /catalog/v1/suppliers/distance_from': {
    params: NoParams;
    /** `distance` is the search radius in km (15 in data-free mode). */
    query: { lat: number; lon: number; distance?: number };
    body: never;
    response: RestListResponse<RestSupplier>;
  };
  'GET /catalog/v1/categories': {
    params: NoParams;
    query: { supplier_id?: number };
    body: never;
    response: RestListResponse<RestCategory>;
  };
}

export type LegacyRouteKey = keyof LegacyRoutes;
export type RouteParams<K extends LegacyRouteKey> = LegacyRoutes[K]['params'];
export type RouteQuery<K extends LegacyRouteKey> = LegacyRoutes[K]['query'];
export type RouteBody<K extends LegacyRouteKey> = LegacyRoutes[K]['body'];
export type RouteResponse<K extends LegacyRouteKey> = LegacyRoutes[K]['response'];
