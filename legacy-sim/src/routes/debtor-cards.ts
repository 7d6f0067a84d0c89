/** Debtor card (store credit account) requests; the branch decides through `/sim/debtor_cards/{id}/decide`. */
import type { FastifyInstance } from 'fastify';
import type { SimContext } from '../context.js';
import { assertSelf, defineRoute } from '../lib/define-route.js';
import { badRequest, conflict, notFound, unprocessable } from '../lib/http-errors.js';
import { objectBody } from '../lib/query.js';
import { toRestDebtorCard } from '../present/account.js';
import { nextId } from '../state.js';
import { lookup } from '../state/lookup.js';

export function registerDebtorCardRoutes(app: FastifyInstance, ctx: SimContext): void {
  defineRoute(
    app,
    'POST /api/v1/users/{id}/new_debtor_card',
    ({ params, body, user }, reply) => {
      assertSelf(ctx, user, params.id);
      const { supplier_id: supplierId } = objectBody(body);
      if (typeof supplierId !== 'number') throw badRequest('supplier_id is required');
      const supplier = lookup(ctx.state).suppliers.get(supplierId);
      if (!supplier) throw notFound(`Supplier ${supplierId} not found`);
      if (supplier.disabled) throw unprocessable('This branch does not take debtor card requests');
      if (!user.idNumber && !user.businessAddress1)
        throw unprocessable(
          'Complete your debtor registration first: add your ID number or business address',
        );
      const existing = ctx.state.debtorCards.find(
        (card) =>
          card.userId === user.id && card.supplierId === supplierId && card.status !== 'rejected',
      );
      if (existing)
        throw conflict(
          existing.status === 'accepted'
            ? 'You already have a debtor card at this branch'
            : 'Your debtor card request at this branch is still pending',
        );
      const card = {
        id: nextId(ctx.state, 'debtorCard'),
        userId: user.id,
        supplierId,
        status: 'pending' as const,
        number: null,
        balanceInCents: 0,
        createdAt: ctx.clock.now(),
      };
      ctx.state.debtorCards.push(card);
      reply.code(201);
      return {
        status: 'ok',
        debtor_card: toRestDebtorCard(ctx, card),
        message: `Debtor card requested at ${supplier.name}: the branch will review it`,
      };
    },
    { auth: 'user' },
  );
}
