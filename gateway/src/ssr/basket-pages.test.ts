import { describe, expect, it } from 'vitest';
import { readsBasket } from './basket-pages.js';

describe('readsBasket', () => {
  it('is the basket page, with or without a query or a trailing slash', () => {
    for (const url of ['/basket', '/basket/', '/basket?x=1', '/basket#lines']) {
      expect(readsBasket(url), url).toBe(true);
    }
  });
  it('is no other page', () => {
    for (const url of ['/', '/product/1', '/basket/compare', '/basketball', '/?basket']) {
      expect(readsBasket(url), url).toBe(false);
    }
  });
});
