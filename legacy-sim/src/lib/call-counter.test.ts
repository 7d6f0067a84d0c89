import { describe, expect, it } from 'vitest';
import { CallCounter } from './call-counter.js';

describe('CallCounter', () => {
  it('counts per route, totals and resets', () => {
    const counter = new CallCounter();
    counter.record('GET /b');
    counter.record('GET /a');
    counter.record('GET /b');
    expect(counter.snapshot()).toEqual({ calls: { 'GET /a': 1, 'GET /b': 2 }, total: 3 });
    counter.reset();
    expect(counter.snapshot()).toEqual({ calls: {}, total: 0 });
  });
});
