import { describe, expect, it } from 'vitest';
import {
  branchCookie,
  branchFromCookie,
  chosenBranchCookie,
  unreadBranchCookieDrop,
} from './render-context';

const PAROW = { id: '101' };

describe('the branch cookie', () => {
  it('is written for the whole site for a year, and removed by an empty value', () => {
    expect(branchCookie('x')).toBe('sf_branch=x; path=/; max-age=31536000; samesite=lax');
    expect(branchCookie('')).toBe('sf_branch=; path=/; max-age=0; samesite=lax');
  });

  it('set by the server for a branch reads back as that branch, and for price comparison as none', () => {
    const value = (cookie: string) => /^sf_branch=([^;]*)/.exec(cookie)?.[1] ?? '';
    const branch = chosenBranchCookie(PAROW);
    expect(branch).toMatch(/; path=\/; max-age=31536000; samesite=lax$/);
    // The gateway's cookie parser decodes the value once before the render reads it.
    expect(branchFromCookie(decodeURIComponent(value(branch)))).toEqual(PAROW);
    expect(value(chosenBranchCookie(null))).toBe('comparison');
    expect(branchFromCookie('comparison')).toBeNull();
  });

  it('holds the id alone: a cookie an older build wrote with a name reads back as its id', () => {
    expect(decodeURIComponent(/^sf_branch=([^;]*)/.exec(chosenBranchCookie(PAROW))![1]!)).toBe(
      '{"id":"101"}',
    );
    expect(branchFromCookie(JSON.stringify({ id: '101', name: 'Mzansi Fresh Parow' }))).toEqual(
      PAROW,
    );
  });

  it('is removed when it names no branch; a branch, price comparison or none is left', () => {
    for (const broken of ['{"id":', '{"id":"10 1"}', 'x'])
      expect(unreadBranchCookieDrop(broken)).toBe(branchCookie(''));
    for (const kept of ['{"id":"101"}', 'comparison', '', undefined])
      expect(unreadBranchCookieDrop(kept)).toBeNull();
  });
});
