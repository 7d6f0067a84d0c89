import { i18n } from '@lingui/core';
import { cleanup, screen } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createApolloClient } from '../../apollo/client';
import { renderInShop } from '../../test-support/render-in-shop';
import { useBasket } from './basket-view';
import { basketOffer } from './test-offers';
import { fakeBasketGateway, type FakeBasketGateway } from './test-basket-gateway';

const OFFERS = [basketOffer('1'), basketOffer('2')];

function Count() {
  const basket = useBasket();
  return <p>{basket.restored ? `${basket.summary.count} items` : 'not known'}</p>;
}

describe('the basket in React (useBasket)', () => {
  let gateway: FakeBasketGateway;
  beforeAll(() => {
    i18n.loadAndActivate({ locale: 'en', messages: {} });
  });
  beforeEach(() => {
    localStorage.clear();
    gateway = fakeBasketGateway(OFFERS);
  });
  afterEach(() => {
    cleanup();
    gateway.stop();
  });

  it('watches the basket with one query, which also says when it is known', async () => {
    gateway.lines.push({ offerId: '2', quantity: 3, agreedPriceInCents: 1000 });
    const client = createApolloClient({ persistViewer: false });
    renderInShop(<Count />, client);
    expect(await screen.findByText('3 items')).toBeTruthy();
    const basketWatches = [...client.getObservableQueries('all')].filter(
      (query) => query.queryName === 'Basket',
    );
    expect(basketWatches).toHaveLength(1);
  });
});
