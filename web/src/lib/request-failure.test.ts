import { CombinedGraphQLErrors } from '@apollo/client';
import { setupI18n } from '@lingui/core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { requestFailure } from './request-failure';

const i18n = setupI18n({ locale: 'en', messages: { en: {} } });
const typed = (code: string) =>
  new CombinedGraphQLErrors({ errors: [{ message: 'x', extensions: { code } }] });

describe('requestFailure', () => {
  afterEach(() => vi.restoreAllMocks());

  it('says the connection is lost only when the browser is offline', () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    expect(requestFailure(i18n, new TypeError('Failed to fetch'), 'order')).toBe(
      'Internet connection lost, try again',
    );
  });

  it('words a failing shop by what was being done', () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(true);
    expect(requestFailure(i18n, new Error('503'), 'order')).toBe(
      'The shop is busy; your order was not placed. Try again.',
    );
    expect(requestFailure(i18n, new Error('503'), 'payment')).toBe(
      'The shop is busy. Try again: you are never charged twice.',
    );
    expect(requestFailure(i18n, typed('ALREADY_PAID'), 'payment')).toBe(
      'This order is already paid: nothing was charged',
    );
    expect(requestFailure(i18n, typed('CONFLICT'), 'change')).toContain('changed meanwhile');
  });

  it('says nothing was charged or placed when the shop refused before doing anything', () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(true);
    // SERVICE_UNAVAILABLE is the gateway refusing a money call before it reaches the legacy API.
    expect(requestFailure(i18n, typed('SERVICE_UNAVAILABLE'), 'payment')).toBe(
      'The shop is busy: nothing was charged. Try again.',
    );
    expect(requestFailure(i18n, typed('SERVICE_UNAVAILABLE'), 'order')).toBe(
      'The shop is busy; your order was not placed. Try again.',
    );
    expect(requestFailure(i18n, typed('SERVICE_UNAVAILABLE'), 'change')).toBe(
      'The shop is busy: your order was not changed. Try again.',
    );
  });

  it('sends a payment still being checked to Check payment', () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(true);
    expect(requestFailure(i18n, typed('PAYMENT_IN_PROGRESS'), 'payment')).toBe(
      'A payment for this order is still being checked. Press Check payment before paying another way.',
    );
  });
});
