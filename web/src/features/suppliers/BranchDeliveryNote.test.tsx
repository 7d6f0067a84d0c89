import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { formatMoney } from '../../lib/money';
import { BranchDeliveryNoteView } from './BranchDeliveryNote';

function note(dispatch: Array<{ method: 'COLLECT' | 'DELIVER'; shippingCostInCents: number }>) {
  render(
    <I18nProvider i18n={i18n}>
      <BranchDeliveryNoteView dispatch={dispatch} money={(cents) => formatMoney(cents)} />
    </I18nProvider>,
  );
}

describe('a branch card says how the branch delivers', () => {
  beforeAll(() => {
    i18n.load('en', {});
    i18n.activate('en');
  });
  afterEach(cleanup);

  it('says collection only for a branch with no delivery', () => {
    note([{ method: 'COLLECT', shippingCostInCents: 0 }]);
    expect(screen.getByText('Collection only')).toBeTruthy();
  });

  it('gives the fee delivery starts from, the lowest of its delivery options', () => {
    note([
      { method: 'COLLECT', shippingCostInCents: 0 },
      { method: 'DELIVER', shippingCostInCents: 9_500 },
      { method: 'DELIVER', shippingCostInCents: 4_500 },
    ]);
    expect(
      screen.getByText(`Delivery from ${formatMoney(4500)}`.replace(/\u00a0/g, ' ')),
    ).toBeTruthy();
  });
});
