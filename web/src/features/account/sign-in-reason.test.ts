import { describe, expect, it } from 'vitest';
import { signInReason } from './sign-in-reason';

describe('why the sign-in page is shown', () => {
  it('says why the comparison and the checkout need an account', () => {
    expect(signInReason('/basket/compare')?.message).toMatch(/^Comparing your basket/);
    expect(signInReason('/basket/compare?dispatch=DELIVER')?.message).toMatch(/^Comparing/);
    expect(signInReason('/checkout/dispatch')?.message).toMatch(/^Checking out needs an account/);
    expect(signInReason('/orders/42')?.message).toBe('Log in to see your orders.');
  });

  it('says nothing extra when the shopper chose to sign in', () => {
    expect(signInReason('/')).toBeNull();
    expect(signInReason('/promotions')).toBeNull();
  });
});
