/** The error a page gets when its shopper already holds as many live order updates as allowed. */
import { GraphQLError } from 'graphql';
import type { TooManyWatchesError } from '../../live/order-watches.js';

export function tooManyWatches(error: TooManyWatchesError): GraphQLError {
  return new GraphQLError(error.message, {
    extensions: { code: 'RATE_LIMITED', reason: 'TOO_MANY_ORDER_WATCHES', limit: error.limit },
  });
}
