import { describe, expect, it } from 'vitest';
import { createPageStores } from './client-state';
import {
  getSelectedSupplier,
  markClosedNoticeShown,
  selectedSupplierIn,
  selectSupplier,
  shouldShowClosedNotice,
} from './selected-supplier';
import { deviceCookie } from '../test-support/device-cookie';

describe('supplier closed notice', () => {
  it('shows at most once per Johannesburg day per branch', () => {
    const morning = new Date('2026-11-21T06:00:00Z');
    expect(shouldShowClosedNotice('101', morning)).toBe(true);
    markClosedNoticeShown('101', morning);
    expect(shouldShowClosedNotice('101', new Date('2026-11-21T20:00:00Z'))).toBe(false);
    expect(shouldShowClosedNotice('102', morning)).toBe(true);
    // 22:30 UTC is already the next day in Johannesburg.
    expect(shouldShowClosedNotice('101', new Date('2026-11-21T22:30:00Z'))).toBe(true);
  });
});

describe('the chosen branch on the device', () => {
  const branchCookie = () => deviceCookie('sf_branch');

  it('has one home, the sf_branch cookie the server renders with: its id only', () => {
    selectSupplier({ id: '101', name: 'Mzansi Fresh Parow' });
    expect(decodeURIComponent(branchCookie() ?? '')).toBe('{"id":"101"}');
    expect(JSON.parse(localStorage.getItem('suppliers-v1') ?? '{}').selected).toBeUndefined();
    expect(getSelectedSupplier()).toEqual({ id: '101' });
    selectSupplier(null);
    expect(branchCookie()).toBeUndefined();
    expect(getSelectedSupplier()).toBeNull();
  });

  it('is what the cookie says, also when the server wrote it (POST /branch)', () => {
    document.cookie = `sf_branch=${encodeURIComponent('{"id":"102"}')}; path=/`;
    expect(selectedSupplierIn(createPageStores())).toEqual({ id: '102' });
    document.cookie = 'sf_branch=comparison; path=/';
    expect(selectedSupplierIn(createPageStores())).toBeNull();
  });

  it('is read again when the tab comes back (another tab chose another branch)', () => {
    const stores = createPageStores();
    selectSupplier({ id: '101' });
    document.cookie = `sf_branch=${encodeURIComponent('{"id":"103"}')}; path=/`;
    window.dispatchEvent(new Event('focus'));
    expect(selectedSupplierIn(stores)).toEqual({ id: '103' });
  });
});
