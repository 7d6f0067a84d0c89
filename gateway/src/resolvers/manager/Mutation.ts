/**
 * Manager and supplier mutations. The manager authorisation comes from the
 * `x-manager-authorization` header of the GraphQL request (never from variables, which may be
 * logged); the legacy API decides whether it is valid (`UNAUTHENTICATED` / `FORBIDDEN`).
 */
import type { RestImport } from '@shopfront/legacy-api';
import { GraphQLError } from 'graphql';
import type { GatewayContext } from '../../context.js';
import type { MutationResolvers } from '../../generated/resolvers-types.js';
import type { SupplierOrderAction } from '../../upstream/manager-api.js';
import type { Outcome } from '../../upstream/errors.js';
import { requireViewer } from '../account/auth.js';
import { badUserInput, parseLegacyId } from '../errors.js';

function requireManager(context: GatewayContext): string {
  if (!context.managerAuthorization) {
    throw new GraphQLError(
      'Send the manager authorisation in the x-manager-authorization header.',
      {
        extensions: { code: 'UNAUTHENTICATED' },
      },
    );
  }
  return context.managerAuthorization;
}

const managerErrors = (messages: string[]) => messages.map((message) => ({ message }));

function orderPayload<T>(result: Outcome<T>) {
  return result.ok
    ? { order: result.value, errors: [] }
    : { order: null, errors: managerErrors(result.messages) };
}

function supplierOrder(action: SupplierOrderAction) {
  return async (
    context: GatewayContext,
    orderId: string,
    body: { note?: string; packed?: Array<{ order_item_id: number; qty: number }> },
  ) => {
    const authorization = requireManager(context);
    const id = parseLegacyId(orderId, 'input.orderId');
    return orderPayload(
      await context.upstream.manager.supplierOrder(authorization, action, id, body),
    );
  };
}

export const Mutation: MutationResolvers = {
  updateImport: async (_parent, { input }, context) => {
    const authorization = requireManager(context);
    const update: Partial<Pick<RestImport, 'status' | 'import_type'>> = {};
    if (input.status != null) update.status = input.status.toLowerCase() as RestImport['status'];
    if (input.importType != null) update.import_type = input.importType;
    const result = await context.upstream.manager.updateImport(
      authorization,
      parseLegacyId(input.importId, 'input.importId'),
      update,
    );
    return result.ok
      ? { import: result.value, errors: [] }
      : { import: null, errors: managerErrors(result.messages) };
  },

  createLeaflet: async (_parent, { input }, context) => {
    const authorization = requireManager(context);
    if (input.supplierIds.length === 0) {
      throw badUserInput('input.supplierIds may not be empty', 'input.supplierIds');
    }
    const result = await context.upstream.manager.createLeaflet(authorization, {
      name: input.name,
      path: input.path,
      supplier_ids: input.supplierIds.map((id, index) =>
        parseLegacyId(id, `input.supplierIds[${index}]`),
      ),
      start_at: input.startAt,
      end_at: input.endAt,
      visible_at: input.visibleAt,
      published: input.published,
    });
    return result.ok
      ? { leaflets: result.value, errors: [] }
      : { leaflets: [], errors: managerErrors(result.messages) };
  },

  completeSupplierOrderPack: (_parent, { input }, context) =>
    supplierOrder('pack-complete')(context, input.orderId, {
      ...(input.note ? { note: input.note } : {}),
      packed: input.packed.map((line, index) => ({
        order_item_id: parseLegacyId(line.orderItemId, `input.packed[${index}].orderItemId`),
        qty: line.quantity,
      })),
    }),

  disputeSupplierOrderPack: (_parent, { input }, context) =>
    supplierOrder('pack-dispute')(context, input.orderId, { note: input.note }),

  reportSupplierOrderPackIssue: (_parent, { input }, context) =>
    supplierOrder('pack-issue')(context, input.orderId, { note: input.note }),

  reportSupplierOrderProcessIssue: (_parent, { input }, context) =>
    supplierOrder('process-issue')(context, input.orderId, { note: input.note }),

  migrateLocalData: async (_parent, { input }, context) => {
    const viewer = requireViewer(context.session);
    let data: unknown;
    try {
      data = JSON.parse(input.data);
    } catch {
      throw badUserInput('input.data must be a JSON object', 'input.data');
    }
    if (!data || typeof data !== 'object' || Array.isArray(data)) {
      throw badUserInput('input.data must be a JSON object', 'input.data');
    }
    const result = await context.upstream.manager.migrate(viewer, data as Record<string, unknown>);
    return result.ok
      ? { message: result.value, errors: [] }
      : { message: null, errors: managerErrors(result.messages) };
  },
};
