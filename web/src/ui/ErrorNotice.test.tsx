/** A screen whose data could not load says "offline" when it is, and retries once back online. */
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ErrorNotice } from './states';

function show(props: { error?: unknown; onRetry: () => void }) {
  render(
    <I18nProvider i18n={i18n}>
      <ErrorNotice {...props} />
    </I18nProvider>,
  );
}

describe('ErrorNotice', () => {
  beforeAll(() => {
    i18n.loadAndActivate({ locale: 'en', messages: {} });
  });
  afterEach(() => {
    cleanup();
    vi.restoreAllMocks();
  });

  it('says the shopper is offline (not that something went wrong) while the browser is offline', () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    show({ onRetry: () => undefined });
    expect(screen.getByText('You are offline')).toBeTruthy();
    expect(screen.queryByText(/Something went wrong/)).toBeNull();
  });

  it('says offline when the request failed on the network', () => {
    show({ error: new TypeError('Failed to fetch'), onRetry: () => undefined });
    expect(screen.getByText('You are offline')).toBeTruthy();
  });

  it('tries again by itself when the connection returns', () => {
    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const onRetry = vi.fn();
    show({ onRetry });
    onLine.mockReturnValue(true);
    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('offers Try again when online and the shop failed', () => {
    const onRetry = vi.fn();
    show({ error: new Error('Response not successful: 502'), onRetry });
    screen.getByRole('button', { name: 'Try again' }).click();
    expect(onRetry).toHaveBeenCalledTimes(1);
    expect(screen.queryByText('You are offline')).toBeNull();
  });
});
