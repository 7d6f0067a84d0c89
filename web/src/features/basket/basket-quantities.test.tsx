import { i18n } from '@lingui/core';
import { act, cleanup, screen } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { apolloClient, createApolloClient } from '../../apollo/client';
import { renderInShop } from '../../test-support/render-in-shop';
import { basketSettled, setLine } from './cart-store';
import { useBasketKnownHere, useLineQuantity } from './basket-quantities';
import { basketOffer } from './test-offers';
import { fakeBasketGateway, type FakeBasketGateway } from './test-basket-gateway';

const OFFERS = [basketOffer('1'), basketOffer('2'), basketOffer('3')];
const renders = new Map<string, number>();

function Quantity({ offerId }: { offerId: string }) {
  renders.set(offerId, (renders.get(offerId) ?? 0) + 1);
  const quantity = useLineQuantity(offerId);
  return <li aria-label={`offer ${offerId}`}>{quantity}</li>;
}

function Known() {
  return <p>{useBasketKnownHere() ? 'known' : 'not known'}</p>;
}

function Page() {
  return (
    <>
      <Known />
      <ul>
        {OFFERS.map((offer) => (
          <Quantity key={offer.id} offerId={offer.id} />
        ))}
      </ul>
    </>
  );
}

describe('each Add button’s quantity, from one watch of the basket', () => {
  let gateway: FakeBasketGateway;
  beforeAll(() => {
    i18n.loadAndActivate({ locale: 'en', messages: {} });
  });
  beforeEach(async () => {
    localStorage.clear();
    renders.clear();
    gateway = fakeBasketGateway(OFFERS);
    // A fresh client each test: the store is the client's.
    await apolloClient.cache.reset();
  });
  afterEach(() => {
    cleanup();
    gateway.stop();
  });

  it('reads the basket once for every button, and shows each offer’s own quantity', async () => {
    gateway.lines.push({ offerId: '2', quantity: 3, agreedPriceInCents: 1000 });
    // A client of its own, whose requests alone are counted: the shop's shared one also hears
    // other test files' basket changes (basket-tabs.ts) in this worker, and reads again then.
    const reads: string[] = [];
    const client = createApolloClient({
      persistViewer: false,
      fetch: (input, init) => {
        if (String(input).includes('operationName=Basket&')) reads.push('Basket');
        return globalThis.fetch(input, init);
      },
    });
    renderInShop(<Page />, client);
    expect(await screen.findByText('known')).toBeTruthy();
    expect(screen.getByLabelText('offer 1').textContent).toBe('0');
    expect(screen.getByLabelText('offer 2').textContent).toBe('3');
    expect(reads).toEqual(['Basket']);
  });

  it('renders again only the button whose offer changed', async () => {
    renderInShop(<Page />, apolloClient);
    await screen.findByText('known');
    const before = new Map(renders);
    await act(async () => {
      setLine(
        { id: '3', name: 'Offer 3', priceInCents: 1000, sellableId: 's3', supplierId: '101' },
        2,
      );
      await basketSettled();
    });
    expect(screen.getByLabelText('offer 3').textContent).toBe('2');
    expect(renders.get('3')).toBeGreaterThan(before.get('3')!);
    expect(renders.get('1')).toBe(before.get('1'));
    expect(renders.get('2')).toBe(before.get('2'));
  });

  it('shows a line added after the first read of the basket failed', async () => {
    const gatewayFetch = globalThis.fetch;
    globalThis.fetch = (input, init) =>
      String(input).includes('operationName=Basket&')
        ? Promise.resolve(new Response('down', { status: 503 }))
        : gatewayFetch(input, init);
    // Forgotten again with the read failing (the store asks once more, as at a page's start).
    await apolloClient.cache.reset();
    renderInShop(<Page />, apolloClient);
    expect(await screen.findByText('known')).toBeTruthy();
    await act(async () => {
      setLine(
        { id: '1', name: 'Offer 1', priceInCents: 1000, sellableId: 's1', supplierId: '101' },
        2,
      );
      await basketSettled();
    });
    expect(screen.getByLabelText('offer 1').textContent).toBe('2');
  });

  it('is known when the basket could not be asked, so an Add before it does not wait for ever', async () => {
    gateway.stop();
    globalThis.fetch = () => Promise.reject(new TypeError('offline'));
    renderInShop(<Page />, apolloClient);
    expect(await screen.findByText('known')).toBeTruthy();
    expect(screen.getByLabelText('offer 1').textContent).toBe('0');
  });
});
