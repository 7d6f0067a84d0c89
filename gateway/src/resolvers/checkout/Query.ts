import { DispatchMethod, type QueryResolvers } from '../../generated/resolvers-types.js';
import { parseLegacyId } from '../errors.js';
import { legacyPaymentProvider, legacyShippingProvider } from '../config/enums.js';
import { checkLocation } from './inputs.js';

export const Query: QueryResolvers = {
  checkoutConfig: (_parent, { supplierId }, { loaders }) =>
    loaders.checkoutConfig.load({
      supplierId: supplierId == null ? null : parseLegacyId(supplierId, 'supplierId'),
    }),

  timeslots: (_parent, args, { loaders }) => {
    const location = args.shippingLocation
      ? checkLocation(args.shippingLocation, 'shippingLocation')
      : null;
    return loaders.timeslots.load({
      supplierId: parseLegacyId(args.supplierId, 'supplierId'),
      requiresShipping: args.dispatch == null ? null : args.dispatch === DispatchMethod.Deliver,
      stokvel: args.stokvel ?? null,
      paymentProvider: args.paymentProvider ? legacyPaymentProvider(args.paymentProvider) : null,
      shippingProvider: args.shippingProvider
        ? legacyShippingProvider(args.shippingProvider)
        : null,
      shippingLat: location?.latitude ?? null,
      shippingLon: location?.longitude ?? null,
    });
  },
};
