/**
 * The simulator's stand-ins for the payment providers' own pages (server-rendered HTML, no
 * external assets):
 * - `GET /sim/pay/{transaction_id}`: the redirect gateway page (paygate, shop2shop, moya) with
 *   Approve, Decline, Cancel and Insufficient funds; each sends the browser back to the
 *   transaction's return_url with PAY_REQUEST_ID, TRANSACTION_STATUS and CHECKSUM.
 * - `GET /sim/card-form`: the card form (yoco). Posting it creates a one-time token, returned by
 *   redirect to `return_url?token=...`, as JSON when asked (`Accept: application/json`), or on a
 *   page that posts `{ type: 'sim-card-token', token }` to its opener or parent window.
 * - `POST /sim/card-tokens` (JSON `{ number, expiry, cvv }`): the same token for tests.
 */
import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { SimContext } from '../context.js';
import { badRequest, unprocessable } from '../lib/http-errors.js';
import { formatRand } from '../lib/money.js';
import { isRecord } from '../lib/query.js';
import { GATEWAY_OUTCOMES, checksum, isFinal } from '../rules/payments.js';
import type { CardTokenRecord } from '../state/types.js';

/** Test cards: any other Luhn-valid number succeeds. */
export const TEST_CARDS: Record<string, CardTokenRecord['outcome']> = {
  '4242424242424242': 'successful',
  '4000000000000002': 'declined',
  '4000000000009995': 'insufficient_funds',
};

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

function page(reply: FastifyReply, title: string, body: string) {
  return reply.type('text/html; charset=utf-8').header('cache-control', 'no-store')
    .send(`<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<style>body{font-family:system-ui,sans-serif;max-width:420px;margin:2rem auto;padding:0 1rem;color:#222}
h1{font-size:1.3rem}button{display:block;width:100%;margin:.5rem 0;padding:.8rem;font-size:1rem;border:0;border-radius:8px;cursor:pointer}
.approve{background:#2f9e44;color:#fff}.decline{background:#e11d48;color:#fff}.cancel{background:#ddd}.insufficient{background:#f08c00;color:#fff}
label{display:block;margin:.6rem 0 .2rem}input{width:100%;padding:.6rem;font-size:1rem;box-sizing:border-box}.note{color:#666;font-size:.85rem}</style>
</head><body>${body}</body></html>`);
}

function luhn(number: string): boolean {
  let sum = 0;
  [...number].reverse().forEach((digit, i) => {
    let n = Number(digit);
    if (i % 2 === 1) n = n * 2 > 9 ? n * 2 - 9 : n * 2;
    sum += n;
  });
  return sum % 10 === 0;
}

/** Checks the card and stores a one-time token that carries its outcome. */
export function createCardToken(ctx: SimContext, input: Record<string, unknown>): CardTokenRecord {
  const number = String(input.number ?? '').replace(/[\s-]/g, '');
  const errors: string[] = [];
  if (!/^\d{12,19}$/.test(number) || !luhn(number)) errors.push('Invalid card number');
  const expiry = /^(\d{2})\s*\/\s*(\d{2})$/.exec(String(input.expiry ?? ''));
  const now = new Date(ctx.clock.now());
  const month = Number(expiry?.[1]);
  const year = 2000 + Number(expiry?.[2]);
  if (!expiry || month < 1 || month > 12) errors.push('Expiry must be MM/YY');
  else if (
    year < now.getUTCFullYear() ||
    (year === now.getUTCFullYear() && month < now.getUTCMonth() + 1)
  )
    errors.push('The card has expired');
  if (!/^\d{3,4}$/.test(String(input.cvv ?? ''))) errors.push('CVV must be 3 or 4 digits');
  if (errors.length) throw unprocessable(errors[0] ?? 'Invalid card', errors);
  const record: CardTokenRecord = {
    token: `tok_sim_${randomBytes(12).toString('hex')}`,
    last4: number.slice(-4),
    outcome: TEST_CARDS[number] ?? 'successful',
    used: false,
    createdAt: ctx.clock.now(),
  };
  ctx.state.cardTokens.push(record);
  ctx.changed();
  return record;
}

export function registerPayPages(app: FastifyInstance, ctx: SimContext): void {
  app.get<{ Params: { id: string } }>('/sim/pay/:id', async (request, reply) => {
    const tx = ctx.state.transactions.find((t) => String(t.id) === request.params.id);
    if (!tx || !tx.payRequestId)
      return reply.code(404).send({ status: 'not_found', message: 'Payment request not found' });
    const order = ctx.state.orders.find((o) => o.id === tx.orderId);
    if (isFinal(tx) || tx.gatewayOutcome)
      return page(
        reply,
        'Payment',
        `<h1>This payment request is complete</h1><p>${escapeHtml(tx.message ?? tx.status)}</p>`,
      );
    const buttons = Object.entries(GATEWAY_OUTCOMES)
      .map(
        ([key, outcome]) =>
          `<button class="${key}" name="outcome" value="${key}">${key === 'approve' ? 'Approve' : key === 'decline' ? 'Decline' : key === 'cancel' ? 'Cancel' : 'Insufficient funds'}</button><!-- ${outcome.code} -->`,
      )
      .join('\n');
    return page(
      reply,
      `Pay with ${tx.provider}`,
      `<h1>${escapeHtml(tx.provider)} (simulated)</h1>
<p>Pay <strong>${formatRand(tx.amountInCents)}</strong> for order ${escapeHtml(order?.reference ?? '')}.</p>
<form method="post" action="/sim/pay/${tx.id}">${buttons}</form>
<p class="note">Simulator payment page: no money moves.</p>`,
    );
  });

  app.post<{ Params: { id: string }; Body: Record<string, unknown> | undefined }>(
    '/sim/pay/:id',
    async (request, reply) => {
      const tx = ctx.state.transactions.find((t) => String(t.id) === request.params.id);
      if (!tx || !tx.payRequestId || !tx.returnUrl)
        return reply.code(404).send({ status: 'not_found', message: 'Payment request not found' });
      const outcome = GATEWAY_OUTCOMES[String(request.body?.outcome ?? '')];
      if (!outcome) throw badRequest('outcome must be approve, decline, cancel or insufficient');
      if (isFinal(tx)) throw unprocessable('This payment request is complete');
      tx.gatewayOutcome = outcome.code;
      ctx.changed();
      const back = new URL(tx.returnUrl);
      back.searchParams.set('PAY_REQUEST_ID', tx.payRequestId);
      back.searchParams.set('TRANSACTION_STATUS', outcome.code);
      back.searchParams.set(
        'CHECKSUM',
        checksum(ctx.settings.paymentSecret, tx.payRequestId, outcome.code),
      );
      return reply.redirect(back.toString(), 303);
    },
  );

  app.get<{ Querystring: { transaction_id?: string; return_url?: string } }>(
    '/sim/card-form',
    async (request, reply) => {
      const returnUrl = request.query.return_url ?? '';
      return page(
        reply,
        'Card payment',
        `<h1>Card details (simulated yoco)</h1>
<form method="post" action="/sim/card-form">
<input type="hidden" name="return_url" value="${escapeHtml(returnUrl)}">
<input type="hidden" name="transaction_id" value="${escapeHtml(request.query.transaction_id ?? '')}">
<label for="number">Card number</label><input id="number" name="number" inputmode="numeric" autocomplete="cc-number" placeholder="4242 4242 4242 4242" required>
<label for="expiry">Expiry (MM/YY)</label><input id="expiry" name="expiry" placeholder="12/30" required>
<label for="cvv">CVV</label><input id="cvv" name="cvv" inputmode="numeric" placeholder="123" required>
<button class="approve" type="submit">Pay</button>
</form>
<p class="note">Test cards: 4242 4242 4242 4242 succeeds, 4000 0000 0000 0002 is declined, 4000 0000 0000 9995 has insufficient funds.</p>`,
      );
    },
  );

  app.post<{ Body: Record<string, unknown> | undefined }>(
    '/sim/card-form',
    async (request, reply) => {
      const body = isRecord(request.body) ? request.body : {};
      const record = createCardToken(ctx, body);
      const returnUrl = typeof body.return_url === 'string' ? body.return_url : '';
      if (returnUrl) {
        const back = new URL(returnUrl);
        back.searchParams.set('token', record.token);
        return reply.redirect(back.toString(), 303);
      }
      if (String(request.headers.accept ?? '').includes('application/json'))
        return { status: 'ok', token: record.token, last4: record.last4 };
      const message = JSON.stringify({ type: 'sim-card-token', token: record.token });
      return page(
        reply,
        'Card accepted',
        `<h1>Card accepted</h1><p>Token <code id="token">${record.token}</code></p>
<script>(window.opener||window.parent).postMessage(${message.replace(/</g, '\\u003c')}, '*');</script>`,
      );
    },
  );

  app.post<{ Body: unknown }>('/sim/card-tokens', async (request, reply) => {
    if (!isRecord(request.body)) throw badRequest('Send { number, expiry, cvv }');
    const record = createCardToken(ctx, request.body);
    reply.code(201);
    return { status: 'ok', token: record.token, last4: record.last4, outcome: record.outcome };
  });
}
