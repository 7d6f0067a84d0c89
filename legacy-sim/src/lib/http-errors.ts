/** Errors that routes throw to answer with a legacy-shaped JSON error body and a status code. */
import type { RestStatus } from '../contract/index.js';

export class LegacyHttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly status: RestStatus,
    message: string,
  ) {
    super(message);
  }
}

export const badRequest = (message: string) => new LegacyHttpError(400, 'invalid', message);
export const notFound = (message: string) => new LegacyHttpError(404, 'not_found', message);
