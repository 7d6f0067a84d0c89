import { describe, expect, it } from 'vitest';
import { dispatchOption } from './checkout-choice.js';

// The cookie's format is the web's, pinned by web/src/core/checkout-cookie.test.ts.
describe('the dispatch step’s posted option', () => {
  it('names a way and its delivery option, or nothing', () => {
    expect(dispatchOption('DELIVER:MANUAL_DELIVERY')).toEqual({
      dispatch: 'DELIVER',
      shippingProvider: 'MANUAL_DELIVERY',
    });
    expect(dispatchOption('COLLECT:COLLECT')).toEqual({
      dispatch: 'COLLECT',
      shippingProvider: 'COLLECT',
    });
    expect(dispatchOption('DELIVER:COLLECT')).toBeNull();
    expect(dispatchOption('TELEPORT:PICUP')).toBeNull();
    expect(dispatchOption(null)).toBeNull();
  });
});
