/**
 * The basket's comparison without JavaScript: `/basket/compare` rendered on the server by the
 * web's real server build, over a gateway on the real simulator. A signed-in shopper's page is
 * their comparison with a "Shop here" form per branch (`POST /basket`, `replace=1`, that branch's
 * offers at the prices the comparison showed), theirs alone (`private, no-store`, never in the
 * shared HTML cache); posting a form moves the basket to that branch at the prices shown, and a
 * price that moved meanwhile is flagged as changed (the order stops at "Some item prices have
 * changed"). A visitor's page says why signing in is needed and links to sign in and back.
 * Attacked as a neighbour would: two shoppers and a visitor on the one URL, cookies swapped, a
 * forged session, a session replayed after sign-out, forged form fields, a double submit.
 * Needs the web's build (`npm run build`).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GraphqlClient } from '../support/gateway';
import { MAIZE_MEAL_OFFER, OLIVE_OIL_OFFER, PIETER, signedIn, THANDI } from '../support/shoppers';
import { startStack, type TestStack } from '../support/stack';

const SET_LINES = `mutation ($input: SetBasketLinesInput!) {
  setBasketLines(input: $input) { errors { __typename } }
}`;
const BASKET = `{ basket { priceChanged lines { quantity agreedPriceInCents priceChanged
  offer { id priceInCents supplier { id name } } } } }`;
const SIGN_OUT = 'mutation { signOut { signedOut } }';
const REASON =
  'Comparing your basket across branches needs an account. Log in or register: your basket comes with you.';

interface Basket {
  priceChanged: boolean;
  lines: Array<{
    quantity: number;
    agreedPriceInCents: number;
    priceChanged: boolean;
    offer: { id: string; priceInCents: number; supplier: { id: string; name: string } };
  }>;
}

/** A "Shop here" form as the page holds it: its fields in order, and its button's words. */
interface ShopForm {
  fields: Array<[string, string]>;
  button: string;
}

/** The `POST /basket` forms of a page (hidden fields and the button's text). */
function shopForms(html: string): ShopForm[] {
  const forms = [
    ...html.matchAll(/<form [^>]*action="\/basket" method="post"[^>]*>(.*?)<\/form>/gs),
  ];
  return forms.map(([, inner = '']) => ({
    fields: [...inner.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)"/g)].map(
      ([, name = '', value = '']) => [name, value] as [string, string],
    ),
    button: (/<button[^>]*>(.*?)<\/button>/s.exec(inner)?.[1] ?? '').replace(/<[^>]+>/g, ''),
  }));
}

const field = (form: ShopForm, name: string) =>
  form.fields.filter(([key]) => key === name).map(([, value]) => value);

/** "R 89.98" as the page writes an amount (a narrow no-break space or a space after the R). */
const rand = (cents: number) => new RegExp(`R[\\s\\u00a0\\u202f]?${(cents / 100).toFixed(2)}`);

describe('the comparison without JavaScript', () => {
  let stack: TestStack;

  beforeAll(async () => {
    stack = await startStack({ SSR_CACHE_SECONDS: '60', PUBLIC_ORIGIN: 'https://shop.test' });
  });
  afterAll(async () => {
    await stack.close();
  });

  async function page(path: string, cookie?: string) {
    const response = await fetch(`${stack.gatewayUrl}${path}`, {
      headers: { accept: 'text/html', ...(cookie ? { cookie } : {}) },
    });
    return {
      status: response.status,
      render: response.headers.get('x-render'),
      cacheControl: response.headers.get('cache-control'),
      etag: response.headers.get('etag'),
      body: await response.text(),
    };
  }

  const post = (
    form: ShopForm,
    cookie: string,
    change: (fields: URLSearchParams) => void = () => {},
  ) => {
    const body = new URLSearchParams(form.fields);
    change(body);
    return fetch(`${stack.gatewayUrl}/basket`, {
      method: 'POST',
      redirect: 'manual',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        'sec-fetch-site': 'same-origin',
        cookie,
      },
      body: body.toString(),
    });
  };

  async function shopperWith(who: typeof THANDI, offerId: string, quantity: number) {
    const client = await signedIn(stack.gatewayUrl, who);
    const { data } = await client.request<{ basket: Basket }>(BASKET);
    await client.request(SET_LINES, {
      input: {
        lines: [
          ...(data?.basket.lines ?? []).map((line) => ({ offerId: line.offer.id, quantity: 0 })),
          { offerId, sellableId: null, supplierId: null, quantity },
        ],
      },
    });
    return client;
  }

  const basketOf = async (client: GraphqlClient) =>
    (await client.request<{ basket: Basket }>(BASKET)).data!.basket;

  /** The form of a branch other than the basket's own, and that branch's id. */
  function formElsewhere(forms: ShopForm[], ownBranch: string) {
    const form = forms.find((candidate) => field(candidate, 'supplierId')[0] !== ownBranch);
    if (!form) throw new Error('no other branch sells the basket');
    return form;
  }

  it("renders a shopper's comparison with a Shop here form per branch, theirs alone", async () => {
    const thandi = await shopperWith(THANDI, MAIZE_MEAL_OFFER, 2);
    const served = await page('/basket/compare', thandi.cookieHeader);
    expect(served).toMatchObject({
      status: 200,
      render: 'rendered; private',
      cacheControl: 'private, no-store',
      etag: null,
    });
    expect(served.body).toContain('Cheapest basket:');
    const forms = shopForms(served.body);
    // The summary's "Shop at …" (unless the basket is at the cheapest already) and one per row.
    expect(forms.length).toBeGreaterThan(1);
    for (const form of forms) {
      expect(field(form, 'replace')).toEqual(['1']);
      expect(field(form, 'returnTo')).toEqual(['/basket']);
      // Maize meal only: one line, at that branch's offer, 2 of it, at the price compared.
      expect(field(form, 'sellableId')).toEqual(['1001']);
      expect(field(form, 'quantity')).toEqual(['2']);
      expect(field(form, 'seenPriceInCents')[0]).toMatch(/^\d+$/);
      // Each row's total is its line's price times 2 (collected: no fee).
      const total = 2 * Number(field(form, 'seenPriceInCents')[0]);
      expect(served.body).toMatch(rand(total));
    }
    // Again: rendered afresh, never from a cache.
    expect((await page('/basket/compare', thandi.cookieHeader)).render).toBe('rendered; private');
  });

  it('moves the basket with a posted Shop here, at the prices shown; a double submit changes nothing', async () => {
    const thandi = await shopperWith(THANDI, MAIZE_MEAL_OFFER, 2);
    const forms = shopForms((await page('/basket/compare', thandi.cookieHeader)).body);
    const form = formElsewhere(forms, '101');
    const [branch] = field(form, 'supplierId');
    const [offerId] = field(form, 'offerId');
    const seen = Number(field(form, 'seenPriceInCents')[0]);

    expect(field(form, 'branch')).toEqual([branch]);
    for (let time = 0; time < 2; time += 1) {
      const moved = await post(form, thandi.cookieHeader);
      expect(moved.status).toBe(303);
      expect(moved.headers.get('location')).toBe('/basket');
      // The branch is chosen too (its id: the pages name it as the gateway has it), as Shop here
      // chooses it in the browser.
      const chosen = moved.headers
        .getSetCookie()
        .find((line) => line.startsWith('sf_branch='))
        ?.split(';')[0];
      expect(JSON.parse(decodeURIComponent(chosen!.slice('sf_branch='.length)))).toEqual({
        id: branch,
      });
    }
    const basket = await basketOf(thandi);
    expect(basket.priceChanged).toBe(false);
    expect(basket.lines).toEqual([
      expect.objectContaining({
        quantity: 2,
        agreedPriceInCents: seen,
        offer: expect.objectContaining({
          id: offerId,
          priceInCents: seen,
          supplier: expect.objectContaining({ id: branch }),
        }),
      }),
    ]);
    // Her basket page, rendered with her session: the branch's line and 2 × its price.
    const basketPage = await page('/basket', thandi.cookieHeader);
    expect(basketPage.render).toBe('rendered; private');
    expect(basketPage.body).toContain(basket.lines[0]!.offer.supplier.name);
    expect(basketPage.body).toMatch(rand(2 * seen));
  });

  it('keeps the price shown: a price raised between the comparison and Shop here is flagged', async () => {
    const thandi = await shopperWith(THANDI, MAIZE_MEAL_OFFER, 2);
    const form = formElsewhere(
      shopForms((await page('/basket/compare', thandi.cookieHeader)).body),
      '101',
    );
    const [offerId] = field(form, 'offerId');
    const seen = Number(field(form, 'seenPriceInCents')[0]);
    const raised = await fetch(`${stack.sim.url}/sim/offers/${offerId}`, {
      method: 'PATCH',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ price_in_cents: seen + 300 }),
    });
    expect(raised.ok).toBe(true);
    try {
      expect((await post(form, thandi.cookieHeader)).status).toBe(303);
      const basket = await basketOf(thandi);
      // Agreed at the price the comparison showed; sold now R 3.00 dearer: "prices have changed".
      expect(basket.priceChanged).toBe(true);
      expect(basket.lines[0]).toMatchObject({
        agreedPriceInCents: seen,
        priceChanged: true,
        offer: { id: offerId, priceInCents: seen + 300 },
      });
    } finally {
      await fetch(`${stack.sim.url}/sim/offers/${offerId}`, {
        method: 'PATCH',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ price_in_cents: seen }),
      });
    }
  });

  it('a forged price is only the price agreed: the line is flagged, never sold at it', async () => {
    const thandi = await shopperWith(THANDI, MAIZE_MEAL_OFFER, 2);
    const form = formElsewhere(
      shopForms((await page('/basket/compare', thandi.cookieHeader)).body),
      '101',
    );
    const seen = Number(field(form, 'seenPriceInCents')[0]);
    const forged = await post(form, thandi.cookieHeader, (fields) =>
      fields.set('seenPriceInCents', '1'),
    );
    expect(forged.status).toBe(303);
    const basket = await basketOf(thandi);
    expect(basket.priceChanged).toBe(true);
    expect(basket.lines[0]).toMatchObject({ agreedPriceInCents: 1, offer: { priceInCents: seen } });
    // A malformed line (a quantity that is no number), a branch that is not the lines' or one
    // the shop does not know: nothing changes, no branch is chosen.
    const before = await basketOf(thandi);
    const refusals: Array<[(fields: URLSearchParams) => void, number]> = [
      [(fields) => fields.set('quantity', 'x'), 400],
      [(fields) => fields.set('branch', '101'), 400],
      [(fields) => fields.set('branch', 'x'), 400],
      [
        (fields) => {
          fields.set('branch', '999999');
          fields.set('supplierId', '999999');
        },
        404,
      ],
    ];
    for (const [change, status] of refusals) {
      const refused = await post(form, thandi.cookieHeader, change);
      expect(refused.status).toBe(status);
      expect(refused.headers.getSetCookie().join()).not.toContain('sf_branch=');
    }
    expect(await basketOf(thandi)).toEqual(before);
  });

  it("tells a visitor why signing in is needed, one shared page holding nobody's basket", async () => {
    const visitor = await page('/basket/compare');
    expect(visitor.status).toBe(200);
    expect(visitor.render).toMatch(/^(rendered|cached)$/);
    expect(visitor.body).toContain(REASON);
    expect(visitor.body).toContain('href="/sign_in?redirect_to=%2Fbasket%2Fcompare"');
    expect(shopForms(visitor.body)).toEqual([]);

    // A visitor with a basket: the same page, nothing of their basket in it.
    const added = await fetch(`${stack.gatewayUrl}/basket`, {
      method: 'POST',
      redirect: 'manual',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        'sec-fetch-site': 'same-origin',
      },
      body: `offerId=${MAIZE_MEAL_OFFER}&sellableId=1001&supplierId=101&quantity=3`,
    });
    const basketCookie = added.headers
      .getSetCookie()
      .map((line) => line.split(';')[0])
      .find((pair) => pair?.startsWith('sf_basket='));
    expect(basketCookie).toBeDefined();
    const withBasket = await page('/basket/compare', basketCookie);
    expect(withBasket.render).toBe('cached');
    expect(withBasket.body).toContain(REASON);
    expect(withBasket.body).not.toContain(`value="${MAIZE_MEAL_OFFER}"`);
  });

  it("never gives one shopper's comparison to another, to a visitor, or after sign-out", async () => {
    const thandi = await shopperWith(THANDI, MAIZE_MEAL_OFFER, 2);
    const pieter = await shopperWith(PIETER, OLIVE_OIL_OFFER, 1);
    const hers = await page('/basket/compare', thandi.cookieHeader);
    const his = await page('/basket/compare', pieter.cookieHeader);
    expect(shopForms(hers.body).flatMap((form) => field(form, 'sellableId'))).toContain('1001');
    expect(shopForms(his.body).flatMap((form) => field(form, 'sellableId'))).not.toContain('1001');
    expect(hers.body).not.toBe(his.body);

    // A visitor after both: the shared page, neither comparison.
    const visitor = await page('/basket/compare');
    expect(visitor.render).toMatch(/^(rendered|cached)$/);
    expect(shopForms(visitor.body)).toEqual([]);
    expect(visitor.body).toContain(REASON);

    // Cookies swapped: Pieter's session among Thandi's other cookies is Pieter's comparison.
    const sessionOf = (client: GraphqlClient) =>
      client.cookieHeader.split('; ').find((pair) => pair.startsWith('sf_session=')) ?? '';
    const others = thandi.cookieHeader
      .split('; ')
      .filter((pair) => !pair.startsWith('sf_session='));
    const swapped = await page('/basket/compare', [...others, sessionOf(pieter)].join('; '));
    expect(swapped.render).toBe('rendered; private');
    expect(shopForms(swapped.body).flatMap((form) => field(form, 'sellableId'))).not.toContain(
      '1001',
    );

    // A forged session is nobody's: the client page, no comparison.
    const forged = await page('/basket/compare', 'sf_session=Fe26.2**forged**cookie');
    expect(forged.render).toMatch(/^client; /);
    expect(shopForms(forged.body)).toEqual([]);

    // Thandi's cookie replayed after she signed out: nobody's page, never hers.
    const replay = new GraphqlClient(stack.gatewayUrl);
    replay.adoptCookies(thandi);
    await thandi.request(SIGN_OUT);
    const replayed = await page('/basket/compare', replay.cookieHeader);
    expect(replayed.render).toMatch(/^client; /);
    expect(shopForms(replayed.body)).toEqual([]);
  });
});
