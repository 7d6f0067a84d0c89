import { describe, expect, it } from 'vitest';
import { markClosedNoticeShown, shouldShowClosedNotice } from './selected-supplier';

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
