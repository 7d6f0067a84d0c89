/**
 * The order status pill and timeline the legacy shopper client showed, computed once here so
 * every client shows the same thing.
 */
import type { RestOrder, RestOrderStatus } from '@shopfront/legacy-api';
import {
  StatusPillColour,
  TimelineStepKind,
  TimelineStepState,
} from '../../generated/resolvers-types.js';

export const STATUS_LABELS: Record<RestOrderStatus, string> = {
  pending: 'Pending',
  preparing: 'Preparing',
  stock_short: 'Stock short',
  ready_for_collection: 'Ready for collection',
  ready_for_delivery: 'Ready for delivery',
  collected: 'Collected',
  out_for_delivery: 'Out for delivery',
  delivered: 'Delivered',
  cancelled: 'Cancelled',
  abandoned: 'Abandoned',
  pending_payment: 'Awaiting payment',
  payment_processing: 'Payment processing',
};

/**
 * Green: collected, delivered. Red: stock short, ready for collection, pending payment.
 * Yellow: pending, preparing, ready for delivery, out for delivery (all as the legacy shop client
 * colours them). The legacy client does not colour cancelled and abandoned (red here: the order did not go through) or payment
 * processing (yellow here: in progress).
 */
const PILL_COLOURS: Record<RestOrderStatus, StatusPillColour> = {
  collected: StatusPillColour.Green,
  delivered: StatusPillColour.Green,
  stock_short: StatusPillColour.Red,
  ready_for_collection: StatusPillColour.Red,
  pending_payment: StatusPillColour.Red,
  cancelled: StatusPillColour.Red,
  abandoned: StatusPillColour.Red,
  pending: StatusPillColour.Yellow,
  preparing: StatusPillColour.Yellow,
  ready_for_delivery: StatusPillColour.Yellow,
  out_for_delivery: StatusPillColour.Yellow,
  payment_processing: StatusPillColour.Yellow,
};

/**
 * A `pending` order is accepted by the branch: the pill says so, as the timeline does. While
 * money is still owed on it (an EFT not yet arrived) it says "Awaiting payment" in red instead,
 * so an unpaid order never looks like a paid one.
 */
export function statusPill(
  status: RestOrderStatus,
  payableBalanceInCents = 0,
): { colour: StatusPillColour; label: string } {
  if (status === 'pending')
    return payableBalanceInCents > 0
      ? { colour: StatusPillColour.Red, label: STATUS_LABELS.pending_payment }
      : { colour: PILL_COLOURS.pending, label: 'Accepted' };
  return { colour: PILL_COLOURS[status], label: STATUS_LABELS[status] };
}

export const STEP_LABELS: Record<TimelineStepKind, string> = {
  [TimelineStepKind.PaymentReceived]: 'Payment received',
  [TimelineStepKind.AwaitingPayment]: 'Awaiting payment',
  [TimelineStepKind.Accepted]: 'Accepted',
  [TimelineStepKind.Preparing]: 'Preparing',
  [TimelineStepKind.ReadyForDelivery]: 'Ready for delivery',
  [TimelineStepKind.ReadyForCollection]: 'Ready for collection',
  [TimelineStepKind.OutForDelivery]: 'Out for delivery',
  [TimelineStepKind.Delivered]: 'Delivered',
  [TimelineStepKind.Collected]: 'Collected',
};

/** Order event names that mark each step, for its time. */
const STEP_EVENTS: Record<TimelineStepKind, string[]> = {
  [TimelineStepKind.PaymentReceived]: ['payment_received', 'paid'],
  [TimelineStepKind.AwaitingPayment]: ['pending_payment', 'awaiting_payment'],
  [TimelineStepKind.Accepted]: ['accepted', 'order_accepted', 'order_placed'],
  [TimelineStepKind.Preparing]: ['preparing', 'stock_short'],
  [TimelineStepKind.ReadyForDelivery]: ['ready_for_delivery'],
  [TimelineStepKind.ReadyForCollection]: ['ready_for_collection'],
  [TimelineStepKind.OutForDelivery]: ['out_for_delivery'],
  [TimelineStepKind.Delivered]: ['delivered'],
  [TimelineStepKind.Collected]: ['collected'],
};

/** How far along the (payment, accepted, preparing, ready, ...) path each status is. */
function reached(order: RestOrder, steps: TimelineStepKind[]): number {
  const index = (kind: TimelineStepKind) => steps.indexOf(kind);
  switch (order.status) {
    case 'pending_payment':
    case 'payment_processing':
      return 0;
    case 'pending':
      return index(TimelineStepKind.Accepted);
    case 'preparing':
    case 'stock_short':
      return index(TimelineStepKind.Preparing);
    case 'ready_for_collection':
      return index(TimelineStepKind.ReadyForCollection);
    case 'ready_for_delivery':
      return index(TimelineStepKind.ReadyForDelivery);
    case 'out_for_delivery':
      return index(TimelineStepKind.OutForDelivery);
    case 'collected':
    case 'delivered':
      return steps.length - 1;
    case 'cancelled':
    case 'abandoned': {
      // As far as the events show, and nothing current: the order stopped there. An unpaid
      // order was never accepted: placing it, or waiting for its money, is no step done.
      const paid = paidBeforeStopping(order);
      let last = -1;
      steps.forEach((kind, position) => {
        const names = paid
          ? STEP_EVENTS[kind]
          : kind === TimelineStepKind.AwaitingPayment
            ? []
            : STEP_EVENTS[kind].filter((name) => name !== 'order_placed');
        if (order.order_events.some((event) => names.includes(event.name))) {
          last = position;
        }
      });
      return last;
    }
  }
}

export interface TimelineStepValue {
  kind: TimelineStepKind;
  label: string;
  state: TimelineStepState;
  at: string | null;
}

/**
 * Whether the order's money was in: its payment status says so, or, for a cancelled (or timed
 * out) order, the branch had the money and accepted the order before it stopped. The refund to
 * the wallet takes the money off the order, so the legacy API then answers `pending_payment`;
 * money that arrives after the cancel goes to the wallet and never paid the order.
 */
function paidBeforeStopping(order: RestOrder): boolean {
  if (order.payment_status === 'paid' || order.payment_status === 'overpaid') return true;
  if (order.status !== 'cancelled' && order.status !== 'abandoned') return false;
  const stoppedAt = order.order_events.findIndex((event) => event.name === order.status);
  const before = stoppedAt < 0 ? order.order_events : order.order_events.slice(0, stoppedAt);
  const happened = (names: string[]) => before.some((event) => names.includes(event.name));
  return happened(STEP_EVENTS[TimelineStepKind.PaymentReceived]) && happened(ACCEPTED_EVENTS);
}

/** The branch's acceptance itself (placing the order is not one). */
const ACCEPTED_EVENTS = STEP_EVENTS[TimelineStepKind.Accepted].filter(
  (name) => name !== 'order_placed',
);

export function timeline(order: RestOrder): TimelineStepValue[] {
  const paid = paidBeforeStopping(order);
  const steps: TimelineStepKind[] = [
    paid ? TimelineStepKind.PaymentReceived : TimelineStepKind.AwaitingPayment,
    TimelineStepKind.Accepted,
    TimelineStepKind.Preparing,
    ...(order.dispatch_method === 'deliver'
      ? [
          TimelineStepKind.ReadyForDelivery,
          TimelineStepKind.OutForDelivery,
          TimelineStepKind.Delivered,
        ]
      : [TimelineStepKind.ReadyForCollection, TimelineStepKind.Collected]),
  ];
  const at = reached(order, steps);
  const finished = order.status === 'collected' || order.status === 'delivered';
  const stopped = order.status === 'cancelled' || order.status === 'abandoned';
  return steps.map((kind, position) => {
    // A paid order has its payment step done even while it is still pending acceptance.
    const done =
      position < at ||
      (position === at && (finished || stopped)) ||
      (position === 0 && paid && at >= 0);
    // Unpaid, the payment step is never done: the money is still awaited (even once accepted).
    const state =
      position === 0 && !paid
        ? stopped || at < 0
          ? TimelineStepState.Upcoming
          : TimelineStepState.Current
        : done
          ? TimelineStepState.Done
          : position === at && !stopped
            ? TimelineStepState.Current
            : TimelineStepState.Upcoming;
    const event =
      state === TimelineStepState.Upcoming
        ? undefined
        : [...order.order_events].reverse().find((item) => STEP_EVENTS[kind].includes(item.name));
    return { kind, label: STEP_LABELS[kind], state, at: event?.timestamp ?? null };
  });
}
