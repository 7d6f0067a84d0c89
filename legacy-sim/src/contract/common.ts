/**
 * Envelope shapes shared by every legacy REST response.
 * The legacy API answers with snake_case fields, money in cents and a `status` string.
 */

/** Status strings the legacy API uses; `not_found` is the only one the client gives meaning to. */
export type RestStatus = 'ok' | 'not_found' | 'error' | 'unauthorized' | 'forbidden' | 'invalid';

/** A list of resources, as the legacy API returns for index calls. */
export interface RestListResponse<T> {
  status: RestStatus;
  resources: T[];
}

/** One resource, as the legacy API returns for show calls. */
export interface RestShowResponse<T> {
  status: RestStatus;
  resource: T;
}

/** The body of a 4xx/5xx answer or of an unknown route. */
export interface RestErrorResponse {
  status: RestStatus;
  message: string;
}
