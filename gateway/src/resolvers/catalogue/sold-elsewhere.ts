/**
 * What the chosen branch does not sell: the same search at the nearest other open branches
 * around it, so the shopper learns where the product is and how far that branch is.
 */
import type { GatewayContext } from '../../context.js';
import { UpstreamError } from '../../upstream/errors.js';
import type { CallBudget } from './call-budget.js';
import { nearbyProductSearch, type NearbyProductParent } from './nearby.js';

/** How far from the chosen branch to look, in kilometres (a short drive). */
export const ELSEWHERE_RADIUS_KM = 15;
/** Products listed at most: a hint, not a second result list. */
export const ELSEWHERE_MAX_PRODUCTS = 5;

export async function soldElsewhere(
  query: string,
  supplierId: number,
  ctx: GatewayContext,
  budget: CallBudget,
): Promise<NearbyProductParent[]> {
  // The chosen branch's own read (its place), then the nearby search, with what the search left.
  if (!budget.take()) return [];
  try {
    const branch = await ctx.loaders.supplier.load(supplierId);
    const found = await nearbyProductSearch(
      {
        query,
        near: { lat: branch.lat, lon: branch.lon, radiusKm: ELSEWHERE_RADIUS_KM },
        page: 1,
        perPage: ELSEWHERE_MAX_PRODUCTS,
        exceptSupplierId: supplierId,
      },
      ctx,
      budget,
    );
    return found.products;
  } catch (error) {
    // A hint only: when the branch list cannot be read, the empty result still stands.
    if (error instanceof UpstreamError) return [];
    throw error;
  }
}
