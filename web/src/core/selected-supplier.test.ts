import { describe, expect, it } from 'vitest';
import { createPageStores } from './client-state';
import {
  getSelectedSupplier,
  markClosedNoticeShown,
  selectedSupplierIn,
  selectSupplier,
  shouldShowClosedNotice,
} from './selected-supplier';

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
  it('keeps its id only: the name is the gateway’s (in the cache), not a copy of it', () => {
    selectSupplier({ id: '101', name: 'Mzansi Fresh Parow' });
    expect(JSON.parse(localStorage.getItem('suppliers-v1') ?? 'null').selected).toEqual({
      id: '101',
    });
    expect(getSelectedSupplier()).toEqual({ id: '101' });
  });

  it('takes up the id of a choice an older build kept with its name', () => {
    localStorage.setItem(
      'suppliers-v1',
      JSON.stringify({ selected: { id: '102', name: 'A name since changed' } }),
    );
    expect(selectedSupplierIn(createPageStores())).toEqual({ id: '102' });
  });
});
