import { afterEach, describe, expect, it, vi } from 'vitest';
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

describe('request scope timer', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('aborts its signal with a TimeoutError when the deadline passes', () => {
    vi.useFakeTimers();
    const scope = createRequestScope('r2', 1_000);
    vi.advanceTimersByTime(979);
    expect(scope.deadline.aborted).toBe(false);
    vi.advanceTimersByTime(1);
    expect(scope.deadline.aborted).toBe(true);
    expect((scope.deadline.reason as DOMException).name).toBe('TimeoutError');
  });

  it('never aborts once ended (the response was sent)', () => {
    vi.useFakeTimers();
    const scope = createRequestScope('r3', 1_000);
    scope.end();
    vi.advanceTimersByTime(5_000);
    expect(scope.deadline.aborted).toBe(false);
  });
});

describe('request scope signal', () => {
  it('takes one abort listener per upstream call of a fan-out without a leak warning', async () => {
    const warnings: Error[] = [];
    const onWarning = (warning: Error) => warnings.push(warning);
    process.on('warning', onWarning);
    const scope = createRequestScope('r4', 10_000);
    for (let call = 0; call < 12; call++) scope.deadline.addEventListener('abort', () => undefined);
    // Node emits process warnings on a later tick.
    await new Promise<void>((resolve) => setImmediate(resolve));
    process.off('warning', onWarning);
    scope.end();
    expect(warnings.filter((w) => w.name === 'MaxListenersExceededWarning')).toEqual([]);
  });
});
