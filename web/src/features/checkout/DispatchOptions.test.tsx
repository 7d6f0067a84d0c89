/** The dispatch choices: a stokvel basket is offered collection only, and is told why. */
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { formatMoney } from '../../lib/money';
import type { BasketDelivery } from '../basket/delivery-fee';
import { DispatchOptions } from './DispatchOptions';

const options = [
  { method: 'COLLECT' as const, shippingProvider: 'COLLECT' as const, shippingCostInCents: 0 },
  { method: 'DELIVER' as const, shippingProvider: 'PICUP' as const, shippingCostInCents: 4500 },
];

function show(stokvel: boolean, delivery?: BasketDelivery | null) {
  render(
    <I18nProvider i18n={i18n}>
      <DispatchOptions
        options={options}
        delivery={delivery}
        stokvel={stokvel}
        chosen="COLLECT:COLLECT"
        branchName="Mzansi Fresh Parow"
        money={(cents) => formatMoney(cents)}
        onChoose={() => {}}
      />
    </I18nProvider>,
  );
}

const byIds = (radio: HTMLElement, attribute: string) =>
  (radio.getAttribute(attribute) ?? '')
    .split(' ')
    .filter(Boolean)
    .map((id) => document.getElementById(id)?.textContent)
    .join(' ');
const accessibleName = (radio: HTMLElement) => byIds(radio, 'aria-labelledby');
const description = (radio: HTMLElement) => byIds(radio, 'aria-describedby');

describe('DispatchOptions', () => {
  beforeAll(() => {
    i18n.load('en', {});
    i18n.activate('en');
  });
  afterEach(cleanup);

  it('offers collection and delivery for an ordinary basket', () => {
    show(false);
    expect(
      screen
        .getAllByRole('radio')
        .map((radio) => radio.getAttribute('aria-label') ?? accessibleName(radio)),
    ).toEqual(['Collect at Mzansi Fresh Parow', `Delivery to your door from ${formatMoney(4500)}`]);
    expect(screen.queryByText(/Stokvel bulk buys/)).toBeNull();
  });

  it("gives a delivery option's cost as where it starts: the fee grows with the distance", () => {
    // The base fee: the confirmation's fee for an address 7 km away is R 46.77, not R 45.00.
    show(false);
    const label = screen.getByRole('radio', { name: /^Delivery to your door/ }).closest('label');
    expect(label?.querySelector('.choice-extra')?.textContent).toBe(`from ${formatMoney(4500)}`);
  });

  it("gives this basket's fee when it is known: Free for a basket delivered free, not 'from R 45.00'", () => {
    show(false, {
      status: 'fee',
      feeInCents: 0,
      point: { kind: 'address', name: '12 Main Road, Parow' },
    });
    const radio = screen.getByRole('radio', { name: /^Delivery to your door/ });
    expect(accessibleName(radio)).toBe('Delivery to your door Free');
    expect(screen.getByText('Delivery fees for this basket to 12 Main Road, Parow.')).toBeTruthy();
  });

  it("gives a fee above zero as this basket's fee, without 'from'", () => {
    show(false, { status: 'fee', feeInCents: 4_677, point: { kind: 'device' } });
    const radio = screen.getByRole('radio', { name: /^Delivery to your door/ });
    expect(accessibleName(radio)).toBe(`Delivery to your door ${formatMoney(4677)}`);
  });

  it('says where the fee is not known yet, rather than a base fee the basket may not pay', () => {
    show(false, { status: 'unknown', needs: 'where' });
    const radio = screen.getByRole('radio', { name: /^Delivery to your door/ });
    expect(accessibleName(radio)).toBe('Delivery to your door Fee for your address');
  });

  it('explains each way to get the order in one line', () => {
    show(false);
    expect(screen.getAllByRole('radio').map(description)).toEqual([
      'Pick it up at the branch in the slot you choose: no delivery fee',
      'A courier brings it in the slot you choose: the fee grows with the distance to your address',
    ]);
  });

  it('explains delivery by the branch itself apart from the courier', () => {
    render(
      <I18nProvider i18n={i18n}>
        <DispatchOptions
          options={[
            ...options,
            { method: 'DELIVER', shippingProvider: 'MANUAL_DELIVERY', shippingCostInCents: 4500 },
          ]}
          stokvel={false}
          chosen="COLLECT:COLLECT"
          branchName="Mzansi Fresh Parow"
          money={(cents) => formatMoney(cents)}
          onChoose={() => {}}
        />
      </I18nProvider>,
    );
    expect(
      description(screen.getByRole('radio', { name: /^Deliver with the branch's drivers/ })),
    ).toBe("The branch's own driver brings it in the slot you choose");
  });

  it('names the courier delivery for the shopper, not by the courier company', () => {
    show(false);
    expect(screen.getByRole('radio', { name: /^Delivery to your door/ })).toBeTruthy();
    expect(screen.queryByText(/PICUP/)).toBeNull();
  });

  it('offers a stokvel basket collection only, and says why', () => {
    show(true);
    expect(screen.getAllByRole('radio')).toHaveLength(1);
    expect(screen.getByRole('radio', { name: 'Collect at Mzansi Fresh Parow' })).toBeTruthy();
    expect(screen.queryByText(/Delivery to your door/)).toBeNull();
    expect(screen.getByText('Stokvel bulk buys are collected from the branch.')).toBeTruthy();
  });
});
