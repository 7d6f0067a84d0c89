/**
 * When the legacy API refuses the shopper's bearer token (401: it expired or was revoked there),
 * the gateway's session is worth nothing. It ends with that answer (revoked, cookie cleared), so
 * the shop shows the shopper signed out instead of failing every signed-in read until they do.
 */
import type { GraphQLRequestListener } from '@apollo/server';
import type { GatewayContext } from '../context.js';
import { UpstreamError } from '../upstream/errors.js';

function tokenRefused(error: unknown): boolean {
  return error instanceof UpstreamError && error.statusCode === 401 && error.withShopperToken;
}

export const endSessionOnLegacy401Listener: GraphQLRequestListener<GatewayContext> = {
  async didEncounterErrors({ errors, contextValue }) {
    if (!contextValue.session.data) return;
    if (errors.some((error) => tokenRefused(error.originalError ?? error))) {
      await contextValue.session.clear();
    }
  },
};
