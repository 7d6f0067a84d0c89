// Sets a journey's basket up without walking the shop: the offers are read through the GraphQL
// API and the basket is set there too (`setBasketLines`, with the page's own cookies, as the shop
// does: the gateway keeps the basket), and the branch is chosen in its cookie, where the shop keeps
// it (ADR 0075). Journeys whose subject is not choosing a branch or adding to the basket
// start here; the journeys about those walk them in the UI (fullBasketThroughUi, and the basket,
// search and branch journeys).
import { expect, type APIRequestContext, type Page } from '@playwright/test';

export interface Branch {
  id: string;
  name: string;
}

export const PAROW: Branch = { id: '101', name: 'Mzansi Fresh Parow' };

export interface SeedLine {
  /** What the shopper would type in the search. */
  query: string;
  /** The offer's exact name. */
  name: string;
  /** As the shopper would choose it in the dialog (kilograms for per-kg offers). */
  quantity: number;
}

/** Every field of the web's `BasketOffer_offer` fragment: what a basket line keeps. */
const BASKET_OFFER = `id name priceInCents basePriceInCents endAt promo stokvel stokvelMinQuantity
  stockLeft outOfStock perKg quantityRule { minimum step conversionRate symbol }
  sellable { id imageUrl pack unit measurement productId brand { id name } }
  supplier { id name }`;

export interface BasketOffer {
  id: string;
  name: string;
  priceInCents: number;
  basePriceInCents: number;
  endAt: string | null;
  promo: boolean;
  stokvel: boolean;
  stokvelMinQuantity: number | null;
  stockLeft: number | null;
  outOfStock: boolean;
  perKg: boolean;
  quantityRule: { minimum: number; step: number; conversionRate: number; symbol: string };
  sellable: {
    id: string;
    imageUrl: string;
    pack: string;
    unit: string;
    measurement: number;
    productId: string | null;
    brand: { name: string } | null;
  };
  supplier: { id: string; name: string };
}

/** The offer named `line.name` among `line.query`'s results at `branch`, as the basket keeps it. */
export async function findOffer(request: APIRequestContext, branch: Branch, line: SeedLine) {
  const response = await request.post('/graphql', {
    data: {
      query: `query ($q: String!, $s: ID!) { offerSearch(query: $q, supplierId: $s, perPage: 100) { offers { ${BASKET_OFFER} } } }`,
      variables: { q: line.query, s: branch.id },
    },
  });
  expect(response.ok()).toBe(true);
  const json = (await response.json()) as { data: { offerSearch: { offers: BasketOffer[] } } };
  const offer = json.data.offerSearch.offers.find((candidate) => candidate.name === line.name);
  expect(offer, `${line.name} at ${branch.name}`).toBeDefined();
  return offer!;
}

/** The quantity a basket line keeps (and an order is placed with) for `chosen` in the dialog. */
export function storedQuantity(offer: BasketOffer, chosen: number): number {
  // The chosen amount times the per-kg conversion rate (1 otherwise).
  const rate = (offer.perKg && offer.quantityRule.conversionRate) || 1;
  return Math.round(chosen * rate * 1e5) / 1e5;
}

/**
 * Makes `lines` the basket at `branch` on the gateway, for the shopper whose cookies `page` holds
 * (a visitor, or the shopper signed in through the API), replacing what it held; and `branch` the
 * chosen one, in its cookie as the shop keeps it (ADR 0075): the next page is rendered for it,
 * and a later choice in the shop replaces it, as after a real visit.
 */
export async function seedBasket(page: Page, branch: Branch, lines: SeedLine[]): Promise<void> {
  const items = [];
  for (const line of lines) {
    const offer = await findOffer(page.request, branch, line);
    items.push({
      offerId: offer.id,
      sellableId: offer.sellable.id,
      supplierId: offer.supplier.id,
      quantity: storedQuantity(offer, line.quantity),
      seenPriceInCents: offer.priceInCents,
    });
  }
  const response = await page.request.post('/graphql', {
    data: {
      query: `mutation ($input: ReplaceBasketInput!) { replaceBasket(input: $input) {
        errors { __typename message } } }`,
      variables: { input: { lines: items } },
    },
  });
  expect(response.ok()).toBe(true);
  const json = (await response.json()) as {
    data?: { replaceBasket: { errors: unknown[] } };
    errors?: unknown;
  };
  expect(json.errors).toBeUndefined();
  expect(json.data?.replaceBasket.errors).toEqual([]);
  await shopsAt(page, branch);
}

/**
 * `branch` chosen from `page`'s next load on, in the cookie the shop keeps it in (ADR 0075), as
 * after a choice on an earlier visit.
 */
export async function shopsAt(page: Page, branch: Pick<Branch, 'id'>): Promise<void> {
  await setShopCookie(page, 'sf_branch', encodeURIComponent(JSON.stringify({ id: branch.id })));
}

/** The shop speaks `locale` from `page`'s next load on, as if chosen in its menu (ADR 0075). */
export async function speaks(page: Page, locale: string): Promise<void> {
  await setShopCookie(page, 'sf_locale', locale);
}

/** A cookie of the shop's own, as the shop writes it (the whole site, `SameSite=Lax`). */
async function setShopCookie(page: Page, name: string, value: string): Promise<void> {
  const origin = new URL(page.url() === 'about:blank' ? await shopOrigin(page) : page.url()).origin;
  await page.context().addCookies([{ name, value, url: `${origin}/`, sameSite: 'Lax' }]);
}

/** The shop's own origin (the config's baseURL, as page.request resolves it). */
async function shopOrigin(page: Page): Promise<string> {
  const response = await page.request.get('/readyz');
  return response.url();
}

interface Timeslot {
  value: string;
  day: string;
  startsAt: string;
  endsAt: string | null;
  available: boolean;
}

/**
 * The slot `chooseFirstSlot` takes in the grid: the grid opens on the first day (slots sorted by
 * start) and the shopper takes its first open slot.
 */
export async function firstCollectSlot(
  request: APIRequestContext,
  branch: Branch,
): Promise<Timeslot> {
  const response = await request.post('/graphql', {
    data: {
      query: `query ($s: ID!) { timeslots(supplierId: $s, dispatch: COLLECT, stokvel: false) {
        value day startsAt endsAt available } }`,
      variables: { s: branch.id },
    },
  });
  expect(response.ok()).toBe(true);
  const json = (await response.json()) as { data: { timeslots: Timeslot[] } };
  const slots = [...json.data.timeslots].sort((a, b) => a.startsAt.localeCompare(b.startsAt));
  const firstDay = slots[0]?.day;
  const slot = slots.find((candidate) => candidate.day === firstDay && candidate.available);
  expect(slot, `an open collection slot on the first day at ${branch.name}`).toBeDefined();
  return slot!;
}

/**
 * Makes the next page load of `page` find collection at `branch`'s first open slot chosen, as the
 * dispatch step (`checkoutCollect`) leaves `checkout-v1`: the choices made there, merged into
 * what the shop stored so far (an order placed before, its thank-you shown).
 */
export async function seedCollectSlot(page: Page, branch: Branch): Promise<void> {
  const slot = await firstCollectSlot(page.request, branch);
  const choice = {
    supplierId: branch.id,
    timeslot: slot.value,
  };
  const origin = new URL(page.url() === 'about:blank' ? await shopOrigin(page) : page.url()).origin;
  // The branch, the way and the slot live in the sf_checkout cookie (web/src/core/checkout-cookie.ts),
  // which the server render reads too; the rest of the choices in checkout-v1.
  const value = { s: branch.id, d: 'COLLECT', p: 'COLLECT', t: slot.value };
  await page
    .context()
    .addCookies([
      { name: 'sf_checkout', value: encodeURIComponent(JSON.stringify(value)), url: origin },
    ]);
  const marker = `e2e-seed-${Date.now()}-${Math.random()}`;
  await page.addInitScript(
    ({ origin, choice, marker }) => {
      if (location.origin !== origin || localStorage.getItem(marker)) return;
      let stored: Record<string, unknown> = {};
      try {
        stored = JSON.parse(localStorage.getItem('checkout-v1') ?? '{}') ?? {};
      } catch {
        // Nothing readable stored: the shop starts from its defaults, and so does this.
      }
      // What the dispatch step's transitions do (checkout-store.ts): another branch starts the
      // choices again (keeping the order in flight), choosing collection clears a delivery's
      // address and payment method, then the slot is set.
      if (stored.supplierId !== choice.supplierId) {
        const { pendingOrderKey, orderId, showOutro } = stored;
        stored = { supplierId: choice.supplierId, pendingOrderKey, orderId, showOutro };
      }
      if (stored.dispatch === 'DELIVER') {
        stored = { ...stored, paymentProvider: null, address: null };
      }
      stored = {
        ...stored,
        dispatch: 'COLLECT',
        shippingProvider: 'COLLECT',
        timeslot: choice.timeslot,
      };
      localStorage.setItem('checkout-v1', JSON.stringify(stored));
      localStorage.setItem(marker, '1');
    },
    { origin, choice, marker },
  );
}
