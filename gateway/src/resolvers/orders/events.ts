import type { RestOrderEvent } from '@shopfront/legacy-api';

/**
 * The order's events as the shopper reads them. When a payment fails the legacy API writes the
 * failure (`payment_failed`) and then the order's return to awaiting payment with the failure's
 * own words at the same moment: the same sentence twice in a row. The second says nothing new and
 * is left out; the timeline still shows the order awaiting payment.
 */
export function orderEvents(events: readonly RestOrderEvent[]): RestOrderEvent[] {
  return events.filter((event, index) => {
    const before = index > 0 ? events[index - 1] : undefined;
    return !(
      before &&
      before.name === 'payment_failed' &&
      event.name !== 'payment_failed' &&
      event.message === before.message &&
      event.timestamp === before.timestamp
    );
  });
}
