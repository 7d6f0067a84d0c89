/**
 * Transport errors of upstream calls, as one model: what went wrong, whether a retry may help, and
 * which GraphQL error code a client sees. Upstream bodies are never carried to clients.
 */
export type UpstreamFailure = 'timeout' | 'network' | 'http' | 'malformed';

export class UpstreamError extends Error {
  constructor(
    readonly failure: UpstreamFailure,
    /** Route key, e.g. `GET /catalog/v1/categories`, for logs and metrics. */
    readonly route: string,
    readonly statusCode: number | null = null,
    /** Seconds the upstream asked us to wait (Retry-After), when it did. */
    readonly retryAfterSeconds: number | null = null,
    options?: ErrorOptions,
  ) {
    super(
      failure === 'http'
        ? `Legacy API answered ${statusCode} for ${route}`
        : `Legacy API ${failure === 'timeout' ? 'timed out' : failure === 'network' ? 'unreachable' : 'sent malformed JSON'} for ${route}`,
      options,
    );
  }

  /** Worth retrying when the call is idempotent: throttling, server errors and connection errors. */
  get retryable(): boolean {
    if (this.failure === 'network' || this.failure === 'timeout') return true;
    return this.failure === 'http' && (this.statusCode === 429 || (this.statusCode ?? 0) >= 500);
  }

  /** The `extensions.code` a GraphQL client sees for this failure. */
  get graphqlCode(): string {
    if (this.failure === 'timeout') return 'GATEWAY_TIMEOUT';
    if (this.statusCode === 401) return 'UNAUTHENTICATED';
    if (this.statusCode === 403) return 'FORBIDDEN';
    if (this.statusCode === 404) return 'NOT_FOUND';
    if (this.statusCode === 400 || this.statusCode === 422) return 'BAD_USER_INPUT';
    return 'UPSTREAM_ERROR';
  }
}
