/** "Reference copied" is a success alert, gone after 5 seconds. */
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { BankDetailsList } from './BankDetailsList';
import { SUCCESS_ALERT_MS } from './SuccessAlert';

const bank = {
  bankName: 'FNB',
  branch: '250655',
  accountName: 'Mzansi Fresh',
  accountNumber: '62812345678',
  accountType: 'Cheque',
};

describe('BankDetailsList', () => {
  beforeAll(() => {
    i18n.load('en', {});
    i18n.activate('en');
  });
  beforeEach(() => {
    vi.useFakeTimers();
    Object.defineProperty(navigator, 'clipboard', {
      configurable: true,
      value: { writeText: vi.fn(() => Promise.resolve()) },
    });
  });
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  it('says what was copied, then hides it after 5 seconds', async () => {
    render(
      <I18nProvider i18n={i18n}>
        <BankDetailsList bank={bank} reference="SF-1042" />
      </I18nProvider>,
    );
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Copy reference' }));
      await Promise.resolve();
    });
    expect(navigator.clipboard.writeText).toHaveBeenCalledWith('SF-1042');
    expect(screen.getByRole('status')).toHaveProperty('textContent', 'Reference copied');

    await act(() => vi.advanceTimersByTimeAsync(SUCCESS_ALERT_MS - 100));
    expect(screen.getByRole('status').textContent).toBe('Reference copied');
    await act(() => vi.advanceTimersByTimeAsync(100));
    expect(screen.getByRole('status').textContent).toBe('');
  });
});
