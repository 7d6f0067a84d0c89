/**
 * Test harness: a simulator in memory, called through `app.inject()` (or over HTTP with
 * `listen: true`), with helpers to sign in, pick offers and place orders like a client would.
 */
import { MANAGER_AUTH_HEADER } from '@shopfront/legacy-api';
import type { RestOrder, RestRegisterCart } from '@shopfront/legacy-api';
import { buildSimulator, type SimulatorOptions } from '../index.js';
import { isInStock, isLive } from '../rules/pricing.js';
import { SEED_PASSWORD } from '../data/accounts.js';
import type { OfferRecord } from '../state/types.js';

export interface CallResult<T = unknown> {
  status: number;
  body: T;
  text: string;
  headers: Record<string, string | string[] | undefined>;
}

export interface CallOptions {
  body?: unknown;
  token?: string | null;
  headers?: Record<string, string>;
  /** Send as multipart (manager imports). */
  form?: FormData;
}

export const THANDI = { id: 1, login: '0821234567', password: SEED_PASSWORD };
export const PIETER = { id: 2, login: '0831234567', password: SEED_PASSWORD };

export async function createHarness(options: SimulatorOptions & { listen?: boolean } = {}) {
  const sim = buildSimulator({ publicUrl: 'http://sim.test', ...options });
  let base = '';
  if (options.listen) base = await sim.app.listen({ port: 0, host: '127.0.0.1' });
  else await sim.app.ready();
  const ctx = sim.context;

  // Tests read answers of many shapes; `any` keeps them short (the contract test checks shapes).
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  async function call<T = any>(
    method: string,
    url: string,
    opts: CallOptions = {},
  ): Promise<CallResult<T>> {
    const headers: Record<string, string> = { ...opts.headers };
    if (opts.token) headers.authorization = `Bearer ${opts.token}`;
    let payload: string | FormData | undefined;
    if (opts.form) payload = opts.form;
    else if (opts.body !== undefined) {
      payload = JSON.stringify(opts.body);
      headers['content-type'] = 'application/json';
    }
    if (base) {
      const response = await fetch(`${base}${url}`, {
        method,
        headers,
        body: payload,
        redirect: 'manual',
      });
      const text = await response.text();
      return {
        status: response.status,
        text,
        body: parse(text) as T,
        headers: Object.fromEntries(response.headers.entries()),
      };
    }
    let injectPayload: string | Buffer | undefined =
      typeof payload === 'string' ? payload : undefined;
    if (payload instanceof FormData) {
      const encoded = new Response(payload);
      headers['content-type'] = encoded.headers.get('content-type') ?? '';
      injectPayload = Buffer.from(await encoded.arrayBuffer());
    }
    const response = await sim.app.inject({
      method: method as 'GET',
      url,
      headers,
      ...(injectPayload === undefined ? {} : { payload: injectPayload }),
    });
    return {
      status: response.statusCode,
      text: response.body,
      body: parse(response.body) as T,
      headers: response.headers as CallResult['headers'],
    };
  }

  function parse(text: string): unknown {
    try {
      return JSON.parse(text);
    } catch {
      return text;
    }
  }

  async function signIn(login = THANDI.login, password = THANDI.password): Promise<string> {
    const result = await call<{ auth_token: string }>('POST', '/api/v1/account/shopfront/sign_in', {
      body: { login, password },
    });
    if (result.status !== 200) throw new Error(`sign in failed: ${result.text}`);
    return result.body.auth_token;
  }

  /** Regular, live, in-stock offers at a branch without tracked stock (safe to order). */
  function plainOffers(supplierId: number, filter: (offer: OfferRecord) => boolean = () => true) {
    const now = ctx.clock.now();
    return ctx.state.offers.filter(
      (offer) =>
        offer.supplierId === supplierId &&
        !offer.promo &&
        !offer.stokvel &&
        offer.stock === null &&
        isLive(offer, now) &&
        isInStock(offer) &&
        !ctx.state.sellables.find((s) => s.id === offer.sellableId)?.perKg &&
        filter(offer),
    );
  }

  async function firstSlot(supplierId: number, query = ''): Promise<string> {
    const result = await call<{ resources: Array<{ value: string }> }>(
      'GET',
      `/catalog/v1/suppliers/${supplierId}/timeslots${query}`,
    );
    const value = result.body.resources[0]?.value;
    if (!value) throw new Error('no timeslot');
    return value;
  }

  function cartFor(
    supplierId: number,
    items: Array<{ offer_id: number; qty: number }>,
    extra: Partial<RestRegisterCart> = {},
  ) {
    return {
      items,
      order_id: null,
      provider: 'paygate',
      supplier_id: supplierId,
      discount_code: null,
      shipping_address: null,
      shopit: false,
      requires_shipping: false,
      dispatch: 'collect',
      requires_bags: false,
      bag_qty: 0,
      collection_date: null,
      stokvel: false,
      is_demo: false,
      credit_in_cents: 0,
      facebook: false,
      shipping_provider: 'collect',
      tracking_cookies: {},
      ...extra,
    } satisfies RestRegisterCart as RestRegisterCart;
  }

  /** Places an order of 3 plain offers at Mzansi Fresh Parow (101) for collection. */
  async function placeOrder(
    token: string,
    extra: Partial<RestRegisterCart> = {},
    headers: Record<string, string> = {},
  ): Promise<RestOrder> {
    const supplierId = extra.supplier_id ?? 101;
    const items = plainOffers(supplierId)
      .slice(0, 3)
      .map((offer) => ({ offer_id: offer.id, qty: 2 }));
    const collection_date = extra.collection_date ?? (await firstSlot(supplierId));
    const result = await call<{ order: RestOrder }>('POST', '/api/v1/orders/register', {
      token,
      headers,
      body: {
        cart: cartFor(supplierId, items, { collection_date, ...extra }),
        user: { id: THANDI.id },
      },
    });
    if (result.status !== 201) throw new Error(`register failed: ${result.text}`);
    return result.body.order;
  }

  const manager = { [MANAGER_AUTH_HEADER]: ctx.settings.managerToken };

  return {
    sim,
    ctx,
    base,
    call,
    signIn,
    plainOffers,
    firstSlot,
    cartFor,
    placeOrder,
    manager,
    close: () => sim.app.close(),
  };
}

export type Harness = Awaited<ReturnType<typeof createHarness>>;
