/** A way to pay is named by its label; a payment page elsewhere (PayGate) is explained. */
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { PaymentProvider } from '../../generated/types';
import { PaymentChoice } from './PaymentChoice';

function show(provider: PaymentProvider) {
  render(
    <I18nProvider i18n={i18n}>
      <PaymentChoice name="payment" provider={provider} checked={false} onChoose={() => {}} />
    </I18nProvider>,
  );
}

const description = (radio: HTMLElement) =>
  (radio.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .filter(Boolean)
    .map((id) => document.getElementById(id)?.textContent)
    .join(' ');

describe('PaymentChoice', () => {
  beforeAll(() => {
    i18n.loadAndActivate({ locale: 'en', messages: {} });
  });
  afterEach(cleanup);

  it("explains that PayGate is paid on PayGate's own page, keeping its name", () => {
    show('PAYGATE');
    const radio = screen.getByRole('radio', { name: 'PayGate (card)' });
    expect(description(radio)).toBe("Pay by card on PayGate's secure page, then come back here");
  });

  it('explains the card paid on this page, so the two card methods are told apart', () => {
    show('YOCO');
    const radio = screen.getByRole('radio', { name: 'Card' });
    expect(description(radio)).toBe('Pay by card here, on this page');
  });

  it('explains every way to pay in one line', () => {
    for (const provider of ['SHOP2SHOP', 'MOYA', 'OFFLINE_EFT', 'CASH', 'DEBTORCARD'] as const) {
      show(provider);
      expect(description(screen.getByRole('radio'))).not.toBe('');
      cleanup();
    }
  });
});
