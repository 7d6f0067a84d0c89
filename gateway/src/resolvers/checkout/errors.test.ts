import type { RestCartValidation, RestValidatedItem } from '@shopfront/legacy-api';
import { describe, expect, it } from 'vitest';
import { DiscountCodeProblem } from '../../generated/resolvers-types.js';
import { cartValidationErrors, discountCodeProblem, itemErrors } from './errors.js';

const item = (overrides: Partial<RestValidatedItem>): RestValidatedItem => ({
  offer_id: 1,
  qty: 1,
  price_in_cents: 1000,
  previous_price_in_cents: null,
  out_of_stock: false,
  updated: false,
  expired: false,
  ...overrides,
});

const validation = (overrides: Partial<RestCartValidation>): RestCartValidation => ({
  updated: false,
  out_of_stock: false,
  total_error: null,
  dispatch_error: null,
  items: [item({})],
  credit_in_cents: 0,
  discount_code: null,
  discount_codes_enabled: true,
  discount_code_error: null,
  discount_in_cents: 0,
  subtotal_in_cents: 1000,
  shipping_cost_in_cents: 0,
  bag_total_in_cents: 0,
  stokvel: false,
  stokvel_errors: [],
  total_in_cents: 1000,
  ...overrides,
});

describe('cartValidationErrors', () => {
  it('finds nothing wrong with a clean validation', () => {
    expect(cartValidationErrors(validation({}))).toEqual([]);
  });

  it('types every legacy flag and message, with the affected lines', () => {
    const gone = item({ offer_id: 2, out_of_stock: true });
    const dearer = item({ offer_id: 3, updated: true, previous_price_in_cents: 900 });
    const over = item({ offer_id: 4, expired: true });
    const errors = cartValidationErrors(
      validation({
        items: [item({}), gone, dearer, over],
        out_of_stock: true,
        updated: true,
        total_error: 'Minimum order amount is R10',
        discount_code_error: 'Discount code has expired',
        dispatch_error: 'Collect date is no longer available, choose another',
        stokvel_errors: ['Buy at least 10 for the stokvel price', 'Stokvel closed'],
      }),
      'WINTER10',
    );
    expect(errors).toEqual([
      { __typename: 'MinimumOrderError', message: 'Minimum order amount is R10' },
      {
        __typename: 'OutOfStockError',
        message: 'Some items have gone out of stock',
        items: [gone],
      },
      {
        __typename: 'PriceChangedError',
        message: 'Some item prices have changed',
        items: [dearer],
      },
      {
        __typename: 'OffersExpiredError',
        message: 'These price offers have expired',
        items: [over],
      },
      {
        __typename: 'DiscountCodeError',
        message: 'Discount code has expired',
        code: 'WINTER10',
        problem: DiscountCodeProblem.Expired,
        minimumOrderInCents: null,
      },
      {
        __typename: 'DispatchSlotError',
        message: 'Collect date is no longer available, choose another',
      },
      { __typename: 'StokvelError', message: 'Buy at least 10 for the stokvel price' },
      { __typename: 'StokvelError', message: 'Stokvel closed' },
    ]);
  });

  it('calls a refused code invalid unless the legacy message says it expired', () => {
    const [error] = cartValidationErrors(
      validation({ discount_code_error: 'Invalid discount code', discount_code: 'NOPE' }),
    );
    expect(error).toMatchObject({ code: 'NOPE', problem: DiscountCodeProblem.Invalid });
  });
});

describe('discountCodeProblem', () => {
  it('reads the minimum spend in cents from the legacy message', () => {
    expect(discountCodeProblem('This discount code needs an order of at least R 1 300.50')).toEqual(
      { problem: DiscountCodeProblem.MinimumNotMet, minimumOrderInCents: 130_050 },
    );
  });

  it('tells an already used code from an invalid one', () => {
    expect(discountCodeProblem('This discount code has already been used').problem).toBe(
      DiscountCodeProblem.AlreadyUsed,
    );
    expect(discountCodeProblem('Invalid discount code')).toEqual({
      problem: DiscountCodeProblem.Invalid,
      minimumOrderInCents: null,
    });
  });
});

describe('itemErrors', () => {
  it('reports a legacy out-of-stock flag even when no line is marked', () => {
    expect(itemErrors([item({})], true)).toEqual([
      { __typename: 'OutOfStockError', message: 'Some items have gone out of stock', items: [] },
    ]);
  });
});
