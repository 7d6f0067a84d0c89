import { i18n } from '@lingui/core';
import { cleanup, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { renderInShop } from '../../test-support/render-in-shop';
import { CheapestSummary, ComparisonTableRow } from './ComparisonParts';
import type { ComparisonRow } from './comparison';
import type { DeliveryPoint } from './delivery-point';

const parow: ComparisonRow = {
  supplierId: '101',
  supplierName: 'Mzansi Fresh Parow',
  subtotalInCents: 30_000,
  shippingInCents: 4_500,
  totalInCents: 34_500,
  variancePercent: 0,
  isCheapest: true,
  overThresholdCount: 0,
  missingCount: 0,
  complete: true,
  delivers: true,
  closedText: null,
  closed: false,
  serves: true,
  missingNames: [],
  dearerNames: [],
  barPercent: 100,
} as ComparisonRow;

function summary(point: DeliveryPoint) {
  renderInShop(
    <CheapestSummary
      cheapest={parow}
      cheaperClosed={null}
      dispatch="DELIVER"
      deliveryPoint={point}
      current={null}
      saving={{ inCents: 0, basis: 'total' }}
      money={(cents) => `R ${(cents / 100).toFixed(2)}`}
      shopForm={(button) => button}
    />,
  );
  return screen.getByRole('region').textContent ?? '';
}

describe('CheapestSummary: where the delivery fees are measured to', () => {
  beforeAll(() => {
    i18n.load('en', {});
    i18n.activate('en');
  });
  afterEach(cleanup);

  it('names the delivery address chosen for the basket', () => {
    expect(summary({ kind: 'address', name: '12 Main Road, Parow' })).toContain(
      'Delivered to 12 Main Road, Parow',
    );
  });

  it('names the suburb the shopper said they are in', () => {
    expect(summary({ kind: 'place', name: 'Bellville' })).toContain('Delivered to Bellville');
  });

  it("says the device's position is the point", () => {
    expect(summary({ kind: 'device' })).toContain('where your device says you are');
  });

  it('with no known location, names the default point and asks where to deliver', () => {
    const text = summary({ kind: 'default' });
    expect(text).toContain("Cape Town's northern suburbs");
    expect(text).not.toContain('Delivered to you');
    expect(screen.getByRole('button', { name: 'Say where to deliver' })).toBeTruthy();
  });
});

describe('ComparisonTableRow: a branch that stocks none of the basket', () => {
  beforeAll(() => {
    i18n.load('en', {});
    i18n.activate('en');
  });
  afterEach(cleanup);

  const row = (changes: Partial<ComparisonRow>) => {
    renderInShop(
      <table>
        <tbody>
          <ComparisonTableRow
            row={{ ...parow, isCheapest: false, ...changes }}
            dispatch="COLLECT"
            money={(cents) => `R ${(cents / 100).toFixed(2)}`}
            shopForm={(button) => button}
          />
        </tbody>
      </table>,
    );
  };

  it('offers no Shop here, which would empty the basket, and says why', () => {
    row({
      subtotalInCents: 0,
      totalInCents: 0,
      missingCount: 2,
      complete: false,
      missingNames: ['Maize meal', 'Olive oil'],
    });
    expect(screen.queryByRole('button', { name: /Shop at/ })).toBeNull();
    expect(screen.getByRole('row').textContent).toContain('Stocks none of your items');
  });

  it('offers Shop here where some of the basket is stocked', () => {
    row({ subtotalInCents: 3_399, totalInCents: 3_399, missingCount: 1, complete: false });
    expect(screen.getByRole('button', { name: 'Shop at Mzansi Fresh Parow' })).toBeTruthy();
  });
});
