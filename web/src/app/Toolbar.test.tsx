import { i18n } from '@lingui/core';
import { cleanup, screen } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createApolloClient } from '../apollo/client';
import { renderInShop } from '../test-support/render-in-shop';
import { basketOffer } from '../features/basket/test-offers';
import { fakeBasketGateway, type FakeBasketGateway } from '../features/basket/test-basket-gateway';
import { Toolbar } from './Toolbar';

describe('the toolbar’s basket figures', () => {
  let gateway: FakeBasketGateway;
  beforeAll(() => {
    i18n.loadAndActivate({ locale: 'en', messages: {} });
  });
  beforeEach(() => {
    localStorage.clear();
    gateway = fakeBasketGateway([
      basketOffer('1', { priceInCents: 1250 }),
      basketOffer('2', { outOfStock: true }),
    ]);
  });
  afterEach(() => {
    cleanup();
    gateway.stop();
  });

  it('count the items the total is of: a sold-out line is in neither', async () => {
    gateway.lines.push(
      { offerId: '1', quantity: 2, agreedPriceInCents: 1250 },
      { offerId: '2', quantity: 3, agreedPriceInCents: 1000 },
    );
    renderInShop(
      <Toolbar onOpenPanel={() => undefined} />,
      createApolloClient({ persistViewer: false }),
    );
    // Before, "R 25.00 5 items": the sold-out line's 3 counted, its R 30.00 did not.
    expect(await screen.findByRole('link', { name: /^Basket: R.25\.00 2 items$/ })).toBeTruthy();
  });
});
