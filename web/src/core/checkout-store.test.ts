/**
 * Where the checkout's choices live: the confirmation's bags, discount code and wallet credit are
 * the `sf_checkout` cookie's, with the branch, the way and the slot (the server's page and its
 * no-script form read and write them there, docs/adr/0073); local storage keeps no copy.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { readCheckoutCookie, writeCheckoutCookie, type CheckoutChoice } from './checkout-cookie';
import { getCheckout, updateCheckout } from './checkout-store';

const CHOICE: CheckoutChoice = {
  supplierId: '101',
  dispatch: 'COLLECT',
  shippingProvider: 'COLLECT',
  timeslot: null,
  addressId: null,
  bags: 0,
  discountCode: '',
  useCredit: null,
};

/** As another tab's write (or a page load): the store takes the kept state up again. */
function takenUpAgain(): void {
  window.dispatchEvent(new StorageEvent('storage', { key: 'checkout-v1' }));
}

afterEach(() => {
  writeCheckoutCookie(null);
  localStorage.clear();
  window.dispatchEvent(new StorageEvent('storage', { key: null }));
});

describe('the checkout’s bags, discount code and wallet credit', () => {
  it('are the cookie’s, chosen by the no-script form too; an older build’s stored copies are not taken up', () => {
    localStorage.setItem(
      'checkout-v1',
      JSON.stringify({
        requiresBags: false,
        bagQuantity: 0,
        discountCode: 'OLD',
        useCredit: false,
      }),
    );
    writeCheckoutCookie({ ...CHOICE, bags: 3, discountCode: 'STOKVEL5', useCredit: true });
    takenUpAgain();
    expect(getCheckout()).toMatchObject({
      supplierId: '101',
      requiresBags: true,
      bagQuantity: 3,
      discountCode: 'STOKVEL5',
      useCredit: true,
    });
  });

  it('are written to the cookie as the shopper changes them, and kept nowhere else', () => {
    writeCheckoutCookie(CHOICE);
    takenUpAgain();
    updateCheckout((state) => ({
      ...state,
      requiresBags: true,
      bagQuantity: 2,
      discountCode: 'WELCOME10',
      useCredit: false,
    }));
    expect(readCheckoutCookie()).toEqual({
      ...CHOICE,
      bags: 2,
      discountCode: 'WELCOME10',
      useCredit: false,
    });
    const stored = JSON.parse(localStorage.getItem('checkout-v1') ?? '{}') as object;
    for (const field of ['requiresBags', 'bagQuantity', 'discountCode', 'useCredit'])
      expect(stored).not.toHaveProperty(field);
  });
});
