import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { IDEMPOTENCY_KEY_HEADER, type RestOrder } from '@shopfront/legacy-api';
import { createHarness, PIETER, type Harness } from '../test-support/harness.js';

const RETURN_URL = 'http://shop.test/orders/pay?from=gateway';

describe('payments', () => {
  let h: Harness;
  let token: string;
  beforeEach(async () => {
    h = await createHarness();
    token = await h.signIn();
  });
  afterEach(() => h.close());

  async function redirectPayment(provider: string, outcome: string) {
    const order = await h.placeOrder(token, {
      provider: provider as RestOrder['provider'] & string,
    });
    const registered = await h.call('POST', `/api/v1/orders/${order.id}/transactions`, {
      token,
      body: { transaction: { provider, return_url: RETURN_URL } },
    });
    expect(registered.status).toBe(201);
    const tx = registered.body.transaction;
    expect(tx).toMatchObject({
      status: 'pending',
      provider,
      amount_in_cents: order.total_in_cents,
    });
    expect(registered.body.order.status).toBe('payment_processing');
    const pageUrl = new URL(tx.provider_data.redirect_url);
    const page = await h.call('GET', pageUrl.pathname);
    expect(page.text).toContain('Insufficient funds');
    expect(page.text).toContain('Approve');
    const pressed = await h.call('POST', `${pageUrl.pathname}`, {
      body: { outcome },
    });
    expect(pressed.status).toBe(303);
    const back = new URL(String(pressed.headers.location));
    expect(`${back.origin}${back.pathname}`).toBe('http://shop.test/orders/pay');
    expect(back.searchParams.get('from')).toBe('gateway');
    expect(back.searchParams.get('PAY_REQUEST_ID')).toBe(tx.provider_data.pay_request_id);
    return { order, tx, back };
  }

  const finalize = (orderId: number, txId: number, search: string) =>
    h.call('POST', `/api/v1/orders/${orderId}/transactions/${txId}/finalize${search}`, { token });

  for (const provider of ['paygate', 'shop2shop', 'moya']) {
    it(`${provider}: approve on the gateway page, finalize once, order paid and accepted`, async () => {
      const { order, tx, back } = await redirectPayment(provider, 'approve');
      expect(back.searchParams.get('TRANSACTION_STATUS')).toBe('1');
      const done = await finalize(order.id, tx.id, back.search);
      expect(done.body.transaction).toMatchObject({
        status: 'successful',
        message: 'Payment successful',
      });
      expect(done.body.order).toMatchObject({
        status: 'pending',
        payment_status: 'paid',
        payable_balance_in_cents: 0,
      });
      const again = await finalize(order.id, tx.id, back.search);
      expect(again.body.order.payable_balance_in_cents).toBe(0);
      expect(again.body.order.order_events).toEqual(done.body.order.order_events);
    });
  }

  it.each([
    ['decline', '2', 'declined', 'Provider declined payment'],
    ['cancel', '4', 'cancelled', 'You cancelled the payment'],
    ['insufficient', '6', 'insufficient_funds', 'Insufficient funds'],
  ])(
    'paygate %s: the order stays awaiting payment with the reason',
    async (outcome, code, status, message) => {
      const { order, tx, back } = await redirectPayment('paygate', outcome);
      expect(back.searchParams.get('TRANSACTION_STATUS')).toBe(code);
      const done = await finalize(order.id, tx.id, back.search);
      expect(done.body).toMatchObject({ status: 'invalid', message });
      expect(done.body.transaction.status).toBe(status);
      expect(done.body.order).toMatchObject({
        status: 'pending_payment',
        payment_status: 'pending_payment',
      });
      // A new attempt can still pay it.
      const retry = await h.call('POST', `/api/v1/orders/${order.id}/transactions`, {
        token,
        body: { transaction: { provider: 'paygate', return_url: RETURN_URL } },
      });
      expect(retry.status).toBe(201);
    },
  );

  it('refuses a finalize whose checksum was tampered with', async () => {
    const { order, tx, back } = await redirectPayment('paygate', 'decline');
    back.searchParams.set('TRANSACTION_STATUS', '1');
    const forged = await finalize(order.id, tx.id, back.search);
    expect(forged.status).toBe(422);
    const fetched = await h.call('GET', `/api/v1/transactions/${tx.id}`, { token });
    expect(fetched.body.transaction.status).toBe('pending');
  });

  it('resolve_payment_pending applies an answer the shopper never brought back', async () => {
    const { order } = await redirectPayment('paygate', 'approve');
    const resolved = await h.call('POST', `/api/v1/orders/${order.id}/resolve_payment_pending`, {
      token,
      body: {},
    });
    expect(resolved.body.order).toMatchObject({ status: 'pending', payment_status: 'paid' });
  });

  it.each([
    ['4242 4242 4242 4242', 'successful', 'ok', 'paid'],
    ['4000 0000 0000 0002', 'declined', 'invalid', 'pending_payment'],
    ['4000 0000 0000 9995', 'insufficient_funds', 'invalid', 'pending_payment'],
  ])('yoco card %s: %s', async (number, txStatus, status, paymentStatus) => {
    const order = await h.placeOrder(token, { provider: 'yoco' });
    const registered = await h.call('POST', `/api/v1/orders/${order.id}/transactions`, {
      token,
      body: { transaction: { provider: 'yoco' } },
    });
    expect(registered.body.transaction.provider_data.public_key).toBe('pk_test_sim_101');
    const card = await h.call('POST', '/sim/card-tokens', {
      body: { number, expiry: '11/39', cvv: '321' },
    });
    const txId = registered.body.transaction.id;
    const paid = await h.call('POST', `/api/v1/orders/${order.id}/transactions/${txId}/card`, {
      token,
      headers: { [IDEMPOTENCY_KEY_HEADER]: `card-${txId}` },
      body: { token: card.body.token },
    });
    expect(paid.body.status).toBe(status);
    expect(paid.body.transaction.status).toBe(txStatus);
    expect(paid.body.order.payment_status).toBe(paymentStatus);
    const repeat = await h.call('POST', `/api/v1/orders/${order.id}/transactions/${txId}/card`, {
      token,
      headers: { [IDEMPOTENCY_KEY_HEADER]: `card-${txId}` },
      body: { token: card.body.token },
    });
    expect(repeat.body).toEqual(paid.body);
    const reused = await h.call('POST', `/api/v1/orders/${order.id}/transactions/${txId}/card`, {
      token,
      body: { token: card.body.token },
    });
    expect(reused.status).toBe(409);
  });

  it('the card form hands back a token by redirect and checks the card', async () => {
    const form = await h.call(
      'GET',
      '/sim/card-form?transaction_id=1&return_url=http://shop.test/card',
    );
    expect(form.text).toContain('4242 4242 4242 4242');
    const posted = await h.sim.app.inject({
      method: 'POST',
      url: '/sim/card-form',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload:
        'number=4242424242424242&expiry=12%2F39&cvv=123&return_url=http%3A%2F%2Fshop.test%2Fcard',
    });
    expect(posted.statusCode).toBe(303);
    expect(new URL(String(posted.headers.location)).searchParams.get('token')).toMatch(/^tok_sim_/);
    const bad = await h.call('POST', '/sim/card-tokens', {
      body: { number: '4242 4242 4242 4241', expiry: '12/39', cvv: '1' },
    });
    expect(bad.status).toBe(422);
    expect(bad.body.messages).toEqual(['Invalid card number', 'CVV must be 3 or 4 digits']);
  });

  it('registers one transaction per idempotency key and refuses a wrong amount', async () => {
    const order = await h.placeOrder(token);
    const headers = { [IDEMPOTENCY_KEY_HEADER]: 'pay-1' };
    const body = { transaction: { provider: 'paygate', return_url: RETURN_URL } };
    const first = await h.call('POST', `/api/v1/orders/${order.id}/transactions`, {
      token,
      headers,
      body,
    });
    const second = await h.call('POST', `/api/v1/orders/${order.id}/transactions`, {
      token,
      headers,
      body,
    });
    expect(second.body.transaction.id).toBe(first.body.transaction.id);
    expect(h.ctx.state.transactions).toHaveLength(1);
    const tooMuch = await h.call('POST', `/api/v1/orders/${order.id}/transactions`, {
      token,
      body: { transaction: { provider: 'yoco', amount_in_cents: order.total_in_cents + 1 } },
    });
    expect(tooMuch.status).toBe(422);
    expect(tooMuch.body).toMatchObject({
      message: 'Amount error',
      transaction: { status: 'amount_error' },
    });
  });

  it('offline EFT: pending payment until the offline payment call, then underpaid, paid, overpaid', async () => {
    const order = await h.placeOrder(token, { provider: 'offline_eft' });
    expect(order.status).toBe('pending_payment');
    const offline = await h.call('POST', `/api/v1/orders/${order.id}/offline_payment`, {
      token,
      body: { provider: 'offline_eft' },
    });
    expect(offline.body.order).toMatchObject({
      status: 'pending',
      payment_status: 'pending_payment',
    });
    expect(JSON.stringify(offline.body.order.order_events)).toContain(
      `reference ${order.reference}`,
    );
    const part = await h.call('POST', `/sim/orders/${order.id}/pay`, {
      body: { amount_in_cents: 1_000 },
    });
    expect(part.body.order).toMatchObject({
      payment_status: 'underpaid',
      payable_balance_in_cents: order.total_in_cents - 1_000,
    });
    const rest = await h.call('POST', `/sim/orders/${order.id}/pay`, {
      body: { amount_in_cents: order.total_in_cents - 1_000 },
    });
    expect(rest.body.order.payment_status).toBe('paid');
    const extra = await h.call('POST', `/sim/orders/${order.id}/pay`, {
      body: { amount_in_cents: 500 },
    });
    expect(extra.body.order).toMatchObject({
      payment_status: 'overpaid',
      payable_balance_in_cents: -500,
    });
  });

  it('cash is paid when the order is collected', async () => {
    const order = await h.placeOrder(token, { provider: 'cash' });
    await h.call('POST', `/api/v1/orders/${order.id}/offline_payment`, {
      token,
      body: { provider: 'cash' },
    });
    const collected = await h.call('POST', `/sim/orders/${order.id}/advance`, {
      body: { status: 'collected' },
    });
    expect(collected.body.order).toMatchObject({ status: 'collected', payment_status: 'paid' });
  });

  it('debtor cards: only an accepted card pays; requests go pending, then accepted or rejected', async () => {
    const pieter = await h.signIn(PIETER.login, PIETER.password);
    const order = (extra = {}) =>
      h.call('POST', '/api/v1/orders/register', {
        token: pieter,
        body: {
          user: { id: 2 },
          cart: h.cartFor(
            201,
            h
              .plainOffers(201)
              .slice(0, 2)
              .map((o) => ({ offer_id: o.id, qty: 2 })),
            {
              provider: 'debtorcard',
              ...extra,
            },
          ),
        },
      });
    const slot = await h.firstSlot(201);
    const refused = await order({ collection_date: slot });
    expect(refused.status).toBe(422);
    expect(refused.body.messages).toContain(
      'Debtor card payments need an accepted debtor card for this branch',
    );

    const request = () =>
      h.call('POST', '/api/v1/users/2/new_debtor_card', {
        token: pieter,
        body: { supplier_id: 201 },
      });
    expect((await request()).body.message).toContain('debtor registration');
    await h.call('PATCH', '/api/v1/account/shopfront/2/update', {
      token: pieter,
      body: { account: { business_address_1: '8 Church Street, Bellville' } },
    });
    const pending = await request();
    expect(pending.status).toBe(201);
    expect(pending.body.debtor_card).toMatchObject({ status: 'pending', debtor_card_number: null });
    expect((await request()).status).toBe(409);
    expect((await order({ collection_date: slot })).status).toBe(422);

    const decided = await h.call(
      'POST',
      `/sim/debtor_cards/${pending.body.debtor_card.id}/decide`,
      {
        body: { status: 'accepted', balance_in_cents: 200_000 },
      },
    );
    expect(decided.body.debtor_card.status).toBe('accepted');
    const paid = await order({ collection_date: slot });
    expect(paid.status).toBe(201);
    expect(paid.body.order).toMatchObject({
      status: 'pending',
      payment_status: 'paid',
      provider: 'debtorcard',
    });
    expect(paid.body.order.debtorcard_balance).toBe(200_000 - paid.body.order.total_in_cents);

    const other = await h.call('POST', '/api/v1/users/2/new_debtor_card', {
      token: pieter,
      body: { supplier_id: 202 },
    });
    const rejected = await h.call('POST', `/sim/debtor_cards/${other.body.debtor_card.id}/decide`, {
      body: { status: 'rejected' },
    });
    expect(rejected.body.debtor_card).toMatchObject({ status: 'rejected', balance_in_cents: 0 });
  });
});

describe('an order is never charged twice', () => {
  let h: Harness;
  let token: string;
  beforeEach(async () => {
    h = await createHarness();
    token = await h.signIn();
  });
  afterEach(() => h.close());

  const register = (orderId: number, provider: string) =>
    h.call('POST', `/api/v1/orders/${orderId}/transactions`, {
      token,
      body: { transaction: { provider, return_url: RETURN_URL } },
    });
  const charge = async (orderId: number, txId: number) => {
    const card = await h.call('POST', '/sim/card-tokens', {
      body: { number: '4242 4242 4242 4242', expiry: '11/39', cvv: '321' },
    });
    return h.call('POST', `/api/v1/orders/${orderId}/transactions/${txId}/card`, {
      token,
      body: { token: card.body.token },
    });
  };

  it('a second card attempt replaces an uncharged one, which can then no longer be charged', async () => {
    const order = await h.placeOrder(token, { provider: 'yoco' });
    const first = await register(order.id, 'yoco');
    const second = await register(order.id, 'yoco');
    expect(second.status).toBe(201);
    const [a, b] = await Promise.all([
      charge(order.id, first.body.transaction.id),
      charge(order.id, second.body.transaction.id),
    ]);
    expect(a.status).toBe(409);
    expect(b.body.transaction.status).toBe('successful');
    const after = await h.call('GET', `/api/v2/orders/${order.id}`, { token });
    expect(after.body.order ?? after.body).toMatchObject({ payment_status: 'paid' });
    const paidTx = await h.call('GET', `/api/v1/transactions/${first.body.transaction.id}`, {
      token,
    });
    expect(paidTx.body.transaction.status).toBe('cancelled');
  });

  it('no card payment is registered or charged on an order that owes nothing', async () => {
    const order = await h.placeOrder(token, { provider: 'yoco' });
    const tx = await register(order.id, 'yoco');
    expect((await charge(order.id, tx.body.transaction.id)).body.transaction.status).toBe(
      'successful',
    );
    const again = await register(order.id, 'yoco');
    expect(again.status).toBe(409);
    expect(again.body.message ?? again.body.errors?.[0]).toMatch(/already paid/);
  });

  it('a card charge above a balance that dropped meanwhile is an amount_error, nothing charged', async () => {
    const order = await h.placeOrder(token, { provider: 'yoco' });
    const tx = await register(order.id, 'yoco');
    const whole = tx.body.transaction.amount_in_cents as number;
    await h.call('POST', `/sim/orders/${order.id}/pay`, { body: { amount_in_cents: 1000 } });
    const refused = await charge(order.id, tx.body.transaction.id);
    expect(refused.status).toBe(422);
    expect(refused.body.transaction).toMatchObject({ status: 'amount_error' });
    const after = await h.call('GET', `/api/v2/orders/${order.id}`, { token });
    expect((after.body.order ?? after.body).payable_balance_in_cents).toBe(whole - 1000);
    // The new balance is charged by a new attempt.
    const next = await register(order.id, 'yoco');
    expect(next.body.transaction.amount_in_cents).toBe(whole - 1000);
    expect((await charge(order.id, next.body.transaction.id)).body.transaction.status).toBe(
      'successful',
    );
  });

  it('a redirect payment still open blocks a card payment until it is resolved', async () => {
    const order = await h.placeOrder(token, { provider: 'paygate' });
    const redirect = await register(order.id, 'paygate');
    expect(redirect.status).toBe(201);
    const card = await register(order.id, 'yoco');
    expect(card.status).toBe(409);
    expect(JSON.stringify(card.body)).toMatch(/still being checked/);
    const offline = await h.call('POST', `/api/v1/orders/${order.id}/offline_payment`, {
      token,
      body: { provider: 'cash' },
    });
    expect(offline.status).toBe(409);
  });
});
