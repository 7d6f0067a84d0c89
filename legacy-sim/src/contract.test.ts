/**
 * The contract test: calls every legacy route over HTTP on a real listening simulator and checks
 * each answer against the contract's response type, turned into JSON Schema from
 * `test-support/contract-responses.ts` (which the compiler keeps equal to `LegacyRoutes`).
 */
import { fileURLToPath } from 'node:url';
import { Ajv, type ValidateFunction } from 'ajv';
import { createGenerator } from 'ts-json-schema-generator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, THANDI, type CallResult, type Harness } from './test-support/harness.js';
import { LEGACY_ROUTE_KEYS, type LegacyRouteKey } from '@shopfront/legacy-api';

type Recipe = (h: Harness, fx: Fixtures) => Promise<CallResult>;

interface Fixtures {
  token: string;
  cartId?: number;
}

const form = (fields: Record<string, string>, csv: string) => {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.append(name, value);
  data.append('file', new Blob([csv], { type: 'text/csv' }), 'offers.csv');
  return data;
};

async function resetToken(h: Harness, version: 'v1' | 'v2') {
  const login = version === 'v1' ? '0720000101' : '0720000102';
  await h.call('POST', `/api/${version}/account/shopfront/sign_up`, {
    body: signUp(login),
  });
  await h.call('POST', `/api/${version}/account/shopfront/forgot_password`, { body: { login } });
  const outbox = await h.call('GET', '/sim/outbox');
  const code = outbox.body.messages.at(-1).token_code as string;
  const validated = await h.call('POST', `/api/${version}/account/shopfront/validate_token`, {
    body: { login, token_code: code },
  });
  return { login, code, tokenId: validated.body.token_id as string, validated };
}

function signUp(login: string) {
  return {
    login,
    password: 'secret99',
    first_name: 'Lerato',
    last_name: 'Mokoena',
    profile: {
      business_name: null,
      occupation: null,
      language: 'en',
      favoured_suppliers: [101],
      terms: true,
    },
  };
}

async function cart(h: Harness, fx: Fixtures): Promise<number> {
  if (fx.cartId) return fx.cartId;
  const items = h
    .plainOffers(101)
    .slice(0, 3)
    .map((o) => ({ offer_id: o.id, qty: 1 }));
  const synced = await h.call('POST', '/cart/v1/sync', { token: fx.token, body: { items } });
  fx.cartId = synced.body.cart.id as number;
  return fx.cartId;
}

async function paygateTx(h: Harness, fx: Fixtures) {
  const order = await h.placeOrder(fx.token);
  const tx = await h.call('POST', `/api/v1/orders/${order.id}/transactions`, {
    token: fx.token,
    body: { transaction: { provider: 'paygate', return_url: 'http://shop.test/orders/pay' } },
  });
  return { order, tx: tx.body.transaction };
}

/** A debtor card order at 101 (Thandi's card is accepted): paid, so it moves on. */
const paidOrder = (h: Harness, fx: Fixtures) => h.placeOrder(fx.token, { provider: 'debtorcard' });

const RECIPES: Record<LegacyRouteKey, Recipe> = {
  'GET /shopfront_config': (h) => h.call('GET', '/shopfront_config'),
  'GET /version.txt': (h) => h.call('GET', '/version.txt'),
  'GET /shopit/v1/client_config.json': (h) =>
    h.call('GET', '/shopit/v1/client_config.json?supplier_id=101'),
  'GET /cart/v1/checkout_config': (h) => h.call('GET', '/cart/v1/checkout_config?supplier_id=101'),
  'POST /api/v1/account/{scope}/sign_in': (h) =>
    h.call('POST', '/api/v1/account/shopfront/sign_in', { body: THANDI }),
  'POST /api/v1/account/{scope}/sign_up': (h) =>
    h.call('POST', '/api/v1/account/shopfront/sign_up', { body: signUp('0720000001') }),
  'POST /api/v1/account/{scope}/forgot_password': (h) =>
    h.call('POST', '/api/v1/account/shopfront/forgot_password', { body: { login: THANDI.login } }),
  'POST /api/v1/account/{scope}/reset_password': async (h) => {
    const { tokenId } = await resetToken(h, 'v1');
    return h.call('POST', '/api/v1/account/shopfront/reset_password', {
      body: { token_id: tokenId, password: 'newsecret1' },
    });
  },
  'POST /api/v1/account/{scope}/validate_token': async (h) => (await resetToken(h, 'v1')).validated,
  'PATCH /api/v1/account/{scope}/{id}/update': (h, fx) =>
    h.call('PATCH', '/api/v1/account/shopfront/1/update', {
      token: fx.token,
      body: { account: {} },
    }),
  'POST /api/v2/account/{scope}/sign_in': (h) =>
    h.call('POST', '/api/v2/account/shopfront/sign_in', { body: THANDI }),
  'POST /api/v2/account/{scope}/sign_up': (h) =>
    h.call('POST', '/api/v2/account/shopfront/sign_up', { body: signUp('0720000002') }),
  'POST /api/v2/account/{scope}/forgot_password': (h) =>
    h.call('POST', '/api/v2/account/shopfront/forgot_password', { body: { login: THANDI.login } }),
  'POST /api/v2/account/{scope}/reset_password': async (h) => {
    const { tokenId } = await resetToken(h, 'v2');
    return h.call('POST', '/api/v2/account/shopfront/reset_password', {
      body: { token_id: tokenId, password: 'newsecret2' },
    });
  },
  'POST /api/v2/account/{scope}/validate_token': async (h) => (await resetToken(h, 'v2')).validated,
  'PATCH /api/v2/account/{scope}/{id}/update': (h, fx) =>
    h.call('PATCH', '/api/v2/account/shopfront/1/update', {
      token: fx.token,
      body: { account: { profile: { language: 'af' } } },
    }),
  'GET /api/v1/users/{user_id}/addresses': (h, fx) =>
    h.call('GET', '/api/v1/users/1/addresses', { token: fx.token }),
  'POST /api/v1/users/{user_id}/addresses': (h, fx) =>
    h.call('POST', '/api/v1/users/1/addresses', {
      token: fx.token,
      body: { address: { formatted: '1 Station Road, Parow', latitude: -33.9, longitude: 18.59 } },
    }),
  'DELETE /api/v1/users/{user_id}/addresses/{id}': (h, fx) =>
    h.call('DELETE', '/api/v1/users/1/addresses/2', { token: fx.token }),
  'POST /api/v1/users/{id}/new_debtor_card': (h, fx) =>
    h.call('POST', '/api/v1/users/1/new_debtor_card', {
      token: fx.token,
      body: { supplier_id: 102 },
    }),
  'GET /catalog/v1/categories': (h) => h.call('GET', '/catalog/v1/categories?supplier_id=101'),
  'GET /catalog/v1/categories/{id}': (h) =>
    h.call('GET', '/catalog/v1/categories/1?supplier_id=101'),
  'GET /catalog/v1/categories/{id}/banners': (h) =>
    h.call('GET', '/catalog/v1/categories/23/banners?supplier_id=101'),
  'GET /catalog/v1/products/{id}': (h) => h.call('GET', '/catalog/v1/products/1'),
  'GET /catalog/v1/products/{id}/offers': (h) => h.call('GET', '/catalog/v1/products/1/offers'),
  'GET /catalog/v1/products/sample': (h) =>
    h.call('GET', '/catalog/v1/products/sample?supplier_id=101'),
  'GET /catalog/v1/sellables/{id}/offers': (h) =>
    h.call('GET', '/catalog/v1/sellables/1001/offers'),
  'GET /catalog/v1/offers/search': (h) =>
    h.call('GET', '/catalog/v1/offers/search?query=milk&supplier_id=101&page=1&per_page=5'),
  'GET /catalog/v2/offers/search': (h) => h.call('GET', '/catalog/v2/offers/search?query=rooibos'),
  'GET /catalog/v1/suppliers/distance_from': (h) =>
    h.call('GET', '/catalog/v1/suppliers/distance_from?lat=-33.8999547&lon=18.5701029'),
  'GET /catalog/v1/suppliers/{id}': (h) => h.call('GET', '/catalog/v1/suppliers/303'),
  'GET /catalog/v1/suppliers/{id}/combos': (h) => h.call('GET', '/catalog/v1/suppliers/101/combos'),
  'GET /catalog/v1/suppliers/{id}/leaflets': (h) =>
    h.call('GET', '/catalog/v1/suppliers/101/leaflets'),
  'GET /catalog/v1/suppliers/{id}/promotions': (h) =>
    h.call('GET', '/catalog/v1/suppliers/101/promotions'),
  'GET /catalog/v1/suppliers/{id}/promotions_active': (h) =>
    h.call('GET', '/catalog/v1/suppliers/101/promotions_active'),
  'GET /catalog/v1/suppliers/{id}/stokvel': (h) =>
    h.call('GET', '/catalog/v1/suppliers/201/stokvel'),
  'GET /catalog/v1/suppliers/{id}/stokvel_active': (h) =>
    h.call('GET', '/catalog/v1/suppliers/201/stokvel_active'),
  'GET /catalog/v1/suppliers/{id}/timeslots': (h) =>
    h.call(
      'GET',
      '/catalog/v1/suppliers/101/timeslots?requires_shipping=true&shipping_provider=PICUP',
    ),
  'GET /api/v2/ads': (h) => h.call('GET', '/api/v2/ads?supplier_id=101'),
  'GET /api/v2/agencies': (h) => h.call('GET', '/api/v2/agencies'),
  'GET /api/v2/banners': (h) => h.call('GET', '/api/v2/banners'),
  'GET /api/v2/leaflets': (h) => h.call('GET', '/api/v2/leaflets?lat=-33.9&lon=18.57&radius=10'),
  'GET /cart/v1/compare': async (h, fx) =>
    h.call('GET', `/cart/v1/compare?id=${await cart(h, fx)}&lat=-33.9&lon=18.57`, {
      token: fx.token,
    }),
  'GET /cart/v1/compare_debug': async (h, fx) =>
    h.call('GET', `/cart/v1/compare_debug?id=${await cart(h, fx)}`, { token: fx.token }),
  'POST /cart/v1/sync': (h, fx) =>
    h.call('POST', '/cart/v1/sync', {
      token: fx.token,
      body: { items: [{ offer_id: h.plainOffers(201)[0]?.id, qty: 3 }] },
    }),
  'POST /shopit/v1/compare/sync': (h, fx) =>
    h.call('POST', '/shopit/v1/compare/sync', {
      token: fx.token,
      body: {
        cart: {
          items: h
            .plainOffers(301)
            .slice(0, 2)
            .map((o) => ({ offer_id: o.id, qty: 1 })),
        },
        lat: -33.9,
        lon: 18.57,
      },
    }),
  'POST /api/v1/cart/validate': async (h, fx) =>
    h.call('POST', '/api/v1/cart/validate', {
      token: fx.token,
      body: {
        user: { id: 1 },
        cart: {
          items: h
            .plainOffers(101)
            .slice(0, 2)
            .map((o) => ({ offer_id: o.id, qty: 2 })),
          supplier_id: 101,
          requires_shipping: false,
          shipping_provider: 'collect',
          shipping_lat: null,
          shipping_lon: null,
          discount_code: 'WELCOME10',
          collection_date: await h.firstSlot(101),
          requires_bags: true,
          bag_qty: 2,
          payment_provider: 'yoco',
        },
      },
    }),
  'POST /api/v1/offers/validate_picks': (h, fx) =>
    h.call('POST', '/api/v1/offers/validate_picks', {
      token: fx.token,
      body: {
        items: h
          .plainOffers(101)
          .slice(0, 2)
          .map((o) => ({ offer_id: o.id, qty: 1 })),
      },
    }),
  'POST /api/v1/orders/register': async (h, fx) =>
    h.call('POST', '/api/v1/orders/register', {
      token: fx.token,
      body: {
        user: { id: 1 },
        cart: h.cartFor(101, [{ offer_id: h.plainOffers(101)[0]?.id ?? 0, qty: 3 }], {
          collection_date: await h.firstSlot(101),
          provider: 'offline_eft',
        }),
      },
    }),
  'POST /cart/v1/order': async (h, fx) =>
    h.call('POST', '/cart/v1/order', {
      token: fx.token,
      body: {
        cart: h.cartFor(101, [{ offer_id: h.plainOffers(101)[1]?.id ?? 0, qty: 3 }], {
          collection_date: await h.firstSlot(101),
          provider: 'yoco',
        }),
      },
    }),
  'POST /order/v1/sync': async (h, fx) => {
    const order = await h.placeOrder(fx.token);
    const items = order.order_items.map((item) => ({ offer_id: item.offer_id, qty: item.qty + 1 }));
    return h.call('POST', '/order/v1/sync', {
      token: fx.token,
      body: { order_id: order.id, items },
    });
  },
  'GET /api/v1/orders/{order_id}': async (h, fx) =>
    h.call('GET', `/api/v1/orders/${(await h.placeOrder(fx.token)).id}`, { token: fx.token }),
  'GET /api/v2/orders/{order_id}': async (h, fx) =>
    h.call('GET', `/api/v2/orders/${(await h.placeOrder(fx.token)).id}`, { token: fx.token }),
  'GET /api/v1/orders/{order_id}/offers': async (h, fx) => {
    const order = await h.placeOrder(fx.token);
    return h.call(
      'GET',
      `/api/v1/orders/${order.id}/offers?offer_ids=${order.order_items[0]?.offer_id}`,
      {
        token: fx.token,
      },
    );
  },
  'POST /api/v1/orders/{id}/prepare': async (h, fx) =>
    h.call('POST', `/api/v1/orders/${(await paidOrder(h, fx)).id}/prepare`, {
      token: fx.token,
      body: {},
    }),
  'POST /api/v1/orders/{id}/offline_payment': async (h, fx) =>
    h.call('POST', `/api/v1/orders/${(await h.placeOrder(fx.token)).id}/offline_payment`, {
      token: fx.token,
      body: { provider: 'offline_eft' },
    }),
  'POST /api/v1/orders/{id}/resolve_payment_pending': async (h, fx) => {
    const { order } = await paygateTx(h, fx);
    return h.call('POST', `/api/v1/orders/${order.id}/resolve_payment_pending`, {
      token: fx.token,
      body: {},
    });
  },
  'POST /api/v1/orders/{id}/validate_modifications': async (h, fx) => {
    const order = await h.placeOrder(fx.token);
    const item = order.order_items[0];
    return h.call('POST', `/api/v1/orders/${order.id}/validate_modifications`, {
      token: fx.token,
      body: {
        modifications: [
          { action: 'update', order_item_id: item?.id, qty: 5 },
          { action: 'add', item: { offer_id: h.plainOffers(101)[5]?.id, qty: 1 } },
        ],
      },
    });
  },
  'POST /api/v1/orders/{id}/modify': async (h, fx) => {
    const order = await h.placeOrder(fx.token);
    return h.call('POST', `/api/v1/orders/${order.id}/modify`, {
      token: fx.token,
      body: { modifications: [{ action: 'remove', order_item_id: order.order_items[0]?.id }] },
    });
  },
  'POST /api/v1/orders/{id}/review': async (h, fx) => {
    const order = await paidOrder(h, fx);
    await h.call('POST', `/sim/orders/${order.id}/advance`, { body: { status: 'collected' } });
    return h.call('POST', `/api/v1/orders/${order.id}/review`, {
      token: fx.token,
      body: { review: { order_id: order.id, rating: 4, comment: 'Lekker fresh bread' } },
    });
  },
  'POST /api/v1/orders/{order_id}/cancel': async (h, fx) =>
    h.call('POST', `/api/v1/orders/${(await h.placeOrder(fx.token)).id}/cancel`, {
      token: fx.token,
      body: {},
    }),
  'GET /api/v1/users/{user_id}/orders': (h, fx) =>
    h.call('GET', '/api/v1/users/1/orders?page=1&per_page=3', { token: fx.token }),
  'GET /api/v2/users/{user_id}/orders': (h, fx) =>
    h.call('GET', '/api/v2/users/1/orders?page=2&per_page=3', { token: fx.token }),
  'GET /api/v1/users/{user_id}/orders/incomplete': (h, fx) =>
    h.call('GET', '/api/v1/users/1/orders/incomplete', { token: fx.token }),
  'GET /api/v2/users/{user_id}/orders/incomplete': (h, fx) =>
    h.call('GET', '/api/v2/users/1/orders/incomplete', { token: fx.token }),
  'POST /api/v1/orders/{id}/transactions': async (h, fx) => {
    const order = await h.placeOrder(fx.token);
    return h.call('POST', `/api/v1/orders/${order.id}/transactions`, {
      token: fx.token,
      body: { transaction: { provider: 'moya', return_url: 'http://shop.test/orders/pay' } },
    });
  },
  'GET /api/v1/transactions/{id}': async (h, fx) =>
    h.call('GET', `/api/v1/transactions/${(await paygateTx(h, fx)).tx.id}`, { token: fx.token }),
  'POST /api/v1/orders/{order_id}/transactions/{transaction_id}/finalize': async (h, fx) => {
    const { order, tx } = await paygateTx(h, fx);
    const back = await fetch(`${h.base}/sim/pay/${tx.id}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'outcome=approve',
      redirect: 'manual',
    });
    const query = new URL(back.headers.get('location') ?? '').search;
    return h.call('POST', `/api/v1/orders/${order.id}/transactions/${tx.id}/finalize${query}`, {
      token: fx.token,
    });
  },
  'GET /api/v1/orders/{order_id}/transactions/{transaction_id}/processing': async (h, fx) => {
    const { order, tx } = await paygateTx(h, fx);
    return h.call('GET', `/api/v1/orders/${order.id}/transactions/${tx.id}/processing`, {
      token: fx.token,
    });
  },
  'POST /api/v1/orders/{order_id}/transactions/{transaction_id}/card': async (h, fx) => {
    const order = await h.placeOrder(fx.token, { provider: 'yoco' });
    const tx = await h.call('POST', `/api/v1/orders/${order.id}/transactions`, {
      token: fx.token,
      body: { transaction: { provider: 'yoco' } },
    });
    const card = await h.call('POST', '/sim/card-tokens', {
      body: { number: '4242 4242 4242 4242', expiry: '12/39', cvv: '123' },
    });
    return h.call(
      'POST',
      `/api/v1/orders/${order.id}/transactions/${tx.body.transaction.id}/card`,
      {
        token: fx.token,
        body: { token: card.body.token },
      },
    );
  },
  'POST /api/v1/supplier_order_pack/{id}/complete': async (h, fx) => {
    const order = await paidOrder(h, fx);
    return h.call('POST', `/api/v1/supplier_order_pack/${order.id}/complete`, {
      headers: h.manager,
      body: { note: 'Packed in two crates', packed: [] },
    });
  },
  'POST /api/v1/supplier_order_pack/{id}/dispute': async (h, fx) =>
    h.call('POST', `/api/v1/supplier_order_pack/${(await paidOrder(h, fx)).id}/dispute`, {
      headers: h.manager,
      body: { note: 'Customer says the bread was stale' },
    }),
  'POST /api/v1/supplier_order_pack/{id}/issue': async (h, fx) =>
    h.call('POST', `/api/v1/supplier_order_pack/${(await paidOrder(h, fx)).id}/issue`, {
      headers: h.manager,
      body: {},
    }),
  'POST /api/v1/supplier_order_process/{id}/issue': async (h, fx) =>
    h.call('POST', `/api/v1/supplier_order_process/${(await paidOrder(h, fx)).id}/issue`, {
      headers: h.manager,
      body: { note: 'Card machine offline' },
    }),
  'POST /api/v1/migration': (h, fx) =>
    h.call('POST', '/api/v1/migration', {
      token: fx.token,
      body: { data: { favoured_suppliers: [301] } },
    }),
  'POST /manager/api/v1/imports': (h) =>
    h.call('POST', '/manager/api/v1/imports', {
      headers: h.manager,
      form: form(
        { import_type: 'offers', supplier_id: '101' },
        'barcode,price_in_cents,stock\n6000000000000,1999,\n',
      ),
    }),
  'PUT /manager/api/v1/imports/{id}': async (h) => {
    const created = await h.call('POST', '/manager/api/v1/imports', {
      headers: h.manager,
      form: form({ import_type: 'products', supplier_id: '201' }, 'name\nSamp\n'),
    });
    return h.call('PUT', `/manager/api/v1/imports/${created.body.import.id}`, {
      headers: h.manager,
      body: { import: { status: 'processing' } },
    });
  },
  'POST /manager/api/v1/leaflets': (h) =>
    h.call('POST', '/manager/api/v1/leaflets', {
      headers: h.manager,
      body: {
        leaflet: {
          name: 'Heritage Day braai specials',
          path: 'heritage-day.pdf',
          supplier_ids: [101, 102],
          start_at: '2026-09-20T00:00:00+02:00',
          end_at: '2026-09-27T00:00:00+02:00',
          visible_at: '2026-09-18T00:00:00+02:00',
          published: true,
        },
      },
    }),
};

describe('contract: every legacy route over HTTP, checked against the contract types', () => {
  let h: Harness;
  const fx = {} as Fixtures;
  const validators = new Map<string, ValidateFunction>();

  beforeAll(async () => {
    h = await createHarness({ listen: true });
    fx.token = await h.signIn();
    const schema = createGenerator({
      path: fileURLToPath(new URL('./test-support/contract-responses.ts', import.meta.url)),
      tsconfig: fileURLToPath(new URL('../tsconfig.json', import.meta.url)),
      type: 'ContractResponses',
      skipTypeCheck: true,
      expose: 'export',
      topRef: true,
    }).createSchema('ContractResponses');
    const definitions = schema.definitions ?? {};
    const routes = definitions.ContractResponses as { properties: Record<string, object> };
    const ajv = new Ajv({ allErrors: true, strict: false });
    for (const key of LEGACY_ROUTE_KEYS) {
      const routeSchema = routes.properties[key];
      if (!routeSchema) throw new Error(`No schema for ${key}`);
      validators.set(key, ajv.compile({ ...routeSchema, definitions }));
    }
  }, 60_000);

  afterAll(async () => {
    await h.close();
  });

  it.each([...LEGACY_ROUTE_KEYS])('%s answers the contract shape', async (key) => {
    const result = await RECIPES[key](h, fx);
    expect(result.status, result.text.slice(0, 500)).toBeGreaterThanOrEqual(200);
    expect(result.status, result.text.slice(0, 500)).toBeLessThan(300);
    const validate = validators.get(key);
    const valid = validate?.(key === 'GET /version.txt' ? result.text : result.body);
    expect(validate?.errors ?? [], JSON.stringify(result.body).slice(0, 300)).toEqual([]);
    expect(valid).toBe(true);
  });

  it('served every route of the contract (call counters)', async () => {
    const { body } = await h.call<{ calls: Record<string, number> }>('GET', '/sim/calls');
    const missing = LEGACY_ROUTE_KEYS.filter((key) => !body.calls[key]);
    expect(missing).toEqual([]);
  });

  it('answers unknown routes with a JSON 404', async () => {
    const result = await h.call('GET', '/api/v1/nothing-here');
    expect(result.status).toBe(404);
    expect(result.body).toMatchObject({ status: 'not_found' });
  });
});
