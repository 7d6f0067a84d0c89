/**
 * View models of an order: the status pill (green for collected and delivered;
 * red for stock short, ready for collection and pending payment; yellow for pending, preparing,
 * ready for delivery and out for delivery), the timeline and what the shopper can do.
 */
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type {
  OrderStatus,
  PaymentProvider,
  PaymentStatus,
  StatusPillColour,
  TimelineStepKind,
  TimelineStepState,
} from '../../generated/types';

export const PILL_COLOUR: Record<OrderStatus, StatusPillColour> = {
  COLLECTED: 'GREEN',
  DELIVERED: 'GREEN',
  STOCK_SHORT: 'RED',
  READY_FOR_COLLECTION: 'RED',
  PENDING_PAYMENT: 'RED',
  CANCELLED: 'RED',
  ABANDONED: 'RED',
  PENDING: 'YELLOW',
  PREPARING: 'YELLOW',
  READY_FOR_DELIVERY: 'YELLOW',
  OUT_FOR_DELIVERY: 'YELLOW',
  PAYMENT_PROCESSING: 'YELLOW',
};

export const STATUS_LABEL: Record<OrderStatus, MessageDescriptor> = {
  // The branch has the order (the timeline's "Accepted" step).
  PENDING: msg`Accepted`,
  PREPARING: msg`Preparing`,
  STOCK_SHORT: msg`Stock short`,
  READY_FOR_COLLECTION: msg`Ready for collection`,
  READY_FOR_DELIVERY: msg`Ready for delivery`,
  COLLECTED: msg`Collected`,
  OUT_FOR_DELIVERY: msg`Out for delivery`,
  DELIVERED: msg`Delivered`,
  CANCELLED: msg`Cancelled`,
  ABANDONED: msg`Timed out`,
  PENDING_PAYMENT: msg`Awaiting payment`,
  PAYMENT_PROCESSING: msg`Payment processing`,
};

export const STEP_LABEL: Record<TimelineStepKind, MessageDescriptor> = {
  PAYMENT_RECEIVED: msg`Payment received`,
  AWAITING_PAYMENT: msg`Awaiting payment`,
  ACCEPTED: msg`Accepted`,
  PREPARING: msg`Preparing`,
  READY_FOR_DELIVERY: msg`Ready for delivery`,
  READY_FOR_COLLECTION: msg`Ready for collection`,
  OUT_FOR_DELIVERY: msg`Out for delivery`,
  DELIVERED: msg`Delivered`,
  COLLECTED: msg`Collected`,
};

export interface Pill {
  colour: StatusPillColour;
  className: string;
  label: MessageDescriptor;
}

/**
 * The pill of a status; the server's colour wins when it sends one. An accepted order with
 * money still owed (an EFT not yet arrived) says "Awaiting payment" in red, never what a paid
 * order says.
 */
export function pillOf(
  status: OrderStatus,
  serverColour?: StatusPillColour | null,
  payableBalanceInCents = 0,
): Pill {
  const owing = status === 'PENDING' && payableBalanceInCents > 0;
  const colour = owing ? 'RED' : (serverColour ?? PILL_COLOUR[status]);
  const label = owing ? STATUS_LABEL.PENDING_PAYMENT : STATUS_LABEL[status];
  return { colour, className: `pill pill-${colour.toLowerCase()}`, label };
}

const NOTHING_SUPPLIED: OrderStatus[] = ['CANCELLED', 'ABANDONED'];

/**
 * Whether a line says how much was supplied: once it is packed (or the packer supplied less),
 * and never on an order that was cancelled or timed out before anything left the branch.
 */
export function showsSupplied(
  status: OrderStatus,
  item: { packedAt?: string | null; quantity: number; quantityOrdered: number },
): boolean {
  if (NOTHING_SUPPLIED.includes(status)) return false;
  return item.packedAt != null || item.quantity !== item.quantityOrdered;
}

/** The steps the web adds where the order stopped: the gateway's path has no such step. */
export type StopStepKind = 'CANCELLED' | 'TIMED_OUT';

const STOP_STEP: Record<
  StopStepKind,
  { status: OrderStatus; event: string; label: MessageDescriptor }
> = {
  CANCELLED: { status: 'CANCELLED', event: 'cancelled', label: msg`Cancelled` },
  TIMED_OUT: { status: 'ABANDONED', event: 'abandoned', label: msg`Timed out` },
};

/** Order events that mean money reached the order. */
const MONEY_EVENTS = new Set([
  'payment_received',
  'transaction_successful',
  'credit_applied',
  'refund',
]);

export interface TimelineStepView {
  kind: TimelineStepKind | StopStepKind;
  label: MessageDescriptor;
  state: TimelineStepState;
  at: string | null;
}

export interface TimelineOrder {
  status: OrderStatus;
  payableBalanceInCents: number;
  events: readonly { name: string; at: string }[];
}

/**
 * The timeline as the shopper reads it. While the order still owes its money, the branch's
 * acceptance is not shown as done or current: only the payment it awaits is (an EFT order is
 * accepted before its money arrives, and "Accepted" read as paid). A cancelled or timed-out
 * order lists what it did reach (no acceptance when it was never paid), then "Cancelled" or
 * "Timed out" at its time, not the steps it never will.
 */
export function timelineView(
  steps: { kind: TimelineStepKind; state: TimelineStepState; at: string | null }[],
  order?: TimelineOrder,
): TimelineStepView[] {
  const owing =
    order !== undefined &&
    order.payableBalanceInCents > 0 &&
    (order.status === 'PENDING' ||
      order.status === 'PENDING_PAYMENT' ||
      order.status === 'PAYMENT_PROCESSING');
  const view: TimelineStepView[] = steps.map((step) => {
    const state = owing && step.kind === 'ACCEPTED' ? 'UPCOMING' : step.state;
    return {
      kind: step.kind,
      label: STEP_LABEL[step.kind],
      state,
      at: state === 'UPCOMING' ? null : step.at,
    };
  });
  const stop = (Object.keys(STOP_STEP) as StopStepKind[]).find(
    (kind) => STOP_STEP[kind].status === order?.status,
  );
  if (!order || !stop) return view;
  const event = order.events.findLast((item) => item.name === STOP_STEP[stop].event);
  // Never paid before it stopped (no money event before the stop): no acceptance to show.
  const stoppedAt = order.events.findLastIndex((item) => item.name === STOP_STEP[stop].event);
  const neverPaid = !order.events
    .slice(0, stoppedAt < 0 ? order.events.length : stoppedAt)
    .some((item) => MONEY_EVENTS.has(item.name));
  return [
    ...view.filter((step) => step.state !== 'UPCOMING' && !(neverPaid && step.kind === 'ACCEPTED')),
    { kind: stop, label: STOP_STEP[stop].label, state: 'DONE', at: event?.at ?? null },
  ];
}

const EDITABLE: OrderStatus[] = [
  'PENDING_PAYMENT',
  'PAYMENT_PROCESSING',
  'PENDING',
  'PREPARING',
  'STOCK_SHORT',
];

export function canEdit(status: OrderStatus): boolean {
  return EDITABLE.includes(status);
}

export function canCancel(status: OrderStatus): boolean {
  return EDITABLE.includes(status);
}

/**
 * Money is owed and can be paid: the order awaits payment, or a change left an open order
 * underpaid (`UNDERPAID`: the shopper pays the balance).
 */
export function awaitsPayment(order: {
  status: OrderStatus;
  payableBalanceInCents: number;
  paymentStatus?: PaymentStatus;
}) {
  if (order.payableBalanceInCents <= 0) return false;
  if (order.status === 'PENDING_PAYMENT' || order.status === 'PAYMENT_PROCESSING') return true;
  return order.paymentStatus === 'UNDERPAID' && EDITABLE.includes(order.status);
}

/**
 * An EFT order whose money has not (all) arrived: the order page shows how to pay it. Before
 * the EFT is recorded the order still awaits payment the usual way (Pay now).
 */
export function awaitsEft(order: {
  status: OrderStatus;
  payableBalanceInCents: number;
  paymentProvider?: PaymentProvider | null;
}) {
  return (
    order.paymentProvider === 'OFFLINE_EFT' &&
    order.payableBalanceInCents > 0 &&
    EDITABLE.includes(order.status) &&
    order.status !== 'PENDING_PAYMENT' &&
    order.status !== 'PAYMENT_PROCESSING'
  );
}

/** Payment-pending orders are polled every 10 seconds. */
export const PAYMENT_POLL_MS = 10_000;
/** Other open orders (accepted, preparing, ready, on the way) every 15 seconds: live status. */
export const ACTIVE_POLL_MS = 15_000;

const MOVING: OrderStatus[] = [
  'PENDING',
  'PREPARING',
  'STOCK_SHORT',
  'READY_FOR_COLLECTION',
  'READY_FOR_DELIVERY',
  'OUT_FOR_DELIVERY',
];

/** How often an order's page asks for it again; 0 once it is over. */
export function pollInterval(status: OrderStatus | undefined): number {
  if (status === 'PENDING_PAYMENT' || status === 'PAYMENT_PROCESSING') return PAYMENT_POLL_MS;
  return status && MOVING.includes(status) ? ACTIVE_POLL_MS : 0;
}
