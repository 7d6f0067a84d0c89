/** An order that does not exist is "not found" with a link to the history; only failures retry. */
import { CombinedGraphQLErrors } from '@apollo/client';
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { OrderMissing } from './OrderMissing';

function show(error: unknown) {
  render(
    <I18nProvider i18n={i18n}>
      <MemoryRouter>
        <OrderMissing error={error} onRetry={() => undefined} />
      </MemoryRouter>
    </I18nProvider>,
  );
}

describe('OrderMissing', () => {
  beforeAll(() => {
    i18n.loadAndActivate({ locale: 'en', messages: {} });
  });
  afterEach(cleanup);

  it('says an order that does not exist was not found and links to the order history', () => {
    show(undefined);
    expect(screen.getByText('This order was not found.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'See your order history' }).getAttribute('href')).toBe(
      '/orders',
    );
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
  });

  it('treats a malformed order id as not found', () => {
    show(
      new CombinedGraphQLErrors({
        errors: [{ message: 'Bad id', extensions: { code: 'BAD_USER_INPUT' } }],
      }),
    );
    expect(screen.getByText('This order was not found.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
  });

  it('offers Try again when the shop did not answer', () => {
    show(new Error('Failed to fetch'));
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
    expect(screen.queryByText('This order was not found.')).toBeNull();
  });
});
