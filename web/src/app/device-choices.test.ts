import { beforeEach, describe, expect, it } from 'vitest';
import { moveDeviceChoicesToCookies, renewBranchCookie } from './device-choices';
import { deviceCookie } from '../test-support/device-cookie';

describe('a device an older build left its branch and language on (local storage)', () => {
  beforeEach(() => {
    document.cookie = 'sf_branch=; path=/; max-age=0';
    document.cookie = 'sf_locale=; path=/; max-age=0';
    localStorage.clear();
  });

  it('has them moved to their cookies once, and the stored copies removed', () => {
    localStorage.setItem(
      'suppliers-v1',
      JSON.stringify({
        selected: { id: '101', name: 'Mzansi Fresh Parow' },
        closedNoticeShown: { '101': '2026-11-30' },
      }),
    );
    localStorage.setItem('locale-v1', JSON.stringify('af'));
    moveDeviceChoicesToCookies();
    expect(decodeURIComponent(deviceCookie('sf_branch') ?? '')).toBe('{"id":"101"}');
    expect(deviceCookie('sf_locale')).toBe('af');
    expect(JSON.parse(localStorage.getItem('suppliers-v1') ?? 'null')).toEqual({
      closedNoticeShown: { '101': '2026-11-30' },
    });
    expect(localStorage.getItem('locale-v1')).toBeNull();
  });

  it('keeps a cookie already there: it is the newer choice (the server’s form wrote it)', () => {
    document.cookie = 'sf_branch=comparison; path=/';
    document.cookie = 'sf_locale=fr; path=/';
    localStorage.setItem('suppliers-v1', JSON.stringify({ selected: { id: '101' } }));
    localStorage.setItem('locale-v1', JSON.stringify('af'));
    moveDeviceChoicesToCookies();
    expect(deviceCookie('sf_branch')).toBe('comparison');
    expect(deviceCookie('sf_locale')).toBe('fr');
    expect(localStorage.getItem('locale-v1')).toBeNull();
    expect(JSON.parse(localStorage.getItem('suppliers-v1') ?? 'null')).toEqual({});
  });

  it('leaves what it cannot read, and a device with nothing stored, as they are', () => {
    localStorage.setItem('locale-v1', JSON.stringify('de'));
    localStorage.setItem('suppliers-v1', '{not json');
    moveDeviceChoicesToCookies();
    expect(deviceCookie('sf_branch')).toBeUndefined();
    expect(deviceCookie('sf_locale')).toBeUndefined();
    expect(localStorage.getItem('locale-v1')).toBeNull();
    // An id no branch can have is not written to the cookie the server reads.
    localStorage.setItem('suppliers-v1', JSON.stringify({ selected: { id: '../x; path=/' } }));
    moveDeviceChoicesToCookies();
    expect(deviceCookie('sf_branch')).toBeUndefined();
  });
});

describe('the branch cookie at start', () => {
  beforeEach(() => {
    document.cookie = 'sf_branch=; path=/; max-age=0';
  });

  it('is renewed when it names a branch', () => {
    const value = encodeURIComponent('{"id":"101"}');
    document.cookie = `sf_branch=${value}; path=/`;
    renewBranchCookie();
    expect(deviceCookie('sf_branch')).toBe(value);
  });

  it('is removed when it names none (edited, or cut short): neither the shop nor the server reads it', () => {
    for (const broken of ['%7B%22id%22%3A', encodeURIComponent('{"id":"10 1"}'), 'x']) {
      document.cookie = `sf_branch=${broken}; path=/`;
      renewBranchCookie();
      expect(deviceCookie('sf_branch')).toBeUndefined();
    }
  });

  it('is left as it is when it says price comparison (the server’s form chose it)', () => {
    document.cookie = 'sf_branch=comparison; path=/';
    renewBranchCookie();
    expect(deviceCookie('sf_branch')).toBe('comparison');
  });
});
