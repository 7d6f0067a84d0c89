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
    expect(requestFailure(i18n, typed('SERVICE_UNAVAILABLE'), 'payment')).toBe(
      'The shop is busy. Try again: you are never charged twice.',
    );
    expect(requestFailure(i18n, typed('ALREADY_PAID'), 'payment')).toBe(
      'This order is already paid: nothing was charged',
    );
    expect(requestFailure(i18n, typed('CONFLICT'), 'change')).toContain('changed meanwhile');
  });
});
