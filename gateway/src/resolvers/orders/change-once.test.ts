import { describe, expect, it } from 'vitest';
import { stableJson } from './change-once.js';

describe('stableJson', () => {
  it('spells the same input the same whatever the order of its keys', () => {
    expect(stableJson({ b: 1, a: [{ y: 2, x: 1 }] })).toBe(
      stableJson({ a: [{ x: 1, y: 2 }], b: 1 }),
    );
    expect(stableJson({ a: [1, 2] })).not.toBe(stableJson({ a: [2, 1] }));
  });
});
