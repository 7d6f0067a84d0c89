import { describe, expect, it } from 'vitest';
import type { CheckoutAddress } from '../../core/checkout-store';
import type { CartState } from './cart-store';
import { comparisonVariables } from './comparison-query';

const here = { lat: -33.9, lon: 18.57, source: 'device' as const };
const tygerberg: CheckoutAddress = {
  id: '9',
  formatted: '21 Tygerberg Road, Parow, Cape Town, 7500',
  latitude: -33.887,
  longitude: 18.561,
};
const cart = (compareDispatch: CartState['compareDispatch']) =>
  ({
    items: [{ offerId: '7', quantity: 2, seenPriceInCents: 1899 }],
    serverCartId: '42',
    compareDispatch,
  }) as CartState;

describe('comparisonVariables', () => {
  it('prices delivery to the address chosen for it, as checkout does', () => {
    expect(comparisonVariables(cart('DELIVER'), here, tygerberg).location).toEqual({
      latitude: -33.887,
      longitude: 18.561,
    });
  });

  it('compares from where the shopper is without an address, or to collect', () => {
    const fromHere = { latitude: -33.9, longitude: 18.57 };
    expect(comparisonVariables(cart('DELIVER'), here, null).location).toEqual(fromHere);
    expect(comparisonVariables(cart('COLLECT'), here, tygerberg).location).toEqual(fromHere);
    expect(comparisonVariables(cart(undefined), here, tygerberg)).toMatchObject({
      dispatch: 'COLLECT',
      location: fromHere,
      items: [{ offerId: '7', quantity: 2 }],
    });
  });
});
