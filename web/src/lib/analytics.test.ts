import { beforeEach, describe, expect, it, vi } from 'vitest';
import {
  trackAddToCart,
  trackBeginCheckout,
  trackPageView,
  trackPurchase,
  trackSearch,
  trackSelectItem,
} from './analytics';
import { createEmailTracker, isEmailShaped } from './email-tracker';

const offer = { id: '501', name: 'White bread 700 g', priceInCents: 1899, supplierName: 'Parow' };

describe('analytics', () => {
  beforeEach(() => {
    window.dataLayer = [];
  });

  it('pushes e-commerce events to the data layer in rand', () => {
    trackSelectItem(offer, 'Search');
    trackAddToCart(offer, 2);
    trackBeginCheckout([], 3798);
    trackPurchase('SF-1', [], 3798, 2500);
    trackSearch('milk');
    const events = (window.dataLayer ?? []).filter((event) => event.event !== 'ecommerce_clear');
    expect(events.map((event) => event.event)).toEqual([
      'select_item',
      'add_to_cart',
      'begin_checkout',
      'purchase',
      'search',
    ]);
    expect(events[1]).toMatchObject({
      ecommerce: { currency: 'ZAR', value: 37.98, items: [{ item_id: '501', quantity: 2 }] },
    });
    expect(events[3]).toMatchObject({ ecommerce: { transaction_id: 'SF-1', shipping: 25 } });
  });

  it('counts page views except on category and product routes', () => {
    trackPageView('/', 'Home');
    trackPageView('/category/3', 'Dairy');
    trackPageView('/product/7', 'Milk');
    trackPageView('/basket', 'Basket');
    expect((window.dataLayer ?? []).map((event) => event.page_path)).toEqual(['/', '/basket']);
  });

  it('leaves out the first view of a server page, which the page counted itself, once', () => {
    // As server/after-paint.js leaves it: the page's view pushed, the path marked.
    document.documentElement.setAttribute('data-page-viewed', '/');
    trackPageView('/', 'Home');
    trackPageView('/basket', 'Basket');
    trackPageView('/', 'Home');
    expect((window.dataLayer ?? []).map((event) => event.page_path)).toEqual(['/basket', '/']);
    expect(document.documentElement.hasAttribute('data-page-viewed')).toBe(false);
  });

  it('forgets the page’s mark at the app’s first view, whatever its path', () => {
    document.documentElement.setAttribute('data-page-viewed', '/orders');
    trackPageView('/sign-in', 'Sign in');
    trackPageView('/orders', 'Orders');
    expect((window.dataLayer ?? []).map((event) => event.page_path)).toEqual([
      '/sign-in',
      '/orders',
    ]);
  });
});

describe('email-marketing tracker', () => {
  it('recognises e-mail-shaped identifiers only', () => {
    expect(isEmailShaped('thandi@example.co.za')).toBe(true);
    expect(isEmailShaped('0821234567')).toBe(false);
    expect(isEmailShaped('thandi@localhost')).toBe(false);
  });

  it('sends nothing while switched off, and only for e-mails when on', () => {
    const send = vi.fn();
    expect(createEmailTracker({ enabled: false, send }).track('cart_updated', 'a@b.co', {})).toBe(
      false,
    );
    const tracker = createEmailTracker({ enabled: true, send });
    tracker.track('cart_updated', '0821234567', {});
    tracker.track('cart_completed', 'a@b.co', { total: 1 });
    expect(send).toHaveBeenCalledTimes(1);
    expect(send).toHaveBeenCalledWith({
      event: 'cart_completed',
      email: 'a@b.co',
      data: { total: 1 },
    });
  });
});
