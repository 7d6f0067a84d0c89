import { describe, expect, it } from 'vitest';
import { pillOf, showsSupplied } from './order-view';

describe('the status pill', () => {
  it('says "Accepted" for a paid order the branch has not started, like its timeline', () => {
    const pill = pillOf('PENDING', 'YELLOW', 0);
    expect(pill.label.message).toBe('Accepted');
    expect(pill.colour).toBe('YELLOW');
  });

  it('says "Awaiting payment" in red when money is still owed on an accepted order', () => {
    const pill = pillOf('PENDING', 'YELLOW', 3_099);
    expect(pill.label.message).toBe('Awaiting payment');
    expect(pill.className).toBe('pill pill-red');
  });
});

describe('the supplied quantity of a line', () => {
  const line = { packedAt: null, quantity: 1, quantityOrdered: 1 };
  it('is not shown before the line is packed', () => {
    expect(showsSupplied('PENDING', line)).toBe(false);
  });
  it('is shown once packed', () => {
    expect(showsSupplied('READY_FOR_COLLECTION', { ...line, packedAt: '2026-11-21T10:00' })).toBe(
      true,
    );
  });
  it('is shown when the packer supplied less, even without a packing time', () => {
    expect(showsSupplied('STOCK_SHORT', { ...line, quantity: 0.5 })).toBe(true);
  });
  it('is not shown on a cancelled order', () => {
    expect(showsSupplied('CANCELLED', { ...line, packedAt: '2026-11-21T10:00' })).toBe(false);
  });
});
