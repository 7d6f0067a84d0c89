/**
 * Calls the legacy REST API by contract key (`'GET /catalog/v1/categories'`), so method, path,
 * parameters and response type come from the one `LegacyRoutes` type the simulator also serves.
 */
import type {
  LegacyRouteKey,
  RouteBody,
  RouteParams,
  RouteQuery,
  RouteResponse,
} from '@shopfront/legacy-sim/contract';
import type { UpstreamHttp, UpstreamRequest } from './http.js';

export type CallArgs<K extends LegacyRouteKey> = {
  query?: RouteQuery<K>;
  /** Bearer token of the shopper, for user-scoped calls. */
  authToken?: string;
} & (keyof RouteParams<K> extends never ? { params?: never } : { params: RouteParams<K> }) &
  ([RouteBody<K>] extends [never] ? { body?: never } : { body: RouteBody<K> });

/** `/catalog/v1/suppliers/{id}` with `{ id: 7 }` to `/catalog/v1/suppliers/7`; throws on a gap. */
export function buildPath(
  template: string,
  params: Record<string, string | number> = {},
  query: Record<string, string | number | boolean | undefined | null> = {},
): string {
  const path = template.replace(/\{(\w+)\}/g, (_match, name: string) => {
    const value = params[name];
    if (value === undefined || value === '')
      throw new Error(`Missing path parameter "${name}" for ${template}`);
    return encodeURIComponent(String(value));
  });
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null) search.append(key, String(value));
  }
  const qs = search.toString();
  return qs ? `${path}?${qs}` : path;
}

export class LegacyClient {
  constructor(
    private readonly http: UpstreamHttp,
    /** Base URL of the legacy API, e.g. `http://legacy:4010`. */
    readonly baseUrl: string,
  ) {}

  call<K extends LegacyRouteKey>(key: K, args: CallArgs<K>): Promise<RouteResponse<K>> {
    const [method, template] = key.split(' ') as [UpstreamRequest['method'], string];
    const base = new URL(this.baseUrl);
    const prefix = base.pathname.replace(/\/$/, '');
    const path = buildPath(
      template,
      args.params as Record<string, string | number> | undefined,
      args.query as Record<string, string | number | undefined> | undefined,
    );
    return this.http.requestJson<RouteResponse<K>>({
      origin: base.origin,
      method,
      path: `${prefix}${path}`,
      route: key,
      headers: args.authToken ? { authorization: `Bearer ${args.authToken}` } : {},
      body: args.body,
    });
  }
}
