/**
 * Envelope shapes shared by every legacy REST response.
 * The legacy API answers with snake_case fields, money in cents and a `status` string.
 */

/** Status strings the legacy API uses; `not_found` is the only one the old client gave meaning to. */
export type RestStatus =
  'ok' | 'not_found' | 'error' | 'unauthorized' | 'forbidden' | 'invalid' | 'conflict';

/** A list of resources, as the legacy API returns for index calls. */
export interface RestListResponse<T> {
  status: RestStatus;
  resources: T[];
}

/** The answer to a create call: the created resource and a human message. */
export interface RestCreateResponse<T> {
  status: RestStatus;
  resource: T;
  message: string;
}

/** A plain outcome with a human message (deletes, notifications, supplier-side actions). */
export interface RestMessageResponse {
  status: RestStatus;
  message: string;
}

/** The body of a 4xx/5xx answer or of an unknown route. */
export interface RestErrorResponse {
  status: RestStatus;
  message: string;
  /** Field or business messages, when the API gives several. */
  messages?: string[];
}

/** Page-number paging: `next_page` is null on the last page. */
export interface RestPagination {
  page: number;
  per_page: number;
  next_page: number | null;
  total: number;
}

/** ISO-8601 date-time string with offset, e.g. `2026-11-21T10:00:00+02:00`. */
export type RestDateTime = string;

/** Header carrying the manager authorisation value on `/manager/...` and supplier-order calls. */
export const MANAGER_AUTH_HEADER = 'x-manager-authorization';

/**
 * Optional header on calls that create money-bearing things (register order, register
 * transaction, card payment). A repeat with the same key returns the first result.
 */
export const IDEMPOTENCY_KEY_HEADER = 'idempotency-key';
