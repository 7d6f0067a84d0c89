/**
 * When the legacy API refuses the shopper's bearer token (401: it expired or was revoked there),
 * the gateway's session is worth nothing. It ends with that answer (revoked, cookie cleared), so
 * the shop shows the shopper signed out instead of failing every signed-in read until they do.
 */
import { UpstreamError } from '../upstream/errors.js';
import type { PipelineStep } from './step.js';

function tokenRefused(error: unknown): boolean {
  return error instanceof UpstreamError && error.statusCode === 401 && error.withShopperToken;
}

export const endSessionOnLegacy401: PipelineStep = {
  didEncounterErrors({ errors, contextValue }) {
    if (!contextValue.session.data) return;
    if (errors.some((error) => tokenRefused(error.originalError ?? error))) {
      return contextValue.session.clear();
    }
  },
};
