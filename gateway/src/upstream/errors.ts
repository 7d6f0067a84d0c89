/**
 * Transport errors of upstream calls, as one model: what went wrong, whether a retry may help, and
 * which GraphQL error code a client sees. Upstream bodies are never carried to clients.
 */
import { GraphQLError } from 'graphql';

export type UpstreamFailure = 'timeout' | 'network' | 'http' | 'malformed';

/** The JSON body of a legacy 4xx answer: kept for API clients (typed payload errors), never sent on. */
export interface UpstreamErrorBody {
  status?: string;
  message?: string;
  messages?: string[];
  [extra: string]: unknown;
}

export class UpstreamError extends Error {
  /** The legacy API's error body, when it sent JSON; for building typed business errors only. */
  body: UpstreamErrorBody | null = null;

  /** The call carried the shopper's bearer token (a 401 then means the legacy session is gone). */
  withShopperToken = false;

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

  /** The legacy API's business messages (`messages`, else `message`), for typed payload errors. */
  get messages(): string[] {
    if (Array.isArray(this.body?.messages) && this.body.messages.length > 0) {
      return this.body.messages.filter((message): message is string => typeof message === 'string');
    }
    return typeof this.body?.message === 'string' ? [this.body.message] : [];
  }

  /** A refusal of the request by a business rule (400, 409 or 422), as opposed to a failure. */
  get isBusinessRefusal(): boolean {
    return this.failure === 'http' && [400, 409, 422].includes(this.statusCode ?? 0);
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

/**
 * The legacy API names a line whose quantity breaks its offer's rule (`items[1].qty 0.5 breaks the
 * offer's quantity rule: whole numbers from 1`). That is the caller's bad input, not a business
 * outcome: a `BAD_USER_INPUT` error naming the line (`input.items[1].quantity`).
 */
export function quantityRuleBreak(messages: readonly string[]): GraphQLError | null {
  for (const message of messages) {
    const match =
      /^((?:items|modifications)\[\d+\])(?:\.item)?\.qty \S+ breaks the offer's quantity rule: (.+)$/.exec(
        message,
      );
    if (match) {
      const argument = `input.${match[1]}.quantity`;
      return new GraphQLError(`${argument} breaks the offer's quantity rule: ${match[2]}`, {
        extensions: { code: 'BAD_USER_INPUT', argument },
      });
    }
  }
  return null;
}

/** A legacy call that a business rule may refuse: the value, or the refusal's messages. */
export type Outcome<T> = { ok: true; value: T } | { ok: false; messages: string[] };

/**
 * Runs a call whose business refusals (400, 409, 422 with messages) are expected outcomes, not
 * failures; anything else (5xx, timeouts, 401/403/404) still throws.
 */
export async function outcome<T>(call: Promise<T>): Promise<Outcome<T>> {
  try {
    return { ok: true, value: await call };
  } catch (error) {
    if (error instanceof UpstreamError && error.isBusinessRefusal) {
      const messages = error.messages;
      const ruleBreak = quantityRuleBreak(messages);
      if (ruleBreak) throw ruleBreak;
      return { ok: false, messages: messages.length > 0 ? messages : ['The request was refused'] };
    }
    throw error;
  }
}
