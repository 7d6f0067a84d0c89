import { describe, expect, it } from 'vitest';
import { renderedWithOwnState } from './render-data';

const page = (branchId: string | null, locale = 'en') => ({
  cache: {},
  storeStates: branchId ? { sf_branch: encodeURIComponent(JSON.stringify({ id: branchId })) } : {},
  locale,
});

describe('hydrating a server-rendered page', () => {
  it('only when it shows this browser’s branch and language', () => {
    expect(renderedWithOwnState(page('101'), 'en', '101')).toBe(true);
    expect(renderedWithOwnState(page(null), 'en', undefined)).toBe(true);
    expect(renderedWithOwnState(page(null), 'en', '101')).toBe(false);
    expect(renderedWithOwnState(page('101'), 'en', '102')).toBe(false);
    expect(renderedWithOwnState(page('101', 'af'), 'en', '101')).toBe(false);
  });
});
