import { describe, expect, it } from 'vitest';
import { CallCounter, requestKey } from './call-counter.js';

describe('CallCounter', () => {
  it('counts per route and per request, totals and resets', () => {
    const counter = new CallCounter();
    counter.record('GET /b/{id}', 'GET /b/1');
    counter.record('GET /a', 'GET /a');
    counter.record('GET /b/{id}', 'GET /b/2');
    expect(counter.snapshot()).toEqual({
      calls: { 'GET /a': 1, 'GET /b/{id}': 2 },
      requests: { 'GET /a': 1, 'GET /b/1': 1, 'GET /b/2': 1 },
      total: 3,
    });
    counter.reset();
    expect(counter.snapshot()).toEqual({ calls: {}, requests: {}, total: 0 });
  });

  it('keys a request without its cache-busting timestamp, query keys sorted', () => {
    expect(requestKey('GET', '/a?_=1700000000&b=2&a=1')).toBe('GET /a?a=1&b=2');
    expect(requestKey('GET', '/a?_=1')).toBe('GET /a');
    expect(requestKey('POST', '/a?_=1')).toBe(requestKey('POST', '/a?_=2'));
  });
});
