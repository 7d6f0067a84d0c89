import { i18n } from '@lingui/core';
import { cleanup, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { renderInShop } from '../../test-support/render-in-shop';
import type { BasketDelivery } from './delivery-fee';
import { DeliveryLineView } from './DeliveryLine';

const money = (cents: number) => `R ${(cents / 100).toFixed(2)}`;

function line(delivery: BasketDelivery, itemsInCents = 60_379) {
  renderInShop(
    <DeliveryLineView
      delivery={delivery}
      branchName="Mzansi Fresh Parow"
      itemsInCents={itemsInCents}
      money={money}
    />,
  );
  return screen.queryByLabelText('Delivery')?.textContent ?? '';
}

describe('the basket delivery line', () => {
  beforeAll(() => {
    i18n.load('en', {});
    i18n.activate('en');
  });
  afterEach(cleanup);

  it("gives this basket's fee to the point and the total with it", () => {
    const text = line(
      { status: 'fee', feeInCents: 4_820, point: { kind: 'place', name: 'Bellville' } },
      30_000,
    );
    expect(text).toContain('Delivery to Bellville');
    expect(text).toContain('R 48.20');
    expect(text).toContain('Total with delivery');
    expect(text).toContain('R 348.20');
  });

  it('says Free, not "from R 45.00", for a basket the branch delivers free', () => {
    const text = line({ status: 'fee', feeInCents: 0, point: { kind: 'device' } });
    expect(text).toContain('Delivery to you');
    expect(text).toContain('Free');
    expect(text).not.toContain('45.00');
  });

  it('says collection only for a branch that does not deliver', () => {
    expect(line({ status: 'collection-only' })).toContain(
      'Collection only: Mzansi Fresh Parow does not deliver',
    );
  });

  it('says the branch does not deliver to the place', () => {
    expect(
      line({ status: 'not-there', point: { kind: 'address', name: '1 Long Street, Paarl' } }),
    ).toContain('Mzansi Fresh Parow does not deliver to 1 Long Street, Paarl: collection only');
  });

  it('asks a visitor to sign in, the fee being unknown', () => {
    expect(line({ status: 'unknown', needs: 'sign-in' })).toContain('Delivery fee: not known yet');
    expect(screen.getByRole('link', { name: 'Sign in to see the delivery fee' })).toBeTruthy();
  });

  it('asks a shopper with no known point where to deliver', () => {
    expect(line({ status: 'unknown', needs: 'where' })).toContain('Say where to deliver');
    expect(screen.getByRole('button', { name: 'Say where to deliver' })).toBeTruthy();
  });
});
