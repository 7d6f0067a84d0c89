import type { RestOrder } from '@shopfront/legacy-api';
import { describe, expect, it } from 'vitest';
import { statusPill, timeline } from './status.js';

const order = (overrides: Partial<RestOrder>): RestOrder =>
  ({
    status: 'pending',
    payment_status: 'paid',
    dispatch_method: 'collect',
    order_events: [],
    ...overrides,
  }) as RestOrder;

const states = (value: RestOrder) => timeline(value).map((step) => `${step.kind}:${step.state}`);

describe('statusPill', () => {
  it('colours statuses as the legacy shopper client does', () => {
    expect(statusPill('collected')).toEqual({ colour: 'GREEN', label: 'Collected' });
    expect(statusPill('delivered').colour).toBe('GREEN');
    for (const status of ['stock_short', 'ready_for_collection', 'pending_payment'] as const) {
      expect(statusPill(status).colour).toBe('RED');
    }
    for (const status of [
      'pending',
      'preparing',
      'ready_for_delivery',
      'out_for_delivery',
    ] as const) {
      expect(statusPill(status).colour).toBe('YELLOW');
    }
  });
});

describe('statusPill of an accepted order', () => {
  it('says "Accepted", as the timeline does, once the order is paid', () => {
    expect(statusPill('pending', 0)).toEqual({ colour: 'YELLOW', label: 'Accepted' });
  });

  it('says "Awaiting payment" in red while money is still owed (an unpaid EFT order)', () => {
    expect(statusPill('pending', 3_099)).toEqual({ colour: 'RED', label: 'Awaiting payment' });
  });
});

describe('timeline', () => {
  it('walks a paid collection order', () => {
    expect(states(order({ status: 'preparing' }))).toEqual([
      'PAYMENT_RECEIVED:DONE',
      'ACCEPTED:DONE',
      'PREPARING:CURRENT',
      'READY_FOR_COLLECTION:UPCOMING',
      'COLLECTED:UPCOMING',
    ]);
  });

  it('starts an unpaid order at awaiting payment, and follows the delivery path', () => {
    expect(
      states(
        order({
          status: 'pending_payment',
          payment_status: 'pending_payment',
          dispatch_method: 'deliver',
        }),
      ),
    ).toEqual([
      'AWAITING_PAYMENT:CURRENT',
      'ACCEPTED:UPCOMING',
      'PREPARING:UPCOMING',
      'READY_FOR_DELIVERY:UPCOMING',
      'OUT_FOR_DELIVERY:UPCOMING',
      'DELIVERED:UPCOMING',
    ]);
  });

  it('marks every step done once delivered, with event times', () => {
    const steps = timeline(
      order({
        status: 'delivered',
        dispatch_method: 'deliver',
        order_events: [
          { name: 'payment_received', message: 'Paid', timestamp: '2026-11-20T09:00:00+02:00' },
          { name: 'delivered', message: 'Delivered', timestamp: '2026-11-21T12:00:00+02:00' },
        ],
      }),
    );
    expect(steps.every((step) => step.state === 'DONE')).toBe(true);
    expect(steps[0]?.at).toBe('2026-11-20T09:00:00+02:00');
    expect(steps.at(-1)?.at).toBe('2026-11-21T12:00:00+02:00');
  });

  it('stops a cancelled order where its events end, with no current step', () => {
    const steps = states(
      order({
        status: 'cancelled',
        order_events: [
          { name: 'payment_received', message: '', timestamp: '2026-11-20T09:00:00+02:00' },
        ],
      }),
    );
    expect(steps).toEqual([
      'PAYMENT_RECEIVED:DONE',
      'ACCEPTED:UPCOMING',
      'PREPARING:UPCOMING',
      'READY_FOR_COLLECTION:UPCOMING',
      'COLLECTED:UPCOMING',
    ]);
  });
});

describe('timeline of unpaid orders', () => {
  const placed = { timestamp: '2026-11-22T10:00:00+02:00', message: 'Order placed' };
  it('keeps "Awaiting payment" current while an EFT order waits for the money', () => {
    expect(
      states(
        order({
          status: 'pending',
          payment_status: 'pending_payment',
          order_events: [
            { ...placed, name: 'order_placed' },
            { ...placed, name: 'awaiting_payment' },
          ],
        }),
      ).slice(0, 2),
    ).toEqual(['AWAITING_PAYMENT:CURRENT', 'ACCEPTED:CURRENT']);
  });

  it('keeps "Payment received" on an order paid, then cancelled and refunded to the wallet', () => {
    // The refund takes the money off the order, so the legacy API answers pending_payment.
    const refunded = order({
      status: 'cancelled',
      payment_status: 'pending_payment',
      order_events: [
        { ...placed, name: 'order_placed' },
        { ...placed, name: 'payment_received' },
        { ...placed, name: 'accepted' },
        { ...placed, name: 'refund' },
        { ...placed, name: 'cancelled' },
      ],
    });
    expect(states(refunded).slice(0, 3)).toEqual([
      'PAYMENT_RECEIVED:DONE',
      'ACCEPTED:DONE',
      'PREPARING:UPCOMING',
    ]);
  });

  it('does not count money that arrived after the cancel (it went to the wallet)', () => {
    const late = order({
      status: 'cancelled',
      payment_status: 'pending_payment',
      order_events: [
        { ...placed, name: 'order_placed' },
        { ...placed, name: 'awaiting_payment' },
        { ...placed, name: 'cancelled' },
        { ...placed, name: 'payment_received' },
        { ...placed, name: 'refund' },
      ],
    });
    expect(states(late).slice(0, 2)).toEqual(['AWAITING_PAYMENT:UPCOMING', 'ACCEPTED:UPCOMING']);
  });

  it('does not show an unpaid cancelled or abandoned order as accepted', () => {
    for (const status of ['cancelled', 'abandoned'] as const) {
      expect(
        states(
          order({
            status,
            payment_status: 'pending_payment',
            order_events: [
              { ...placed, name: 'order_placed' },
              { ...placed, name: 'awaiting_payment' },
              { ...placed, name: status },
            ],
          }),
        ).slice(0, 2),
      ).toEqual(['AWAITING_PAYMENT:UPCOMING', 'ACCEPTED:UPCOMING']);
    }
  });
});
