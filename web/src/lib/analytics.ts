/**
 * Analytics events pushed to `window.dataLayer` in the GA4 e-commerce shape: select item, add to
 * cart, begin checkout, purchase, search and page view (none on category and product routes).
 */
export interface AnalyticsItem {
  item_id: string;
  item_name: string;
  price: number;
  quantity?: number;
  item_brand?: string;
  item_category?: string;
  affiliation?: string;
}

type DataLayerEvent = Record<string, unknown> & { event: string };

declare global {
  interface Window {
    dataLayer?: DataLayerEvent[];
  }
}

function push(event: DataLayerEvent): void {
  window.dataLayer = window.dataLayer ?? [];
  // GA4 asks to clear the previous ecommerce object before pushing a new one.
  if ('ecommerce' in event) window.dataLayer.push({ event: 'ecommerce_clear', ecommerce: null });
  window.dataLayer.push(event);
}

const rands = (cents: number) => Math.round(cents) / 100;

export interface OfferLike {
  id: string;
  name: string;
  priceInCents: number;
  brand?: string | null;
  category?: string | null;
  supplierName?: string | null;
}

export function analyticsItem(offer: OfferLike, quantity?: number): AnalyticsItem {
  return {
    item_id: offer.id,
    item_name: offer.name,
    price: rands(offer.priceInCents),
    ...(quantity !== undefined ? { quantity } : {}),
    ...(offer.brand ? { item_brand: offer.brand } : {}),
    ...(offer.category ? { item_category: offer.category } : {}),
    ...(offer.supplierName ? { affiliation: offer.supplierName } : {}),
  };
}

export function trackSelectItem(offer: OfferLike, listName: string): void {
  push({
    event: 'select_item',
    ecommerce: { item_list_name: listName, items: [analyticsItem(offer)] },
  });
}

export function trackAddToCart(offer: OfferLike, quantity: number, currency = 'ZAR'): void {
  push({
    event: 'add_to_cart',
    ecommerce: {
      currency,
      value: rands(offer.priceInCents * quantity),
      items: [analyticsItem(offer, quantity)],
    },
  });
}

export function trackBeginCheckout(
  items: AnalyticsItem[],
  valueInCents: number,
  currency = 'ZAR',
): void {
  push({ event: 'begin_checkout', ecommerce: { currency, value: rands(valueInCents), items } });
}

export function trackPurchase(
  transactionId: string,
  items: AnalyticsItem[],
  valueInCents: number,
  shippingInCents = 0,
  currency = 'ZAR',
): void {
  push({
    event: 'purchase',
    ecommerce: {
      transaction_id: transactionId,
      currency,
      value: rands(valueInCents),
      shipping: rands(shippingInCents),
      items,
    },
  });
}

export function trackSearch(searchTerm: string): void {
  push({ event: 'search', search_term: searchTerm });
}

/** Category and product pages are not counted as page views. */
export function shouldTrackPageView(pathname: string): boolean {
  return !/^\/(category|product)\//.test(pathname);
}

/**
 * Set by a server page's starter (server/after-paint.js) on the path whose view it counted as the
 * page was parsed: a visit that leaves before the scripts run (docs/adr/0069) is counted too.
 */
const PAGE_VIEWED = 'data-page-viewed';

export function trackPageView(pathname: string, title: string): void {
  // The page's mark holds for the app's first view only: later ones are the app's own.
  const root = document.documentElement;
  const countedByPage = root.getAttribute(PAGE_VIEWED);
  root.removeAttribute(PAGE_VIEWED);
  if (!shouldTrackPageView(pathname) || countedByPage === pathname) return;
  push({ event: 'page_view', page_path: pathname, page_title: title });
}
