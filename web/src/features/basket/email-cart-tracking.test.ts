import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apolloClient } from '../../apollo/client';
import { basketSettled, clearCart, loadBasket, setLine, type OfferToAdd } from './cart-store';
import { basketOffer, cacheOffers } from './test-offers';
import { fakeBasketGateway, type FakeBasketGateway } from './test-basket-gateway';
import { noteOrderPlaced, watchCartForEmail } from './email-cart-tracking';

const offer: OfferToAdd = {
  id: '501',
  name: 'White bread 700 g',
  priceInCents: 1899,
  sellableId: 's501',
  supplierId: '101',
};
const bread = basketOffer('501', { name: offer.name, priceInCents: 1899 });

describe('the e-mail cart tracker, watching the basket', () => {
  let stop: () => void = () => {};
  let gateway: FakeBasketGateway;
  beforeEach(async () => {
    localStorage.clear();
    await apolloClient.cache.reset();
    gateway = fakeBasketGateway([bread]);
    cacheOffers(bread);
    await loadBasket();
  });
  afterEach(async () => {
    stop();
    await basketSettled();
    gateway.stop();
  });

  const watch = (enabled: boolean, identifier: string | null = 'thandi@example.co.za') => {
    const send = vi.fn();
    stop = watchCartForEmail({ enabled, identifier: () => identifier, send });
    return send;
  };

  it('reports an update, then a completed cart when an order empties it', async () => {
    const send = watch(true);
    setLine(offer, 2);
    await basketSettled();
    noteOrderPlaced();
    await clearCart();
    expect(send.mock.calls.map(([call]) => call.event)).toEqual(['cart_updated', 'cart_completed']);
    expect(send.mock.calls[0]![0]).toMatchObject({
      email: 'thandi@example.co.za',
      data: { items: [{ offerId: '501', quantity: 2 }], totalInCents: 3798 },
    });
  });

  it('reports a deleted cart when the shopper empties it', async () => {
    const send = watch(true);
    setLine(offer, 1);
    await basketSettled();
    await clearCart();
    expect(send.mock.calls.map(([call]) => call.event)).toEqual(['cart_updated', 'cart_deleted']);
  });

  it('sends nothing when switched off by the configuration, or for a phone number', async () => {
    const off = watch(false);
    setLine(offer, 1);
    await basketSettled();
    stop();
    const phone = watch(true, '0821234567');
    setLine(offer, 3);
    await basketSettled();
    expect(off).not.toHaveBeenCalled();
    expect(phone).not.toHaveBeenCalled();
  });
});
