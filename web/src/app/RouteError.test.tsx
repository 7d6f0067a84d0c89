/** The shop that could not start says "offline" when it is, and reloads when back online. */
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { act, cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { RouteError } from './RouteError';

function show(reload: () => void) {
  render(
    <I18nProvider i18n={i18n}>
      <MemoryRouter>
        <RouteError reload={reload} />
      </MemoryRouter>
    </I18nProvider>,
  );
}

describe('RouteError', () => {
  beforeAll(() => {
    i18n.loadAndActivate({ locale: 'en', messages: {} });
  });
  afterEach(() => {
    cleanup();
    vi.restoreAllMocks();
  });

  it('says the shopper is offline and reloads by itself when the connection returns', () => {
    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const reload = vi.fn();
    show(reload);
    expect(screen.getByRole('heading', { name: 'You are offline' })).toBeTruthy();
    expect(screen.queryByText('Something went wrong')).toBeNull();
    onLine.mockReturnValue(true);
    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('says something went wrong while online', () => {
    show(vi.fn());
    expect(screen.getByRole('heading', { name: 'Something went wrong' })).toBeTruthy();
  });
});
