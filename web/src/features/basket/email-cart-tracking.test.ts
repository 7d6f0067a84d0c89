import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearCart, setLine, type OfferToAdd } from './cart-store';
import { basketOffer, cacheOffers } from './test-offers';
import { noteOrderPlaced, watchCartForEmail } from './email-cart-tracking';

const offer: OfferToAdd = { id: '501', name: 'White bread 700 g', priceInCents: 1899 };
cacheOffers(basketOffer('501', { name: offer.name, priceInCents: 1899 }));

describe('the e-mail cart tracker, watching the basket', () => {
  let stop: () => void = () => {};
  beforeEach(() => {
    localStorage.clear();
    clearCart();
  });
  afterEach(() => stop());

  const watch = (enabled: boolean, identifier: string | null = 'thandi@example.co.za') => {
    const send = vi.fn();
    stop = watchCartForEmail({ enabled, identifier: () => identifier, send });
    return send;
  };

  it('reports an update, then a completed cart when an order empties it', () => {
    const send = watch(true);
    setLine(offer, 2);
    noteOrderPlaced();
    clearCart();
    expect(send.mock.calls.map(([call]) => call.event)).toEqual(['cart_updated', 'cart_completed']);
    expect(send.mock.calls[0]![0]).toMatchObject({
      email: 'thandi@example.co.za',
      data: { items: [{ offerId: '501', quantity: 2 }], totalInCents: 3798 },
    });
  });

  it('reports a deleted cart when the shopper empties it', () => {
    const send = watch(true);
    setLine(offer, 1);
    clearCart();
    expect(send.mock.calls.map(([call]) => call.event)).toEqual(['cart_updated', 'cart_deleted']);
  });

  it('sends nothing when switched off by the configuration, or for a phone number', () => {
    const off = watch(false);
    setLine(offer, 1);
    stop();
    const phone = watch(true, '0821234567');
    setLine(offer, 3);
    expect(off).not.toHaveBeenCalled();
    expect(phone).not.toHaveBeenCalled();
  });
});
