import { describe, expect, it } from 'vitest';
import { buildComparison } from './comparison';
import { SEEDED_COMPARISONS } from './comparison-seeded';

describe("the seeded baskets compared with the gateway's pick", () => {
  it.each(SEEDED_COMPARISONS.map((seeded) => [seeded.name, seeded] as const))(
    '%s: the same cheapest branch and the same totals as before',
    (_name, seeded) => {
      const dispatch = seeded.name.includes('DELIVER') ? 'DELIVER' : 'COLLECT';
      const view = buildComparison(seeded.baskets, [], {
        dispatch,
        recommendedId: seeded.recommendedId,
      });
      expect(view.cheapest?.supplierId ?? null).toBe(seeded.before.cheapest);
      expect(view.rows.map((row) => [row.supplierId, row.totalInCents])).toEqual(
        seeded.before.rows,
      );
    },
  );
});
