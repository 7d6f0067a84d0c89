import { describe, expect, it } from 'vitest';
import { createRequestScope, responseMarginMs } from './request-scope.js';

describe('request scope deadline', () => {
  it('keeps back 2% of the timeout, at most 250 ms, to send the answer in time', () => {
    expect(responseMarginMs(60_000)).toBe(250);
    expect(responseMarginMs(10_000)).toBe(200);
    expect(responseMarginMs(400)).toBe(8);
  });

  it('ends upstream work before the request timeout', () => {
    const before = Date.now();
    const scope = createRequestScope('r1', 10_000);
    expect(scope.deadlineAt).toBeGreaterThanOrEqual(before + 9_800);
    expect(scope.deadlineAt).toBeLessThanOrEqual(Date.now() + 9_800);
    expect(scope.deadline.aborted).toBe(false);
  });
});
