import { i18n } from '@lingui/core';
import { beforeAll, describe, expect, it } from 'vitest';
import { formatMoney } from '../../lib/money';
import { orderErrorText } from './order-error-text';

const refusal = (__typename: string, message = 'Some English from the shop') => ({
  __typename,
  message,
});

describe('orderErrorText', () => {
  beforeAll(() => {
    i18n.load('en', {});
    i18n.activate('en');
  });
  const text = (error: { __typename: string; message: string }) =>
    orderErrorText(i18n, error, formatMoney(1000));

  it('says each kind of refusal in the catalog’s words, not the server’s', () => {
    expect(text(refusal('OrderMinimumAmountError'))).toBe(
      `Minimum order amount is ${formatMoney(1000)}`,
    );
    expect(text(refusal('OrderRefusedError'))).toBe(
      'The shop refused this: the order can no longer be changed.',
    );
    expect(text(refusal('OrderDiscountCodeError'))).toBe('Invalid discount code');
    expect(text(refusal('PayableAmountError', 'Minimum order amount is R10'))).toBe(
      `Minimum order amount is ${formatMoney(1000)}`,
    );
  });

  it('never passes an unknown kind’s English on', () => {
    expect(text(refusal('SomethingNewError', 'Raw English'))).toBe(
      'Something went wrong, try again',
    );
  });
});
