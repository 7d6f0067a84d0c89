/**
 * Test hooks under `/sim/...` (not part of the legacy API): call counters, reset, the shop mode,
 * outbox, faults, the clock, order progress, offline money, debtor card decisions, offer edits and
 * a branch closing or opening.
 */
import type { FastifyInstance } from 'fastify';
import type { RestOrderStatus } from '@shopfront/legacy-api';
import type { SimContext } from '../context.js';
import { SHOP_MODES, type ShopMode } from '../data/config.js';
import { parseFaults } from '../faults.js';
import { badRequest, notFound } from '../lib/http-errors.js';
import { formatRand } from '../lib/money.js';
import { isRecord } from '../lib/query.js';
import { isoSast } from '../lib/time.js';
import { toRestDebtorCard } from '../present/account.js';
import { toRestOffer, toRestSupplier } from '../present/catalogue.js';
import { toRestOrder } from '../present/orders.js';
import { addEvent, advance, onPayment } from '../rules/order-lifecycle.js';
import { seedState } from '../state.js';
import { lookup } from '../state/lookup.js';

const STATUSES: RestOrderStatus[] = [
  'pending',
  'preparing',
  'stock_short',
  'ready_for_collection',
  'ready_for_delivery',
  'collected',
  'out_for_delivery',
  'delivered',
  'cancelled',
  'abandoned',
  'pending_payment',
  'payment_processing',
];

type Body = Record<string, unknown> | undefined;

export function registerControlRoutes(app: FastifyInstance, ctx: SimContext): void {
  app.get('/sim/calls', async () => ctx.calls.snapshot());

  app.delete('/sim/calls', async () => {
    ctx.calls.reset();
    return { status: 'ok' };
  });

  // `{ now: iso }` seeds the shop as of that moment and leaves the clock there (running on), so
  // a run that must look the same every time (the README's screenshots) does.
  app.post<{ Body: Body }>('/sim/reset', async (request) => {
    const now = request.body?.now;
    if (now !== undefined && (typeof now !== 'string' || Number.isNaN(Date.parse(now))))
      throw badRequest('now must be an ISO date and time');
    ctx.clock.reset();
    if (typeof now === 'string') ctx.clock.set(Date.parse(now));
    ctx.state = seedState(ctx.clock.now());
    ctx.calls.reset();
    ctx.faults.clear();
    ctx.settings.shopMode = ctx.settings.initialShopMode;
    ctx.changed();
    await ctx.afterReset();
    return { status: 'ok' };
  });

  // Market or agency mode, as `GET /shopfront_config` then says (features.agency, multi_supplier).
  app.get('/sim/config', async () => ({ status: 'ok', mode: ctx.settings.shopMode }));
  app.post<{ Body: Body }>('/sim/config', async (request) => {
    const mode = request.body?.mode;
    if (!SHOP_MODES.includes(mode as ShopMode))
      throw badRequest(`mode must be one of ${SHOP_MODES.join(', ')}`);
    ctx.settings.shopMode = mode as ShopMode;
    return { status: 'ok', mode: ctx.settings.shopMode };
  });

  app.get('/sim/outbox', async () => ({ status: 'ok', messages: ctx.state.outbox }));

  app.get('/sim/faults', async () => ({ status: 'ok', faults: ctx.faults.list() }));
  app.post<{ Body: unknown }>('/sim/faults', async (request) => {
    const body = request.body;
    const list = Array.isArray(body)
      ? body
      : isRecord(body) && Array.isArray(body.faults)
        ? body.faults
        : [body];
    ctx.faults.set(parseFaults(list));
    return { status: 'ok', faults: ctx.faults.list() };
  });
  app.delete('/sim/faults', async () => {
    ctx.faults.clear();
    return { status: 'ok', faults: [] };
  });

  app.get('/sim/clock', async () => ({ status: 'ok', now: isoSast(ctx.clock.now()) }));
  app.post<{ Body: Body }>('/sim/clock', async (request) => {
    const body = request.body ?? {};
    if (typeof body.advance_ms === 'number') ctx.clock.advance(body.advance_ms);
    else if (typeof body.now === 'string' && !Number.isNaN(Date.parse(body.now)))
      ctx.clock.set(Date.parse(body.now));
    else if (body.reset === true) ctx.clock.reset();
    else throw badRequest('Send { advance_ms }, { now } or { reset: true }');
    return { status: 'ok', now: isoSast(ctx.clock.now()) };
  });

  app.post<{ Params: { id: string }; Body: Body }>('/sim/orders/:id/advance', async (request) => {
    const order = ctx.state.orders.find((o) => String(o.id) === request.params.id);
    if (!order) throw notFound(`Order ${request.params.id} not found`);
    const target = request.body?.status;
    if (target !== undefined && !STATUSES.includes(target as RestOrderStatus))
      throw badRequest(`status must be one of ${STATUSES.join(', ')}`);
    advance(ctx, order, target as RestOrderStatus | undefined);
    ctx.changed();
    return { status: 'ok', order: toRestOrder(ctx, order) };
  });

  /** Money received outside the app (an EFT landing, cash at the till). */
  app.post<{ Params: { id: string }; Body: Body }>('/sim/orders/:id/pay', async (request) => {
    const order = ctx.state.orders.find((o) => String(o.id) === request.params.id);
    if (!order) throw notFound(`Order ${request.params.id} not found`);
    const amount = request.body?.amount_in_cents;
    if (typeof amount !== 'number' || !Number.isInteger(amount) || amount <= 0)
      throw badRequest('amount_in_cents must be a positive integer');
    order.offlinePaidInCents += amount;
    addEvent(ctx, order, 'payment_received', `${formatRand(amount)} received`);
    onPayment(ctx, order);
    ctx.changed();
    return { status: 'ok', order: toRestOrder(ctx, order) };
  });

  app.post<{ Params: { id: string }; Body: Body }>(
    '/sim/debtor_cards/:id/decide',
    async (request) => {
      const card = ctx.state.debtorCards.find((c) => String(c.id) === request.params.id);
      if (!card) throw notFound(`Debtor card ${request.params.id} not found`);
      const status = request.body?.status;
      if (status !== 'accepted' && status !== 'rejected')
        throw badRequest('status must be accepted or rejected');
      card.status = status;
      if (status === 'accepted') {
        card.number ??= `6001 ${String(card.supplierId).padStart(4, '0')} ${String(card.userId).padStart(4, '0')} ${String(card.id).padStart(4, '0')}`;
        const balance = request.body?.balance_in_cents;
        card.balanceInCents = typeof balance === 'number' ? balance : 100_000;
      }
      ctx.changed();
      return { status: 'ok', debtor_card: toRestDebtorCard(ctx, card) };
    },
  );

  app.patch<{ Params: { id: string }; Body: Body }>('/sim/offers/:id', async (request) => {
    const offer = lookup(ctx.state).offers.get(Number(request.params.id));
    if (!offer) throw notFound(`Offer ${request.params.id} not found`);
    const body = request.body ?? {};
    const now = ctx.clock.now();
    if (typeof body.price_in_cents === 'number') {
      offer.priceInCents = body.price_in_cents;
      offer.priceUpdatedAt = now;
    }
    if (body.stock === null || typeof body.stock === 'number')
      offer.stock = body.stock as number | null;
    if (typeof body.out_of_stock === 'boolean') {
      offer.outOfStockAt = body.out_of_stock ? now : null;
      offer.outOfStockStreak = body.out_of_stock ? offer.outOfStockStreak + 1 : 0;
    }
    ctx.changed();
    return { status: 'ok', offer: toRestOffer(ctx, offer) };
  });

  // A branch closes (its notice, as the legacy API's `closed_text`: no slots before Monday) or,
  // with null, trades again.
  app.patch<{ Params: { id: string }; Body: Body }>('/sim/suppliers/:id', async (request) => {
    const supplier = lookup(ctx.state).suppliers.get(Number(request.params.id));
    if (!supplier) throw notFound(`Supplier ${request.params.id} not found`);
    const notice = request.body?.closed_text;
    if (notice !== null && (typeof notice !== 'string' || notice.trim() === ''))
      throw badRequest('closed_text must be a notice or null');
    supplier.closedText = notice;
    ctx.changed();
    return { status: 'ok', supplier: toRestSupplier(ctx, supplier, null) };
  });
}
