/**
 * Order mutations. Every one checks the order belongs to the viewer before calling the legacy
 * API. Each runs once per idempotency key (see change-once.ts for changes to an existing order).
 */
import type {
  RestModificationsValidationResponse,
  RestOfflinePaymentRequest,
  RestOrder,
  RestOrderModification,
  RestRegisterCart,
} from '@shopfront/legacy-api';
import {
  DispatchMethod,
  OrderModificationAction,
  PaymentProvider,
  ShippingProvider,
  type MutationResolvers,
  type OrderModificationInput,
} from '../../generated/resolvers-types.js';
import type { GatewayContext } from '../../context.js';
import type { SessionData } from '../../session/types.js';
import type { Outcome } from '../../upstream/errors.js';
import { notYours, requireViewer } from '../account/auth.js';
import type { CheckedCart } from '../checkout/credit.js';
import { checkCart } from '../checkout/Mutation.js';
import type { CheckoutErrorParent } from '../checkout/errors.js';
import { cartLines } from '../checkout/inputs.js';
import { legacyPaymentProvider, legacyShippingProvider } from '../config/enums.js';
import { forgetAccount } from '../account/forget-account.js';
import { badUserInput, parseLegacyId } from '../errors.js';
import { changeOnce, linesSnapshot, paymentSnapshot } from './change-once.js';
import { orderErrors, type OrderErrorValue } from './errors.js';
import { idempotencyKey, onceOrRefused } from './once.js';
import { refreshOrder, requireOwnedOrder } from './ownership.js';
import type { OrderPreviewParent } from './parents.js';

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

/** The payload of a mutation answering with an order. */
function orderPayload(context: GatewayContext, viewer: SessionData, result: Outcome<RestOrder>) {
  if (!result.ok) return { order: null, errors: orderErrors(result.messages) };
  refreshOrder(context, viewer, result.value);
  return { order: result.value, errors: [] };
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

/** What `placeOrder` answers; JSON-serialisable, so an idempotency store may keep it. */
interface Placed {
  order: RestOrder;
  validation: CheckedCart;
  paymentRecorded: boolean;
}

/** Thrown inside idempotent `placeOrder` work: the check or the shop refused, nothing to keep. */
class PlaceRefused extends Error {
  constructor(
    readonly validation: CheckedCart | null,
    readonly validationErrors: CheckoutErrorParent[],
    readonly errors: OrderErrorValue[],
  ) {
    super('refused');
  }
}

/** Who pays a wallet-credit-only order when the shopper chose nothing: an offline way if allowed. */
function creditOnlyProvider(allowed: readonly string[]): PaymentProvider {
  for (const provider of [PaymentProvider.Cash, PaymentProvider.OfflineEft]) {
    if (allowed.length === 0 || allowed.includes(legacyPaymentProvider(provider).toUpperCase()))
      return provider;
  }
  const first = allowed[0]?.toLowerCase();
  const match = Object.values(PaymentProvider).find(
    (provider) => legacyPaymentProvider(provider) === first,
  );
  return match ?? PaymentProvider.Cash;
}

const OFFLINE: Partial<Record<PaymentProvider, RestOfflinePaymentRequest['provider']>> = {
  [PaymentProvider.OfflineEft]: 'offline_eft',
  [PaymentProvider.Cash]: 'cash',
  [PaymentProvider.Debtorcard]: 'debtorcard',
};

/** One of the viewer's saved addresses (`input.shippingAddressId`), as the legacy cart carries it. */
async function shippingAddressOf(
  context: GatewayContext,
  viewer: SessionData,
  rawId: string,
): Promise<NonNullable<RestRegisterCart['shipping_address']>> {
  const addressId = parseLegacyId(rawId, 'input.shippingAddressId');
  const address = (await context.loaders.addresses.load(viewer.userId)).find(
    (candidate) => candidate.id === addressId,
  );
  if (!address) throw notYours('address');
  return {
    id: address.id,
    formatted: address.formatted,
    latitude: address.latitude,
    longitude: address.longitude,
  };
}

export const Mutation: MutationResolvers = {
  registerOrder: async (_parent, { input }, context) => {
    const viewer = requireViewer(context.session);
    const key = idempotencyKey(input.idempotencyKey, 'input.idempotencyKey');
    const items = cartLines(input.items, 'input.items');
    if (items.length === 0) throw badUserInput('input.items may not be empty', 'input.items');
    const deliver = input.dispatch === DispatchMethod.Deliver;

    let shippingAddress: RestRegisterCart['shipping_address'] = null;
    if (input.shippingAddressId != null) {
      shippingAddress = await shippingAddressOf(context, viewer, input.shippingAddressId);
    } else if (deliver) {
      throw badUserInput('input.shippingAddressId is needed to deliver', 'input.shippingAddressId');
    }
    let orderId: number | null = null;
    if (input.editingOrderId != null) {
      orderId = parseLegacyId(input.editingOrderId, 'input.editingOrderId');
      await requireOwnedOrder(context, viewer, orderId);
    }
    const credit = input.creditInCents ?? 0;
    if (!Number.isInteger(credit) || credit < 0) {
      throw badUserInput('input.creditInCents must be 0 or more', 'input.creditInCents');
    }
    const bags = input.bagQuantity ?? 0;
    if (bags < 0 || bags > 100)
      throw badUserInput('input.bagQuantity must be 0 to 100', 'input.bagQuantity');

    const cart: RestRegisterCart = {
      items,
      order_id: orderId,
      provider: legacyPaymentProvider(input.paymentProvider) as RestRegisterCart['provider'],
      supplier_id: parseLegacyId(input.supplierId, 'input.supplierId'),
      discount_code: input.discountCode?.trim() || null,
      shipping_address: deliver ? shippingAddress : null,
      shopit: false,
      requires_shipping: deliver,
      dispatch: deliver ? 'deliver' : 'collect',
      requires_bags: input.requiresBags ?? false,
      bag_qty: input.requiresBags ? bags : 0,
      collection_date: input.timeslot ?? null,
      stokvel: input.stokvel ?? false,
      // The account's own flag: the legacy API keeps demo orders apart.
      is_demo: (await context.loaders.account.load(viewer.userId)).demo,
      credit_in_cents: credit,
      facebook: false,
      shipping_provider:
        deliver && input.shippingProvider
          ? legacyShippingProvider(input.shippingProvider)
          : 'collect',
      tracking_cookies: {},
    };
    const result = await onceOrRefused(context, 'register-order', viewer, key, () =>
      context.upstream.orders.register(viewer, cart, `${viewer.userId}:${key}`),
    );
    return orderPayload(context, viewer, result);
  },

  placeOrder: async (_parent, { input }, context) => {
    const viewer = requireViewer(context.session);
    const key = idempotencyKey(input.idempotencyKey, 'input.idempotencyKey');
    const items = cartLines(input.items, 'input.items');
    if (items.length === 0) throw badUserInput('input.items may not be empty', 'input.items');
    const deliver = input.dispatch === DispatchMethod.Deliver;
    const bags = input.requiresBags ? (input.bagQuantity ?? 0) : 0;
    if (!Number.isInteger(bags) || bags < 0 || bags > 100)
      throw badUserInput('input.bagQuantity must be 0 to 100', 'input.bagQuantity');
    let shippingAddress: RestRegisterCart['shipping_address'] = null;
    if (deliver) {
      if (input.shippingAddressId == null)
        throw badUserInput(
          'input.shippingAddressId is needed to deliver',
          'input.shippingAddressId',
        );
      shippingAddress = await shippingAddressOf(context, viewer, input.shippingAddressId);
    }
    const shipping = deliver ? (input.shippingProvider ?? ShippingProvider.Picup) : null;
    const supplierId = parseLegacyId(input.supplierId, 'input.supplierId');
    const discountCode = input.discountCode?.trim() || null;

    const work = async (): Promise<Placed> => {
      const checked = await checkCart(context, viewer, {
        supplierId: input.supplierId,
        items: input.items,
        dispatch: input.dispatch,
        shippingProvider: shipping,
        shippingLocation: shippingAddress
          ? { latitude: shippingAddress.latitude, longitude: shippingAddress.longitude }
          : null,
        discountCode,
        timeslot: input.timeslot ?? null,
        requiresBags: input.requiresBags ?? false,
        bagQuantity: bags,
        paymentProvider: input.paymentProvider ?? null,
      });
      const validation = checked.validation;
      if (checked.errors.length > 0) throw new PlaceRefused(validation, checked.errors, []);
      const credit =
        input.useCredit === false
          ? 0
          : Math.max(0, Math.min(validation.credit_in_cents, validation.total_in_cents));
      const creditOnly = credit > 0 && credit >= validation.total_in_cents;
      let provider = input.paymentProvider ?? null;
      if (!provider && creditOnly) {
        const allowed = shipping
          ? ((await context.loaders.clientConfig.load({ supplierId })).shipping.find(
              (option) => option.name === legacyShippingProvider(shipping),
            )?.payment_options ?? [])
          : [];
        provider = creditOnlyProvider(allowed);
      }
      if (!provider) {
        throw new PlaceRefused(
          validation,
          [],
          [{ __typename: 'OrderRefusedError', message: 'A payment method is required' }],
        );
      }
      const cart: RestRegisterCart = {
        items,
        order_id: null,
        provider: legacyPaymentProvider(provider) as RestRegisterCart['provider'],
        supplier_id: supplierId,
        discount_code: discountCode,
        shipping_address: shippingAddress,
        shopit: false,
        requires_shipping: deliver,
        dispatch: deliver ? 'deliver' : 'collect',
        requires_bags: input.requiresBags ?? false,
        bag_qty: bags,
        collection_date: input.timeslot ?? null,
        stokvel: validation.stokvel,
        is_demo: (await context.loaders.account.load(viewer.userId)).demo,
        credit_in_cents: credit,
        facebook: false,
        shipping_provider: shipping ? legacyShippingProvider(shipping) : 'collect',
        tracking_cookies: {},
      };
      const registered = await context.upstream.orders.register(
        viewer,
        cart,
        `${viewer.userId}:place:${key}`,
      );
      if (!registered.ok) throw new PlaceRefused(validation, [], orderErrors(registered.messages));
      let order = registered.value;
      let paymentRecorded = order.payable_balance_in_cents <= 0 || provider === 'DEBTORCARD';
      const offline = OFFLINE[provider];
      if (!paymentRecorded && offline && offline !== 'debtorcard') {
        // Once the order exists this call is remembered, so a retry never records it twice.
        const paid = await context.upstream.orders.offlinePayment(viewer, order.id, offline);
        if (paid.ok) {
          order = paid.value;
          paymentRecorded = true;
        }
      }
      return { order, validation, paymentRecorded };
    };

    try {
      const placed = await context.idempotency.once(`place-order:${viewer.userId}`, key, work);
      // The order may have spent wallet credit or charged a debtor card.
      await forgetAccount(context, viewer);
      refreshOrder(context, viewer, placed.order);
      return {
        order: placed.order,
        validation: placed.validation,
        validationErrors: [],
        paymentRecorded: placed.paymentRecorded,
        errors: [],
      };
    } catch (error) {
      if (!(error instanceof PlaceRefused)) {
        // A failure after the legacy API took the order (or one it may have taken) may still have
        // spent credit; a refusal changed nothing.
        await forgetAccount(context, viewer);
        throw error;
      }
      return {
        order: null,
        validation: error.validation,
        validationErrors: error.validationErrors,
        paymentRecorded: false,
        errors: error.errors,
      };
    }
  },

  prepareOrder: async (_parent, { input }, context) => {
    const viewer = requireViewer(context.session);
    const order = await requireOwnedOrder(
      context,
      viewer,
      parseLegacyId(input.orderId, 'input.orderId'),
    );
    const { idempotencyKey: key, ...rest } = input;
    // Preparing twice is harmless upstream (the job is answered again): no snapshot needed.
    const result = await changeOnce(context, viewer, {
      kind: 'prepare-order',
      key,
      input: rest,
      order,
      change: () => context.upstream.orders.prepare(viewer, order.id),
    });
    if (!result.ok) return { job: null, errors: orderErrors(result.messages) };
    return { job: result.value, errors: [] };
  },

  cancelOrder: async (_parent, { input }, context) => {
    const viewer = requireViewer(context.session);
    const order = await requireOwnedOrder(
      context,
      viewer,
      parseLegacyId(input.orderId, 'input.orderId'),
    );
    const { idempotencyKey: key, ...rest } = input;
    const result = await changeOnce(context, viewer, {
      kind: 'cancel-order',
      key,
      input: rest,
      order,
      change: () => context.upstream.orders.cancel(viewer, order.id),
      made: { snapshot: (now) => now.status === 'cancelled', answer: (now) => now },
    });
    return orderPayload(context, viewer, result);
  },

  reviewOrder: async (_parent, { input }, context) => {
    const viewer = requireViewer(context.session);
    if (!Number.isInteger(input.rating) || input.rating < 1 || input.rating > 5) {
      throw badUserInput('input.rating must be a whole number from 1 to 5', 'input.rating');
    }
    const comment = input.comment?.trim() || null;
    if (comment && comment.length > 2_000) {
      throw badUserInput('input.comment may be at most 2000 characters', 'input.comment');
    }
    const order = await requireOwnedOrder(
      context,
      viewer,
      parseLegacyId(input.orderId, 'input.orderId'),
    );
    const result = await changeOnce(context, viewer, {
      kind: 'review-order',
      key: input.idempotencyKey,
      input: { orderId: input.orderId, rating: input.rating, comment },
      order,
      change: () => context.upstream.orders.review(viewer, order.id, input.rating, comment),
      made: { snapshot: (now) => now.reviewed_at, answer: (now) => now },
    });
    return orderPayload(context, viewer, result);
  },

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

  payOrderOffline: async (_parent, { input }, context) => {
    const viewer = requireViewer(context.session);
    const provider = OFFLINE[input.provider];
    if (!provider) {
      throw badUserInput(
        'input.provider must be OFFLINE_EFT, CASH or DEBTORCARD',
        'input.provider',
      );
    }
    const order = await requireOwnedOrder(
      context,
      viewer,
      parseLegacyId(input.orderId, 'input.orderId'),
    );
    const result = await changeOnce(context, viewer, {
      kind: 'pay-order-offline',
      key: input.idempotencyKey,
      input: { orderId: input.orderId, provider },
      order,
      change: () => context.upstream.orders.offlinePayment(viewer, order.id, provider),
      made: { snapshot: paymentSnapshot, answer: (now) => now },
    });
    return orderPayload(context, viewer, result);
  },

  resolvePaymentPending: async (_parent, { input }, context) => {
    const viewer = requireViewer(context.session);
    const order = await requireOwnedOrder(
      context,
      viewer,
      parseLegacyId(input.orderId, 'input.orderId'),
    );
    const { idempotencyKey: key, ...rest } = input;
    // Settling is idempotent upstream: a retry after a failure asks again.
    const result = await changeOnce(context, viewer, {
      kind: 'resolve-payment-pending',
      key,
      input: rest,
      order,
      change: () => context.upstream.orders.resolvePaymentPending(viewer, order.id),
    });
    return orderPayload(context, viewer, result);
  },
};
