import { beforeEach, describe, expect, it } from 'vitest';
import { readStored, removeLegacyKeys, writeStored } from './storage';

describe('storage', () => {
  beforeEach(() => localStorage.clear());

  it('reads back what it wrote and falls back on corrupt entries', () => {
    writeStored('cart-v1', { items: [] });
    expect(readStored('cart-v1', null)).toEqual({ items: [] });
    localStorage.setItem('cart-v1', '{not json');
    expect(readStored('cart-v1', 'fallback')).toBe('fallback');
  });

  it('removes the legacy cart, account and cache entries on start, keeping versioned ones', () => {
    localStorage.setItem('cart_items', '[]');
    localStorage.setItem('account', '{}');
    localStorage.setItem('cache', '{}');
    writeStored('cart-v1', { items: [] });
    removeLegacyKeys();
    expect(localStorage.getItem('cart_items')).toBeNull();
    expect(localStorage.getItem('account')).toBeNull();
    expect(localStorage.getItem('cache')).toBeNull();
    expect(localStorage.getItem('cart-v1')).not.toBeNull();
  });
});
