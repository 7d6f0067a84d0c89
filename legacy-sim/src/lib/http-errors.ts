/** Errors that routes throw to answer with a legacy-shaped JSON error body and a status code. */
import type { RestStatus } from '@shopfront/legacy-api';

export class LegacyHttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly status: RestStatus,
    message: string,
    /** Field or business messages; sent as `messages`. */
    readonly messages: string[] = [message],
    /** Extra fields merged into the body (e.g. the `validation` of a refused order). */
    readonly extra: Record<string, unknown> = {},
  ) {
    super(message);
  }
}

export const badRequest = (message: string, messages?: string[]) =>
  new LegacyHttpError(400, 'invalid', message, messages);
export const unauthorized = (message = 'Sign in to continue') =>
  new LegacyHttpError(401, 'unauthorized', message);
export const forbidden = (message = 'This belongs to another account') =>
  new LegacyHttpError(403, 'forbidden', message);
export const notFound = (message: string) => new LegacyHttpError(404, 'not_found', message);
export const conflict = (message: string) => new LegacyHttpError(409, 'conflict', message);
/** A business rule refused the request (422, `status: invalid`). */
export const unprocessable = (
  message: string,
  messages?: string[],
  extra?: Record<string, unknown>,
) => new LegacyHttpError(422, 'invalid', message, messages, extra);
