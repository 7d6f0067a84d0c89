/**
 * Delivery without the script: `POST /checkout/address` chooses one of the shopper's saved
 * addresses or adds a new one from a plain form (checked on the server, placed by the gateway's
 * gazetteer), keeping the address's id with the other checkout choices (the `sf_checkout`
 * cookie); the dispatch step then checks a delivery slot for that address and `POST
 * /checkout/place` delivers there. Held to the other forms' standard: the same-site rule, the
 * shared rate limit, 503 with Retry-After for a legacy failure, pages in the shopper's language;
 * an address of another shopper is never chosen, a double submit adds one address.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { GraphqlClient } from '../support/gateway';
import { signedIn, THANDI } from '../support/shoppers';
import { maizeMealInBasket, startCheckoutFormStack } from '../support/checkout-form-stack';
import type { TestStack } from '../support/stack';

const BOOK = '{ viewer { addresses { id formatted deliveryInstructions location { latitude } } } }';
/** Thandi's saved addresses in the seed; 3 is Pieter's. */
const THANDIS = '1';
const PIETERS = '3';

type Choice = { s: string; d: string; p: string; t: string | null; a?: string };
const cookieOf = (choice: Choice) => encodeURIComponent(JSON.stringify(choice));
// The shop's own drivers: EFT and cash pay for them (a courier's delivery takes online payments).
const DELIVERING: Choice = { s: '101', d: 'DELIVER', p: 'MANUAL_DELIVERY', t: null };

describe('delivery without the script (POST /checkout/address, then dispatch and place)', () => {
  let stack: TestStack;
  let thandi: GraphqlClient;
  let key = 0;

  beforeAll(async () => {
    stack = await startCheckoutFormStack({
      RATE_LIMIT_PER_IP: '200',
      RATE_LIMIT_WINDOW_MS: '600000',
      REQUEST_TIMEOUT_MS: '2000',
      ORDER_WATCH_HOLD_SECONDS: '1',
      PUBLIC_ORIGIN: 'https://shop.test',
    });
    thandi = await signedIn(stack.gatewayUrl, THANDI);
  });
  afterAll(async () => {
    await stack?.close();
  });
  beforeEach(async () => {
    await fetch(`${stack.sim.url}/sim/faults`, { method: 'DELETE' });
    await maizeMealInBasket(thandi);
  });

  const post = (path: string, body: string, headers: Record<string, string> = {}) =>
    fetch(`${stack.gatewayUrl}${path}`, {
      method: 'POST',
      redirect: 'manual',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        'sec-fetch-site': 'same-origin',
        cookie: `${thandi.cookieHeader}; sf_checkout=${cookieOf(DELIVERING)}`,
        ...headers,
      },
      body,
    });
  const address = (body: string, headers: Record<string, string> = {}) =>
    post('/checkout/address', body, headers);
  const withCookies = (choice: Choice, extra = '') => ({
    cookie: `${thandi.cookieHeader}; sf_checkout=${cookieOf(choice)}${extra}`,
  });
  const fault = (faults: Record<string, unknown>[]) =>
    fetch(`${stack.sim.url}/sim/faults`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(faults),
    });
  /** The choice the answer keeps, as the web reads it (undefined: none set). */
  const choiceOf = (response: Response): Choice | undefined => {
    const pair = response.headers
      .getSetCookie()
      .map((line) => line.split(';')[0] ?? '')
      .find((candidate) => candidate.startsWith('sf_checkout='));
    return pair ? JSON.parse(decodeURIComponent(pair.slice('sf_checkout='.length))) : undefined;
  };
  const book = async () =>
    (
      await thandi.request<{
        viewer: {
          addresses: {
            id: string;
            formatted: string;
            deliveryInstructions: string | null;
            location: { latitude: number };
          }[];
        };
      }>(BOOK)
    ).data!.viewer.addresses;
  /** The first delivery slot the branch offers to an address (read straight from the legacy API). */
  const firstDeliverySlot = async () => {
    const response = await fetch(
      `${stack.sim.url}/catalog/v1/suppliers/101/timeslots?requires_shipping=true&shipping_provider=manual_delivery&shipping_lat=-33.9012&shipping_lon=18.5921`,
    );
    const body = (await response.json()) as { resources: { value: string }[] };
    expect(body.resources.length).toBeGreaterThan(0);
    return body.resources[0]!.value;
  };
  const registrations = async () => {
    const { calls } = await stack.calls();
    return Object.entries(calls)
      .filter(([route]) => /POST \/(api\/v1\/orders\/register|cart\/v1\/order)$/.test(route))
      .reduce((sum, [, count]) => sum + count, 0);
  };

  it('chooses one of the shopper’s saved addresses for the delivery and goes back to the step (303)', async () => {
    const response = await address(`addressId=${THANDIS}`);
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/checkout/dispatch');
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(choiceOf(response)).toEqual({ ...DELIVERING, a: THANDIS });
  });

  it('never chooses another shopper’s address, nor a malformed id: a page in the shopper’s language, nothing kept', async () => {
    const forged = await address(`addressId=${PIETERS}`, withCookies(DELIVERING, '; sf_locale=af'));
    expect(forged.status).toBe(404);
    expect(forged.headers.get('content-type')).toMatch(/^text\/html/);
    expect(await forged.text()).toContain('Hierdie adres is nie in jou adresboek nie.');
    expect(choiceOf(forged)).toBeUndefined();
    const malformed = await address('addressId=1%20OR%201');
    expect(malformed.status).toBe(400);
    expect(choiceOf(malformed)).toBeUndefined();
  });

  it('adds a new address from the plain form, placed in its suburb, and chooses it; a double submit adds one', async () => {
    const before = (await book()).length;
    const body =
      'streetAddress=21+Tygerberg+Road%2C+Parow%2C+Cape+Town%2C+7500&unit=&complex=&deliveryInstructions=Ring+twice';
    const [first, second] = await Promise.all([address(body), address(body)]);
    expect([first.status, second.status]).toEqual([303, 303]);
    expect(first.headers.get('location')).toBe('/checkout/dispatch');
    const after = await book();
    expect(after).toHaveLength(before + 1);
    const added = after.find((entry) => entry.formatted.startsWith('21 Tygerberg Road'))!;
    expect(added.deliveryInstructions).toBe('Ring twice');
    // Parow's position in the gazetteer, not a guess.
    expect(added.location.latitude).toBeCloseTo(-33.9, 1);
    expect(choiceOf(first)).toEqual({ ...DELIVERING, a: added.id });
    expect(choiceOf(second)).toEqual({ ...DELIVERING, a: added.id });
    // The same form again later: the same address, chosen again, not saved twice.
    const repeat = await address(body);
    expect(choiceOf(repeat)).toEqual({ ...DELIVERING, a: added.id });
    expect(await book()).toHaveLength(before + 1);
  });

  it('refuses missing or wrong fields with the form again, what was typed kept, in the shopper’s language (422)', async () => {
    const before = (await book()).length;
    const missing = await address(
      'streetAddress=&unit=4B&complex=Rose+Court&deliveryInstructions=Gate+%3Cb%3Ecode%3C%2Fb%3E+1234',
      withCookies(DELIVERING, '; sf_locale=fr'),
    );
    expect(missing.status).toBe(422);
    expect(missing.headers.get('cache-control')).toBe('no-store');
    const missingPage = await missing.text();
    expect(missingPage).toContain('Saisissez l’adresse');
    expect(missingPage).toContain('value="4B"');
    expect(missingPage).toContain('value="Rose Court"');
    // Typed text is kept, never markup.
    expect(missingPage).toContain('Gate &#60;b&#62;code&#60;/b&#62; 1234');
    expect(missingPage).not.toContain('<b>code</b>');

    const noNumber = await address('streetAddress=Tygerberg+Road%2C+Parow');
    expect(noNumber.status).toBe(422);
    const noNumberPage = await noNumber.text();
    expect(noNumberPage).toContain('Add the house number, e.g. 12 Main Road');
    expect(noNumberPage).toContain('value="Tygerberg Road, Parow"');

    const nowhere = await address(
      'streetAddress=12+Main+Road%2C+Atlantis+on+Mars',
      withCookies(DELIVERING, '; sf_locale=af'),
    );
    expect(nowhere.status).toBe(422);
    expect(await nowhere.text()).toContain(
      'Ons kon nie hierdie voorstad in ons afleweringsgebied vind nie',
    );

    const tooLong = await address(
      `streetAddress=12+Main+Road%2C+Rondebosch&unit=${'9'.repeat(21)}`,
    );
    expect(tooLong.status).toBe(422);
    expect(await tooLong.text()).toContain('At most 20 characters');

    for (const response of [missing, noNumber, nowhere, tooLong])
      expect(choiceOf(response)).toBeUndefined();
    expect(await book()).toHaveLength(before);
  });

  it('refuses a form from another site (403) and sends a visitor to sign in', async () => {
    const before = (await book()).length;
    const crossSite = await address('streetAddress=5+Main+Road%2C+Rondebosch', {
      'sec-fetch-site': 'cross-site',
      ...withCookies(DELIVERING, '; sf_locale=af'),
    });
    expect(crossSite.status).toBe(403);
    expect(await crossSite.text()).toContain(
      'Die betaalpunt se keuses word op die winkel se eie bladsye gemaak.',
    );
    const evil = await address(`addressId=${THANDIS}`, {
      'sec-fetch-site': '',
      origin: 'https://evil.example',
    });
    expect(evil.status).toBe(403);
    expect(choiceOf(evil)).toBeUndefined();
    expect(await book()).toHaveLength(before);

    const visitor = await address(`addressId=${THANDIS}`, { cookie: '' });
    expect(visitor.status).toBe(303);
    expect(visitor.headers.get('location')).toBe(
      '/sign_in?redirect_to=%2Fcheckout%2Fshipping_address',
    );
  });

  it('answers a legacy failure with 503 and Retry-After, in the shopper’s language; nothing kept', async () => {
    await fault([
      { route: 'GET /api/v1/users/{user_id}/addresses', error_rate: 1, status: 500 },
      { route: 'POST /api/v1/users/{user_id}/addresses', error_rate: 1, status: 500 },
    ]);
    for (const body of [`addressId=${THANDIS}`, 'streetAddress=7+Main+Road%2C+Rondebosch']) {
      const response = await address(body, withCookies(DELIVERING, '; sf_locale=af'));
      expect(response.status).toBe(503);
      expect(Number(response.headers.get('retry-after'))).toBeGreaterThan(0);
      expect(await response.text()).toContain('Die winkel kon nie nou antwoord nie.');
      expect(choiceOf(response)).toBeUndefined();
    }
  });

  it('the dispatch step delivers to the chosen address: without one it asks for it, with another’s it asks again', async () => {
    const slot = await firstDeliverySlot();
    const deliver = `dispatch=DELIVER%3AMANUAL_DELIVERY&timeslot=${encodeURIComponent(slot)}`;
    const none = await post('/checkout/dispatch', deliver);
    expect(none.status).toBe(303);
    expect(none.headers.get('location')).toBe('/checkout/shipping_address');

    const forged = await post(
      '/checkout/dispatch',
      deliver,
      withCookies({ ...DELIVERING, a: PIETERS }),
    );
    expect(forged.status).toBe(303);
    expect(forged.headers.get('location')).toBe('/checkout/shipping_address');

    const chosen = await post(
      '/checkout/dispatch',
      deliver,
      withCookies({ ...DELIVERING, a: THANDIS }),
    );
    expect(chosen.status).toBe(303);
    expect(chosen.headers.get('location')).toBe('/checkout/confirmation');
    expect(choiceOf(chosen)).toEqual({ ...DELIVERING, t: slot, a: THANDIS });
  });

  it('Continue with a delivery and no address goes straight to the address page, then back to the slots', async () => {
    const collecting: Choice = { s: '101', d: 'COLLECT', p: 'COLLECT', t: null };
    const continued = await post(
      '/checkout/dispatch',
      'dispatch=DELIVER%3AMANUAL_DELIVERY',
      withCookies(collecting),
    );
    expect(continued.status).toBe(303);
    expect(continued.headers.get('location')).toBe('/checkout/shipping_address');
    expect(choiceOf(continued)).toEqual(DELIVERING);

    const chosen = await address(`addressId=${THANDIS}`, withCookies(DELIVERING));
    expect(chosen.status).toBe(303);
    expect(chosen.headers.get('location')).toBe('/checkout/dispatch');
    expect(choiceOf(chosen)).toEqual({ ...DELIVERING, a: THANDIS });
  });

  it('places a delivered order to the chosen address, once for a double submit; never to another shopper’s', async () => {
    const slot = await firstDeliverySlot();
    const before = await registrations();
    const form = `idempotencyKey=form-deliver-${Date.now()}-${key++}&payment=OFFLINE_EFT&useCredit=0`;
    const forged = await post(
      '/checkout/place',
      form,
      withCookies({ ...DELIVERING, t: slot, a: PIETERS }),
    );
    expect(forged.status).toBe(303);
    expect(forged.headers.get('location')).toBe('/checkout/shipping_address');
    expect(await registrations()).toBe(before);

    const delivered = withCookies({ ...DELIVERING, t: slot, a: THANDIS });
    const [first, second] = await Promise.all([
      post('/checkout/place', form, delivered),
      post('/checkout/place', form, delivered),
    ]);
    expect([first.status, second.status]).toEqual([303, 303]);
    const location = first.headers.get('location')!;
    expect(location).toMatch(/^\/orders\/\d+$/);
    expect(await registrations()).toBe(before + 1);
    const order = await thandi.request<{
      viewer: { order: { dispatchMethod: string; shippingAddress: { formatted: string } | null } };
    }>(
      'query ($id: ID!) { viewer { order(id: $id) { dispatchMethod shippingAddress { formatted } } } }',
      {
        id: location.split('/').pop(),
      },
    );
    expect(order.data?.viewer.order.dispatchMethod).toBe('DELIVER');
    expect(order.data?.viewer.order.shippingAddress?.formatted).toContain('14 Fairfield Street');
  });

  it('shares the GraphQL rate limit: once spent, the form is refused too (429, a page)', async () => {
    let status = 0;
    for (let n = 0; n < 400 && status !== 429; n += 1) {
      status = (await stack.graphql('{ __typename }')).status;
    }
    expect(status).toBe(429);
    const response = await address(
      `addressId=${THANDIS}`,
      withCookies(DELIVERING, '; sf_locale=fr'),
    );
    expect(response.status).toBe(429);
    expect(Number(response.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await response.text()).toContain('Trop de requêtes.');
  });
});
