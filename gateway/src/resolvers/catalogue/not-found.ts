import { UpstreamError } from '../../upstream/errors.js';

/** Null when the legacy API answers 404 (documented as "null when there is no such ..."). */
export async function nullWhenNotFound<T>(promise: Promise<T>): Promise<T | null> {
  try {
    return await promise;
  } catch (error) {
    if (error instanceof UpstreamError && error.statusCode === 404) return null;
    throw error;
  }
}
