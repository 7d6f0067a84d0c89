import { describe, expect, it } from 'vitest';
import {
  INITIAL_CHECKOUT,
  addressToPutForward,
  beginPlaceOrder,
  forSupplier,
  orderPlaced,
  placeOrderRefused,
  withAddress,
  withDispatch,
  withTimeslot,
} from '../../core/checkout-store';
import { paymentChoices } from '../../core/payment-choices';
import { basketSupplierId, checkoutConfigProblem, isCreditCheckout } from './checkout-model';

const address = { id: '1', formatted: '14 Fairfield Street', latitude: -33.9, longitude: 18.59 };

describe('checkout state transitions', () => {
  it('switching dispatch clears the payment provider and the slot', () => {
    const chosen = withTimeslot({ ...INITIAL_CHECKOUT, paymentProvider: 'YOCO' }, 'slot-1');
    const next = withDispatch(chosen, 'DELIVER', 'PICUP');
    expect(next.paymentProvider).toBeNull();
    expect(next.timeslot).toBeNull();
    expect(next.shippingProvider).toBe('PICUP');
  });

  it('switching to collect clears the address; delivering keeps it', () => {
    const delivering = withAddress(withDispatch(INITIAL_CHECKOUT, 'DELIVER', 'PICUP'), address);
    expect(withDispatch(delivering, 'DELIVER', 'MANUAL_DELIVERY').address).toEqual(address);
    const collecting = withDispatch(delivering, 'COLLECT', 'PICUP');
    expect(collecting.address).toBeNull();
    expect(collecting.shippingProvider).toBe('COLLECT');
  });

  it('remembers the address chosen last: collecting or another branch clear the address, not the memory', () => {
    const delivering = withAddress(withDispatch(INITIAL_CHECKOUT, 'DELIVER', 'PICUP'), address);
    expect(addressToPutForward(delivering)).toBeNull();
    const collecting = withDispatch(delivering, 'COLLECT', 'PICUP');
    expect(addressToPutForward(collecting)).toBeNull();
    expect(addressToPutForward(withDispatch(collecting, 'DELIVER', 'PICUP'))).toBe('1');
    const elsewhere = forSupplier({ ...delivering, supplierId: '101' }, '102');
    expect(elsewhere.address).toBeNull();
    expect(addressToPutForward(withDispatch(elsewhere, 'DELIVER', 'PICUP'))).toBe('1');
    expect(addressToPutForward(withDispatch(INITIAL_CHECKOUT, 'DELIVER', 'PICUP'))).toBeNull();
  });

  it('choosing the same dispatch changes nothing', () => {
    const state = { ...INITIAL_CHECKOUT, paymentProvider: 'CASH' as const };
    expect(withDispatch(state, 'COLLECT', 'PICUP')).toBe(state);
  });

  it('keeps one idempotency key per place-order attempt until the shop answers', () => {
    let n = 0;
    const key = () => `key-${++n}-xxxxxxxx`;
    const first = beginPlaceOrder(INITIAL_CHECKOUT, key);
    const retry = beginPlaceOrder(first, key);
    expect(retry.pendingOrderKey).toBe(first.pendingOrderKey);
    const refused = placeOrderRefused(retry);
    expect(beginPlaceOrder(refused, key).pendingOrderKey).not.toBe(first.pendingOrderKey);
    const placed = orderPlaced(retry, '42');
    expect(placed).toMatchObject({ pendingOrderKey: null, orderId: '42', showOutro: true });
  });

  it('a thank-you once shown stays shown when the shopper later picks another branch', () => {
    const placed = orderPlaced({ ...INITIAL_CHECKOUT, supplierId: '101' }, '42');
    const thanked = { ...placed, outroShownFor: '42' };
    // A later visit: the shopper chooses a branch, and the order page must not thank again.
    expect(forSupplier(thanked, '102')).toMatchObject({ orderId: '42', outroShownFor: '42' });
  });

  it('the next order starts without bags: they are not ticked from the last one', () => {
    const withBags = { ...INITIAL_CHECKOUT, requiresBags: true, bagQuantity: 3 };
    expect(orderPlaced(withBags, '43')).toMatchObject({ requiresBags: false, bagQuantity: 0 });
  });

  it('a new supplier starts again but never forgets a pending order key', () => {
    const pending = beginPlaceOrder(
      { ...INITIAL_CHECKOUT, supplierId: '101', paymentProvider: 'YOCO' },
      () => 'k-12345678',
    );
    const other = forSupplier(pending, '201');
    expect(other.paymentProvider).toBeNull();
    expect(other.pendingOrderKey).toBe('k-12345678');
  });
});

describe('checkout rules', () => {
  const line = (supplierId: string) => ({
    offer: { supplier: { id: supplierId }, outOfStock: false },
  });

  it('finds the basket supplier only when there is exactly one', () => {
    expect(basketSupplierId({ items: [line('1'), line('1')] })).toBe('1');
    expect(basketSupplierId({ items: [line('1'), line('2')] })).toBeNull();
    expect(basketSupplierId({ items: [] })).toBeNull();
  });

  it('says which configuration is invalid', () => {
    const ok = { itemCount: 2, supplierId: '1', shippingOptionCount: 1 };
    expect(checkoutConfigProblem({ mode: 'AGENCY', ...ok })).toBeNull();
    expect(checkoutConfigProblem({ mode: 'AGENCY', ...ok, itemCount: 0 })).toBe('agency');
    expect(checkoutConfigProblem({ mode: 'MARKET', ...ok, shippingOptionCount: 0 })).toBe('market');
  });

  it('offers the debtor card only with an accepted card at that supplier', () => {
    const input = {
      dispatch: 'COLLECT' as const,
      shippingProvider: 'COLLECT' as const,
      clientProviders: ['YOCO', 'OFFLINE_EFT', 'DEBTORCARD'] as const,
      shipping: [{ provider: 'PICUP' as const, paymentOptions: ['PAYGATE' as const] }],
      checkoutProviders: [],
      supplierId: '101',
    };
    expect(
      paymentChoices({
        ...input,
        clientProviders: [...input.clientProviders],
        debtorCards: [{ supplierId: '201', status: 'ACCEPTED' }],
      }),
    ).toEqual(['YOCO', 'OFFLINE_EFT']);
    expect(
      paymentChoices({
        ...input,
        clientProviders: [...input.clientProviders],
        debtorCards: [{ supplierId: '101', status: 'ACCEPTED' }],
      }),
    ).toEqual(['YOCO', 'OFFLINE_EFT', 'DEBTORCARD']);
    expect(
      paymentChoices({
        ...input,
        clientProviders: [...input.clientProviders],
        dispatch: 'DELIVER',
        shippingProvider: 'PICUP',
        debtorCards: [],
      }),
    ).toEqual(['PAYGATE']);
  });

  it('applies credit checkout when the subtotal is at most the credit', () => {
    expect(isCreditCheckout(5000, 5000)).toBe(true);
    expect(isCreditCheckout(5001, 5000)).toBe(false);
    expect(isCreditCheckout(0, 0)).toBe(false);
  });
});
