import { describe, expect, it } from 'vitest';
import { orderEvents } from './events.js';

const at = '2026-11-25T10:00:00+02:00';

describe('orderEvents', () => {
  it('lists a failed payment once, not again as the return to awaiting payment', () => {
    const events = orderEvents([
      { timestamp: at, name: 'order_placed', message: 'Order placed' },
      { timestamp: at, name: 'payment_failed', message: 'Provider declined payment' },
      { timestamp: at, name: 'awaiting_payment', message: 'Provider declined payment' },
      { timestamp: at, name: 'payment_failed', message: 'Insufficient funds' },
      { timestamp: at, name: 'awaiting_payment', message: 'Insufficient funds' },
    ]);
    expect(events.map((event) => event.message)).toEqual([
      'Order placed',
      'Provider declined payment',
      'Insufficient funds',
    ]);
  });

  it('keeps two failures of two attempts, and events that say something else', () => {
    const later = '2026-11-25T10:05:00+02:00';
    const events = orderEvents([
      { timestamp: at, name: 'payment_failed', message: 'Provider declined payment' },
      { timestamp: at, name: 'awaiting_payment', message: 'Awaiting payment' },
      { timestamp: later, name: 'payment_failed', message: 'Provider declined payment' },
    ]);
    expect(events).toHaveLength(3);
  });
});
