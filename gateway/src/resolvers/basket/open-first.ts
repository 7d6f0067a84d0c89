/**
 * The comparison's first basket, the branch the shopper is told to shop at, read live before it is
 * named. The branches come through the public answer cache, up to CACHE_TTL_SECONDS old (ADR
 * 0003): a branch closed since would be recommended, and the shopper sent to a shop that cannot
 * take the order. A first branch found closed now goes down the ranking as any closed branch
 * does, and the next first is read in turn.
 */
import type { RestComparedBasket, RestSupplier } from '@shopfront/legacy-api';
import type { GatewayContext } from '../../context.js';
import type { DispatchMethod } from '../../generated/resolvers-types.js';
import type { SupplierBasketParent } from './parents.js';
import { rankForDispatch } from './ranking.js';

/** Branches read live for one comparison at most: a shop rarely closes several at once. */
const LIVE_READS = 3;

export async function rankWithOpenFirst(
  baskets: readonly RestComparedBasket[],
  dispatch: DispatchMethod,
  cached: ReadonlyMap<number, RestSupplier>,
  { upstream }: Pick<GatewayContext, 'upstream'>,
): Promise<SupplierBasketParent[]> {
  const branches = new Map(cached);
  let ranked = rankForDispatch(baskets, dispatch, branches);
  const read = new Set<number>();
  while (read.size < LIVE_READS) {
    const first = ranked[0];
    // Nothing to recommend, or closed already by the cached list (then every branch is).
    const id = first?.supplier.id;
    if (!first?.serves || id === undefined || branches.get(id)?.closed_text || read.has(id)) break;
    read.add(id);
    // Not readable now: the cached list stands, as it did before this check.
    const live = await upstream.catalogue.supplier(id, true).catch(() => null);
    if (!live?.closed_text) break;
    // The cached branch (its distance from the shopper) with its notice as it is now.
    branches.set(id, { ...(branches.get(id) ?? live), closed_text: live.closed_text });
    ranked = rankForDispatch(baskets, dispatch, branches);
  }
  return ranked;
}
