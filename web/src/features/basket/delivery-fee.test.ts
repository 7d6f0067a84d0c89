import { describe, expect, it } from 'vitest';
import { basketDelivery, type DeliveryOption } from './delivery-fee';

const DELIVERS: DeliveryOption[] = [
  { method: 'COLLECT', shippingCostInCents: 0 },
  { method: 'DELIVER', shippingCostInCents: 4_500 },
];
const COLLECT_ONLY: DeliveryOption[] = [{ method: 'COLLECT', shippingCostInCents: 0 }];
const BELLVILLE = { kind: 'place', name: 'Bellville' } as const;

describe('basketDelivery', () => {
  it('says collection only for a branch with no delivery option, signed in or not', () => {
    for (const signedIn of [false, true])
      expect(
        basketDelivery({ options: COLLECT_ONLY, signedIn, point: BELLVILLE, compared: undefined }),
      ).toEqual({ status: 'collection-only' });
  });

  it("asks a visitor to sign in: the legacy comparison's fee is for a session only", () => {
    expect(
      basketDelivery({ options: DELIVERS, signedIn: false, point: BELLVILLE, compared: undefined }),
    ).toEqual({ status: 'unknown', needs: 'sign-in' });
  });

  it('tells a visitor whose place no branch near delivers to that this branch does not deliver there, before any sign-in', () => {
    const sandton = { kind: 'place', name: 'Sandton' } as const;
    expect(
      basketDelivery({
        options: DELIVERS,
        signedIn: false,
        point: sandton,
        compared: undefined,
        nothingNearDelivers: true,
      }),
    ).toEqual({ status: 'not-there', point: sandton });
    // Where a branch near delivers, the fee still needs the session's comparison.
    expect(
      basketDelivery({
        options: DELIVERS,
        signedIn: false,
        point: BELLVILLE,
        compared: undefined,
        nothingNearDelivers: false,
      }),
    ).toEqual({ status: 'unknown', needs: 'sign-in' });
  });

  it('asks where to deliver when only the default point is known', () => {
    expect(
      basketDelivery({
        options: DELIVERS,
        signedIn: true,
        point: { kind: 'default' },
        compared: { delivers: true, shippingCostInCents: 4_500 },
      }),
    ).toEqual({ status: 'unknown', needs: 'where' });
  });

  it("gives this basket's fee to the point, free when the branch says 0", () => {
    expect(
      basketDelivery({
        options: DELIVERS,
        signedIn: true,
        point: BELLVILLE,
        compared: { delivers: true, shippingCostInCents: 0 },
      }),
    ).toEqual({ status: 'fee', feeInCents: 0, point: BELLVILLE });
  });

  it('says the branch does not deliver there when the comparison says so or leaves it out', () => {
    for (const compared of [{ delivers: false, shippingCostInCents: 0 }, null])
      expect(
        basketDelivery({ options: DELIVERS, signedIn: true, point: BELLVILLE, compared }),
      ).toEqual({ status: 'not-there', point: BELLVILLE });
  });
});
