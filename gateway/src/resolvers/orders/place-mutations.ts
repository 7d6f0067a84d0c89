/**
 * Placing an order: `registerOrder` (the order as the client built it) and `placeOrder` (checked,
 * registered and, for an offline way to pay, paid in one call). Each runs once per idempotency
 * key; the legacy API honours the forwarded key for registration.
 */
import type { RestOrder, RestRegisterCart } from '@shopfront/legacy-api';
import {
  DispatchMethod,
  PaymentProvider,
  ShippingProvider,
  type MutationResolvers,
} from '../../generated/resolvers-types.js';
import type { GatewayContext } from '../../context.js';
import type { SessionData } from '../../session/types.js';
import { notYours, requireViewer } from '../account/auth.js';
import { forgetAccount } from '../account/forget-account.js';
import type { CheckedCart } from '../checkout/credit.js';
import { checkCart } from '../checkout/Mutation.js';
import type { CheckoutErrorParent } from '../checkout/errors.js';
import { cartLines } from '../checkout/inputs.js';
import { legacyPaymentProvider, legacyShippingProvider } from '../config/enums.js';
import { badUserInput, parseLegacyId } from '../errors.js';
import { orderErrors, type OrderErrorValue } from './errors.js';
import { OFFLINE } from './offline-providers.js';
import { idempotencyKey, onceOrRefused } from './once.js';
import { refreshOrder, requireOwnedOrder } from './ownership.js';
import { orderPayload } from './payload.js';

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

/** `placeOrder`'s answer for an order placed now or by an earlier call with the same key. */
async function placedPayload(context: GatewayContext, viewer: SessionData, placed: Placed) {
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
}

export const placeMutations: Pick<MutationResolvers, 'registerOrder' | 'placeOrder'> = {
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

  placeOrder: async (_parent, { input: asked }, context) => {
    const viewer = requireViewer(context.session);
    const key = idempotencyKey(asked.idempotencyKey, 'input.idempotencyKey');
    const scope = `place-order:${viewer.userId}`;
    if (asked.items.length === 0) {
      // Nothing to place, but the key's order may be what emptied the basket (a form posted
      // twice, a retry after a lost answer): that order, as the first call answered it.
      const first = await context.idempotency.replay<Placed>(scope, key);
      if (!first) throw badUserInput('input.items may not be empty', 'input.items');
      return placedPayload(context, viewer, first);
    }
    // A line named without the price the shopper saw is held to the price agreed in their basket
    // (the check then refuses a price that moved since with PriceChangedError): never a price
    // the shopper did not agree to.
    const agreed = await context.basket.agreedPrices();
    const input = {
      ...asked,
      items: asked.items.map((item) => {
        const price = agreed.get(Number(item.offerId));
        return item.seenPriceInCents == null && price !== undefined
          ? { ...item, seenPriceInCents: price }
          : item;
      }),
    };
    const items = cartLines(input.items, 'input.items');
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
      return await placedPayload(context, viewer, await context.idempotency.once(scope, key, work));
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
};
