/**
 * The confirmation's model: it waits for the checkout's settings and the shopper, offers a retry
 * when they cannot be had, and "Place order" without a slot or a way to pay says what is missing
 * and places nothing.
 */
import { act, cleanup, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderModel, scriptedGateway } from '../../test-support/render-model';
import { INITIAL_CHECKOUT, getCheckout, updateCheckout } from '../../core/checkout-store';
import { useConfirmationModel } from './useConfirmationModel';
import { basketOffer } from '../basket/test-offers';

const setup = () => ({
  checkoutConfig: {
    __typename: 'CheckoutConfig',
    available: true,
    discountCodesEnabled: true,
    minimumOrderInCents: 5_000,
    bagPriceInCents: 150,
    paymentProviders: [],
  },
  clientConfig: {
    __typename: 'ClientConfig',
    bags: true,
    bagPriceInCents: 150,
    shipping: [],
    dispatch: [],
    paymentProviders: ['YOCO', 'OFFLINE_EFT'],
  },
  supplier: {
    __typename: 'Supplier',
    id: '101',
    name: 'Mzansi Fresh Parow',
    formattedAddress: '1 Voortrekker Road, Parow',
  },
});

const viewer = () => ({
  viewer: {
    __typename: 'Viewer',
    id: 'viewer',
    account: { __typename: 'Account', id: 'a-1', fullName: 'Thandi Mokoena', creditInCents: 0 },
    addresses: [],
    debtorCards: [],
  },
});

function confirmation(answers: Parameters<typeof scriptedGateway>[0]) {
  updateCheckout(() => ({ ...INITIAL_CHECKOUT, supplierId: '101' }));
  const gateway = scriptedGateway(answers);
  const screen = renderModel(useConfirmationModel, {
    client: gateway.client,
    path: '/checkout/confirmation',
  });
  return { ...gateway, ...screen };
}

describe('useConfirmationModel', () => {
  afterEach(() => {
    cleanup();
    updateCheckout(() => INITIAL_CHECKOUT);
  });

  it('loads, then offers the payment methods of the branch', async () => {
    const { result } = confirmation({ CheckoutSetup: setup, CheckoutViewer: viewer });
    expect(result.current.state).toBe('loading');
    await waitFor(() => expect(result.current.state).toBe('ready'));
    const model = result.current as Extract<typeof result.current, { state: 'ready' }>;
    expect(model.supplierName).toBe('Mzansi Fresh Parow');
    expect(model.choices).toEqual(['YOCO', 'OFFLINE_EFT']);
  });

  it('offers a retry when the checkout settings cannot be had', async () => {
    const { result } = confirmation({ CheckoutViewer: viewer });
    await waitFor(() => expect(result.current.state).toBe('failed'));
  });

  it('says what is missing and places nothing without a slot or a way to pay', async () => {
    const { result, calls } = confirmation({ CheckoutSetup: setup, CheckoutViewer: viewer });
    await waitFor(() => expect(result.current.state).toBe('ready'));
    const ready = () => result.current as Extract<typeof result.current, { state: 'ready' }>;
    await act(() => ready().place());
    expect(ready().allProblems).toEqual([
      'Collect time slot is required',
      'A payment method is required',
    ]);
    expect(calls('CheckoutPlaceOrder')).toEqual([]);
    expect(getCheckout().pendingOrderKey).toBeNull();
  });

  it('keeps what a press found missing when the way to pay it took up starts a check', async () => {
    const { result, calls } = confirmation({ CheckoutSetup: setup, CheckoutViewer: viewer });
    await waitFor(() => expect(result.current.state).toBe('ready'));
    const ready = () => result.current as Extract<typeof result.current, { state: 'ready' }>;
    // Place order pressed as the page hydrates: the way to pay tapped before the scripts is taken
    // up by the form's submit, just before the press (use-early-radio.ts), and changes the
    // check's input; the slot is still missing.
    await act(async () => {
      updateCheckout((current) => ({ ...current, paymentProvider: 'YOCO' }));
      await ready().place();
    });
    // The check of the new input follows; what the press said stays until something changes.
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
    expect(ready().allProblems).toEqual(['Collect time slot is required']);
    expect(calls('CheckoutPlaceOrder')).toEqual([]);
  });

  it('shows the totals of the last check asked for, whatever order the answers arrive in', async () => {
    // A basket of one line, R 20.00: the check's figures are its subtotal plus the bags.
    const basket = () => ({
      basket: {
        __typename: 'Basket',
        id: 'b1',
        cartId: null,
        lines: [
          {
            __typename: 'BasketLine',
            quantity: 2,
            agreedPriceInCents: 1000,
            offer: basketOffer('1'),
          },
        ],
      },
    });
    const answered = (bags: number) => ({
      validateCart: {
        __typename: 'ValidateCartPayload',
        errors: [],
        validation: {
          __typename: 'CartValidation',
          valid: true,
          items: [
            {
              __typename: 'CartValidationItem',
              offerId: '1',
              quantity: 2,
              priceInCents: 1000,
              outOfStock: false,
              expired: false,
            },
          ],
          subtotalInCents: 2000,
          discountInCents: 0,
          discountCode: null,
          discountCodesEnabled: true,
          shippingCostInCents: 0,
          bagTotalInCents: bags * 150,
          creditInCents: 0,
          stokvel: false,
          totalInCents: 2000 + bags * 150,
        },
      },
    });
    // The first check (no bags) is answered last: the network is not a queue.
    let answerFirst!: () => void;
    const first = new Promise<void>((resolve) => (answerFirst = resolve));
    const { result, calls } = confirmation({
      CheckoutSetup: setup,
      CheckoutViewer: viewer,
      Basket: basket,
      CheckoutValidateCart: async (variables) => {
        const bags = (variables.input as { bagQuantity: number }).bagQuantity;
        if (bags === 0) await first;
        return answered(bags);
      },
    });
    await waitFor(() => expect(calls('CheckoutValidateCart')).toHaveLength(1));
    const ready = () => result.current as Extract<typeof result.current, { state: 'ready' }>;
    // Bags ticked while the first check is on its way (as the take-up of a box ticked before the
    // scripts does, the moment the page hydrates).
    act(() => {
      updateCheckout((current) => ({ ...current, requiresBags: true, bagQuantity: 1 }));
    });
    await waitFor(() => expect(ready().check).toBe('checked'));
    await act(async () => {
      answerFirst();
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
    // Before, the older answer replaced the newer: "Working out…" until something changed again.
    expect(ready().check).toBe('checked');
    expect(calls('CheckoutValidateCart')).toHaveLength(2);
  });
});
