/**
 * Changing an order's lines: `validateOrderModifications` checks without changing,
 * `saveOrderChanges` checks and changes in one call, `modifyOrder` changes. A change is made once
 * per idempotency key and only while the order is at the revision it was made for
 * (change-once.ts).
 */
import type {
  RestModificationsValidationResponse,
  RestOrder,
  RestOrderModification,
} from '@shopfront/legacy-api';
import {
  OrderModificationAction,
  type MutationResolvers,
  type OrderModificationInput,
} from '../../generated/resolvers-types.js';
import type { Outcome } from '../../upstream/errors.js';
import { requireViewer } from '../account/auth.js';
import { cartLines } from '../checkout/inputs.js';
import { badUserInput, parseLegacyId } from '../errors.js';
import { changeOnce, linesSnapshot } from './change-once.js';
import { orderErrors, type OrderErrorValue } from './errors.js';
import { requireOwnedOrder } from './ownership.js';
import type { OrderPreviewParent } from './parents.js';
import { orderPayload } from './payload.js';

function modifications(inputs: readonly OrderModificationInput[]): RestOrderModification[] {
  if (inputs.length === 0 || inputs.length > 200) {
    throw badUserInput('input.modifications must hold 1 to 200 changes', 'input.modifications');
  }
  return inputs.map((input, index) => {
    const where = `input.modifications[${index}]`;
    if (input.action === OrderModificationAction.Add) {
      if (!input.item) throw badUserInput(`${where}.item is needed to add a line`, where);
      const [item] = cartLines([input.item], `${where}.item`);
      return { action: 'add', item };
    }
    if (input.orderItemId == null) throw badUserInput(`${where}.orderItemId is needed`, where);
    const orderItemId = parseLegacyId(input.orderItemId, `${where}.orderItemId`);
    if (input.action === OrderModificationAction.Update) {
      if (input.quantity == null || !(input.quantity > 0) || input.quantity > 10_000) {
        throw badUserInput(`${where}.quantity must be more than 0 and at most 10000`, where);
      }
      return {
        action: 'update',
        order_item_id: orderItemId,
        qty: Math.round(input.quantity * 1e5) / 1e5,
      };
    }
    return {
      action: input.action === OrderModificationAction.Accept ? 'accept' : 'remove',
      order_item_id: orderItemId,
    };
  });
}

/** The check of order changes as the schema's payload (a preview, never the order itself). */
function checkPayload(
  order: RestOrder,
  validation: RestModificationsValidationResponse,
  existingItemIds: readonly number[] = order.order_items.map((item) => item.id),
) {
  const preview: OrderPreviewParent = {
    order: validation.order,
    existingItemIds: new Set(existingItemIds),
  };
  const errors: OrderErrorValue[] = validation.payable_amount_error
    ? [{ __typename: 'PayableAmountError' as const, message: validation.payable_amount_error }]
    : [];
  return {
    order: validation.order,
    preview,
    outOfStock: validation.out_of_stock,
    updated: validation.updated,
    notice: validation.notice,
    modifications: validation.modifications,
    errors,
  };
}

type CheckPayload = ReturnType<typeof checkPayload> | ReturnType<typeof refusedCheck>;

/** What a save answers; JSON-serialisable, so an idempotency store may keep it. */
interface Saved {
  order: RestOrder;
  /** The check the save passed; null when a retry found the first attempt's save made. */
  validation: RestModificationsValidationResponse | null;
  /** The lines the order had before (the check's preview marks the others as added). */
  existingItemIds: number[];
}

function refusedCheck(messages: string[]) {
  return {
    order: null,
    preview: null,
    outOfStock: false,
    updated: false,
    notice: null,
    modifications: [],
    errors: orderErrors(messages),
  };
}

export const editMutations: Pick<
  MutationResolvers,
  'validateOrderModifications' | 'saveOrderChanges' | 'modifyOrder'
> = {
  validateOrderModifications: async (_parent, { input }, context) => {
    const viewer = requireViewer(context.session);
    const changes = modifications(input.modifications);
    const order = await requireOwnedOrder(
      context,
      viewer,
      parseLegacyId(input.orderId, 'input.orderId'),
    );
    const result = await context.upstream.orders.validateModifications(viewer, order.id, changes);
    return result.ok ? checkPayload(order, result.value) : refusedCheck(result.messages);
  },

  saveOrderChanges: async (_parent, { input }, context) => {
    const viewer = requireViewer(context.session);
    const changes = modifications(input.modifications);
    const order = await requireOwnedOrder(
      context,
      viewer,
      parseLegacyId(input.orderId, 'input.orderId'),
    );
    /** The check when it stops the save: nothing changed, so nothing is remembered. */
    class NotSaved extends Error {
      constructor(
        readonly payload: { order: null; check: CheckPayload; errors: OrderErrorValue[] },
      ) {
        super('not saved');
      }
    }
    let check: CheckPayload | null = null;
    const saveChecked = async (): Promise<Outcome<Saved>> => {
      const checked = await context.upstream.orders.validateModifications(
        viewer,
        order.id,
        changes,
      );
      if (!checked.ok) {
        const refused = refusedCheck(checked.messages);
        throw new NotSaved({ order: null, check: refused, errors: refused.errors });
      }
      check = checkPayload(order, checked.value);
      const toConfirm: OrderErrorValue[] = [...check.errors];
      if (check.outOfStock)
        toConfirm.push({
          __typename: 'OrderOutOfStockError',
          message: 'Newly added items went out of stock',
        });
      if (check.updated)
        toConfirm.push({
          __typename: 'OrderPriceChangedError',
          message: 'The prices of newly added items changed',
        });
      if (toConfirm.length > 0) throw new NotSaved({ order: null, check, errors: toConfirm });
      const modified = await context.upstream.orders.modify(viewer, order, changes);
      if (!modified.ok) return modified;
      const existingItemIds = order.order_items.map((item) => item.id);
      return {
        ok: true,
        value: { order: modified.value, validation: checked.value, existingItemIds },
      };
    };
    let result: Outcome<Saved>;
    try {
      result = await changeOnce(context, viewer, {
        kind: 'save-order-changes',
        key: input.idempotencyKey,
        revision: input.revision,
        input: { orderId: input.orderId, modifications: changes },
        order,
        change: saveChecked,
        made: {
          snapshot: linesSnapshot,
          answer: (now) => ({ order: now, validation: null, existingItemIds: [] }),
        },
      });
    } catch (error) {
      if (error instanceof NotSaved) return error.payload;
      throw error;
    }
    if (!result.ok) return { ...orderPayload(context, viewer, result), check };
    const saved = result.value;
    return {
      ...orderPayload(context, viewer, { ok: true, value: saved.order }),
      // This request's check, or the first attempt's when this is a repeat.
      check:
        check ??
        (saved.validation
          ? checkPayload({ ...order, order_items: [] }, saved.validation, saved.existingItemIds)
          : null),
    };
  },

  modifyOrder: async (_parent, { input }, context) => {
    const viewer = requireViewer(context.session);
    const changes = modifications(input.modifications);
    const order = await requireOwnedOrder(
      context,
      viewer,
      parseLegacyId(input.orderId, 'input.orderId'),
    );
    const result = await changeOnce(context, viewer, {
      kind: 'modify-order',
      key: input.idempotencyKey,
      revision: input.revision,
      input: { orderId: input.orderId, modifications: changes },
      order,
      change: () => context.upstream.orders.modify(viewer, order, changes),
      made: { snapshot: linesSnapshot, answer: (now) => now },
    });
    return orderPayload(context, viewer, result);
  },
};
