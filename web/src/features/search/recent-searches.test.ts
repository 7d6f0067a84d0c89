import { describe, expect, it } from 'vitest';
import { RECENT_SEARCHES_KEPT, withRecentSearch } from './recent-searches';

describe('recent searches', () => {
  it('puts the newest first and drops the same search in another case', () => {
    expect(withRecentSearch(['Milk', 'bread'], 'milk')).toEqual(['milk', 'bread']);
  });

  it('replaces what was typed on the way to a longer search', () => {
    expect(withRecentSearch(['maiz', 'mai', 'bread'], 'maize  meal ')).toEqual([
      'maize meal',
      'bread',
    ]);
  });

  it('keeps at most eight and ignores an empty search', () => {
    const many = Array.from({ length: 10 }, (_, i) => `item ${i}`);
    expect(withRecentSearch(many, 'new')).toHaveLength(RECENT_SEARCHES_KEPT);
    expect(withRecentSearch(['bread'], '   ')).toEqual(['bread']);
  });
});
