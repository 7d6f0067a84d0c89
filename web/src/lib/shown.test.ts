import { describe, expect, it } from 'vitest';
import { showingMorePath, shownOf, type Paging } from './shown';

const params = (query: string) => new URLSearchParams(query);
const paging: Paging = { pageSize: 20, most: 100, itemId: 'result-' };

describe('shownOf', () => {
  it('reads how many items to show, in whole pages up to the most', () => {
    expect(shownOf(params('q=milk&shown=40'), paging)).toBe(40);
    expect(shownOf(params('q=milk&shown=100'), paging)).toBe(100);
    expect(shownOf(params('q=milk&shown=21'), paging)).toBe(40);
    expect(shownOf(params('q=milk&shown=500'), paging)).toBe(100);
    expect(shownOf(params('shown=50'), { pageSize: 10, most: 50, itemId: 'order-' })).toBe(50);
    expect(shownOf(params('shown=60'), { pageSize: 20, most: 50, itemId: 'x-' })).toBe(40);
  });

  it('takes anything else for one page', () => {
    for (const shown of ['', 'two', '0', '-1', '1.5', '2e1', ' 40', '9999999999999999'])
      expect(shownOf(params(`q=milk&shown=${encodeURIComponent(shown)}`), paging)).toBe(20);
    expect(shownOf(params('q=milk'), paging)).toBe(20);
  });
});

describe('showingMorePath', () => {
  it('keeps the address, shows a page more and leads to the first new item', () => {
    expect(showingMorePath('/search', params('q=milk&exact=1'), 20, paging)).toBe(
      '/search?q=milk&exact=1&shown=40#result-21',
    );
    expect(showingMorePath('/search', params('q=maize meal&shown=40'), 40, paging)).toBe(
      '/search?q=maize+meal&shown=60#result-41',
    );
    expect(
      showingMorePath('/orders', params(''), 10, { pageSize: 10, most: 50, itemId: 'order-' }),
    ).toBe('/orders?shown=20#order-11');
  });

  it('offers nothing past the most', () => {
    expect(showingMorePath('/search', params('q=milk&shown=100'), 100, paging)).toBeNull();
  });
});
