/** The payload of an order mutation that answers with the order. */
import type { RestOrder } from '@shopfront/legacy-api';
import type { GatewayContext } from '../../context.js';
import type { SessionData } from '../../session/types.js';
import type { Outcome } from '../../upstream/errors.js';
import { orderErrors } from './errors.js';
import { refreshOrder } from './ownership.js';

/** The payload of a mutation answering with an order. */
export function orderPayload(
  context: GatewayContext,
  viewer: SessionData,
  result: Outcome<RestOrder>,
) {
  if (!result.ok) return { order: null, errors: orderErrors(result.messages) };
  refreshOrder(context, viewer, result.value);
  return { order: result.value, errors: [] };
}
