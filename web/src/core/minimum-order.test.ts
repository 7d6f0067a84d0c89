import { describe, expect, it } from 'vitest';
import { minimumShortfall, MINIMUM_ORDER_IN_CENTS } from './minimum-order';

describe('minimumShortfall', () => {
  it('is what an R 8.25 basket lacks to reach the R 10 minimum', () => {
    expect(minimumShortfall(825, MINIMUM_ORDER_IN_CENTS)).toBe(175);
  });
  it('is 0 at or above the minimum', () => {
    expect(minimumShortfall(1000, 1000)).toBe(0);
    expect(minimumShortfall(5697, 1000)).toBe(0);
  });
  it('is 0 for an empty basket (nothing to flag)', () => {
    expect(minimumShortfall(0, 1000)).toBe(0);
  });
});
