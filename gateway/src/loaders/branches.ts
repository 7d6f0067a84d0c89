/**
 * Branches by id. The first two branches a request asks for are read on their own
 * (`GET /catalog/v1/suppliers/{id}`); once it asks for a third (offers of several branches, each
 * asking its branch's details), it reads every branch in one call instead (`GET /api/v2/agencies`,
 * the store groups with their branches, through the public cache), so a list of offers from many
 * branches costs at most three calls, not one per branch (`@upstream(calls: 3, shares:
 * "branches", once: true)` in the schema). A branch missing from that list is read on its own.
 */
import DataLoader from 'dataloader';
import type { RestAgency, RestSupplier } from '@shopfront/legacy-api';
import type { LoaderContext } from './lazy.js';
import { loadEach } from './load-each.js';

/** Branches one request reads on their own before it reads them all (as many calls either way). */
const ALONE = 2;

export function branchLoader(
  { upstream }: LoaderContext,
  all: { agencies: DataLoader<'all', RestAgency[]> },
): DataLoader<number, RestSupplier> {
  const asked = new Set<number>();
  return new DataLoader<number, RestSupplier>(async (ids) => {
    for (const id of ids) asked.add(id);
    if (asked.size <= ALONE) return loadEach(ids, (id) => upstream.catalogue.supplier(id));
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
