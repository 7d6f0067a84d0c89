/**
 * Branches by id. One branch is read on its own (`GET /catalog/v1/suppliers/{id}`); once a
 * request asks for a second branch (offers of several branches, each asking its branch's
 * details), the request reads every branch in one call instead (`GET /api/v2/agencies`, the store
 * groups with their branches, through the public cache), so a list of offers from many branches
 * costs one call, not one per branch. A branch missing from that list is read on its own.
 */
import DataLoader from 'dataloader';
import type { RestAgency, RestSupplier } from '@shopfront/legacy-api';
import type { LoaderContext } from './lazy.js';
import { loadEach } from './load-each.js';

export function branchLoader(
  { upstream }: LoaderContext,
  all: { agencies: DataLoader<'all', RestAgency[]> },
): DataLoader<number, RestSupplier> {
  const asked = new Set<number>();
  return new DataLoader<number, RestSupplier>(async (ids) => {
    for (const id of ids) asked.add(id);
    if (asked.size === 1) return loadEach(ids, (id) => upstream.catalogue.supplier(id));
    const branches = new Map<number, RestSupplier>();
    try {
      for (const agency of await all.agencies.load('all')) {
        for (const branch of agency.suppliers) branches.set(branch.id, branch);
      }
    } catch {
      // Each branch on its own, as before.
    }
    return loadEach(ids, async (id) => branches.get(id) ?? upstream.catalogue.supplier(id));
  });
}
