/** A success alert hides after 5 seconds; showing it again restarts them. */
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { SUCCESS_ALERT_MS, SuccessAlert, useSuccessAlert } from './SuccessAlert';

function Saver() {
  const alert = useSuccessAlert();
  return (
    <>
      <button type="button" onClick={() => alert.show('Saved')}>
        Save
      </button>
      <SuccessAlert alert={alert} />
    </>
  );
}

describe('SuccessAlert', () => {
  beforeAll(() => {
    i18n.load('en', {});
    i18n.activate('en');
  });
  beforeEach(() => {
    vi.useFakeTimers();
    render(
      <I18nProvider i18n={i18n}>
        <Saver />
      </I18nProvider>,
    );
  });
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });
  const shown = () => screen.getByRole('status').textContent;

  it('hides after 5 seconds, and a second success starts the 5 seconds again', async () => {
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(shown()).toBe('Saved');
    await act(() => vi.advanceTimersByTimeAsync(SUCCESS_ALERT_MS - 1_000));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await act(() => vi.advanceTimersByTimeAsync(SUCCESS_ALERT_MS - 1));
    expect(shown()).toBe('Saved');
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(shown()).toBe('');
  });

  it('closes at once with its close button', () => {
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(shown()).toBe('');
  });
});
