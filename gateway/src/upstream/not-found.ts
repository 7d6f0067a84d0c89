import { UpstreamError } from './errors.js';

/** Null when the legacy API answers 404 (documented as "null when there is no such ..."). */
export async function nullWhenNotFound<T>(promise: Promise<T>): Promise<T | null> {
  try {
    return await promise;
  } catch (error) {
    if (error instanceof UpstreamError && error.statusCode === 404) return null;
    throw error;
  }
}

/**
 * An empty list when the legacy API answers 404 (an offers fetch failure gives
 * an empty list), for offer lists of an unknown branch or sellable.
 */
export async function emptyWhenNotFound<T>(promise: Promise<T[]>): Promise<T[]> {
  return (await nullWhenNotFound(promise)) ?? [];
}
