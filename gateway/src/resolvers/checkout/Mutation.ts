import type { RestCartValidationRequest } from '@shopfront/legacy-api';
import {
  DispatchMethod,
  ShippingProvider,
  type MutationResolvers,
  type ValidateCartInput,
} from '../../generated/resolvers-types.js';
import type { GatewayContext } from '../../context.js';
import { requireShopper } from '../../loaders/basket.js';
import type { SessionData } from '../../session/types.js';
import { legacyPaymentProvider, legacyShippingProvider } from '../config/enums.js';
import { badUserInput, parseLegacyId } from '../errors.js';
import { withCredit } from './credit.js';
import { cartValidationErrors } from './errors.js';
import { cartLines, checkLocation } from './inputs.js';

/** Checks a basket as `validateCart` does; also used by `placeOrder`. */
export async function checkCart(
  { upstream, loaders }: Pick<GatewayContext, 'upstream' | 'loaders'>,
  shopper: Pick<SessionData, 'userId' | 'authToken'>,
  input: ValidateCartInput,
) {
  const supplierId = parseLegacyId(input.supplierId, 'input.supplierId');
  const deliver = input.dispatch === DispatchMethod.Deliver;
  const location = input.shippingLocation
    ? checkLocation(input.shippingLocation, 'input.shippingLocation')
    : null;
  if (deliver && !location) {
    throw badUserInput('input.shippingLocation is needed for delivery', 'input.shippingLocation');
  }
  const bagQuantity = input.requiresBags ? (input.bagQuantity ?? 0) : 0;
  if (!Number.isInteger(bagQuantity) || bagQuantity < 0 || bagQuantity > 100) {
    throw badUserInput(
      'input.bagQuantity must be a whole number from 0 to 100',
      'input.bagQuantity',
    );
  }
  const discountCode = input.discountCode?.trim() || null;
  const body: RestCartValidationRequest = {
    cart: {
      items: cartLines(input.items, 'input.items'),
      supplier_id: supplierId,
      requires_shipping: deliver,
      shipping_provider: legacyShippingProvider(
        deliver ? (input.shippingProvider ?? ShippingProvider.Picup) : ShippingProvider.Collect,
      ),
      shipping_lat: deliver ? (location?.latitude ?? null) : null,
      shipping_lon: deliver ? (location?.longitude ?? null) : null,
      discount_code: discountCode,
      collection_date: input.timeslot ?? null,
      requires_bags: input.requiresBags ?? false,
      bag_qty: bagQuantity,
      payment_provider: input.paymentProvider ? legacyPaymentProvider(input.paymentProvider) : null,
    },
    user: { id: shopper.userId },
  };
  const validation = await upstream.cart.validate(
    body,
    shopper.authToken,
    await loaders.supplierOrigin(supplierId),
  );
  return {
    validation: withCredit(validation, input.creditToUseInCents ?? 0),
    errors: cartValidationErrors(validation, discountCode),
  };
}

export const Mutation: MutationResolvers = {
  validateCart: async (_parent, { input }, context) =>
    checkCart(context, requireShopper(context.session), input),
};
