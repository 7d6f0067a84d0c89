/**
 * "Pay now": for PayGate and the other providers' own pages a form the gateway serves without the
 * script (`POST /orders/{id}/pay`, with its key and provider); once the app runs, the submit opens
 * the payment page as the link does for the ways to pay that need the script.
 */
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { PaymentProvider } from '../../generated/types';
import { PayNowForm } from './PayNowForm';

function show(provider: PaymentProvider) {
  const router = createMemoryRouter(
    [
      { path: '/orders/:id', element: <PayNowForm orderId="42" provider={provider} /> },
      { path: '/orders/:id/pay', element: <p>The payment page</p> },
    ],
    { initialEntries: ['/orders/42'] },
  );
  render(
    <I18nProvider i18n={i18n}>
      <RouterProvider router={router} />
    </I18nProvider>,
  );
  return router;
}

describe('PayNowForm', () => {
  beforeAll(() => {
    i18n.loadAndActivate({ locale: 'en', messages: {} });
  });
  afterEach(cleanup);

  it('is a form the gateway serves for PayGate, with its key and provider', () => {
    show('PAYGATE');
    const button = screen.getByRole('button', { name: 'Pay now' });
    const form = button.closest('form')!;
    expect(form.getAttribute('method')).toBe('post');
    expect(form.getAttribute('action')).toBe('/orders/42/pay');
    const fields = new FormData(form);
    expect(fields.get('provider')).toBe('PAYGATE');
    expect(String(fields.get('idempotencyKey'))).toMatch(/^[\w.:-]{8,128}$/);
  });

  it('opens the payment page when the app runs', async () => {
    const router = show('SHOP2SHOP');
    fireEvent.click(screen.getByRole('button', { name: 'Pay now' }));
    expect(await screen.findByText('The payment page')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/orders/42/pay');
  });

  it('is the payment page’s link for a card paid in the page', () => {
    show('YOCO');
    expect(screen.getByRole('link', { name: 'Pay now' }).getAttribute('href')).toBe(
      '/orders/42/pay',
    );
  });
});
