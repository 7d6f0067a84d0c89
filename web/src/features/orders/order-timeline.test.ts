/**
 * The order's timeline as the shopper reads it: an order still owing its money does not show the
 * branch's acceptance as done or current (only the payment it awaits), and a cancelled or
 * timed-out order ends with that step, at its time.
 */
import { describe, expect, it } from 'vitest';
import { timelineView } from './order-view';

const placedAt = '2026-11-28T10:00:00+02:00';
const cancelledAt = '2026-11-28T10:05:00+02:00';

describe('the order timeline', () => {
  it('an EFT order the branch accepted before its money arrived shows only the payment as current', () => {
    const view = timelineView(
      [
        { kind: 'AWAITING_PAYMENT', state: 'CURRENT', at: placedAt },
        { kind: 'ACCEPTED', state: 'CURRENT', at: placedAt },
        { kind: 'PREPARING', state: 'UPCOMING', at: null },
        { kind: 'READY_FOR_COLLECTION', state: 'UPCOMING', at: null },
        { kind: 'COLLECTED', state: 'UPCOMING', at: null },
      ],
      { status: 'PENDING', payableBalanceInCents: 29_514, events: [] },
    );
    expect(view.map((step) => [step.kind, step.state])).toEqual([
      ['AWAITING_PAYMENT', 'CURRENT'],
      ['ACCEPTED', 'UPCOMING'],
      ['PREPARING', 'UPCOMING'],
      ['READY_FOR_COLLECTION', 'UPCOMING'],
      ['COLLECTED', 'UPCOMING'],
    ]);
    expect(view[1]!.at).toBeNull();
  });

  it('a cancelled order ends with "Cancelled", at the time it was cancelled', () => {
    const view = timelineView(
      [
        { kind: 'AWAITING_PAYMENT', state: 'UPCOMING', at: null },
        { kind: 'ACCEPTED', state: 'UPCOMING', at: null },
        { kind: 'PREPARING', state: 'UPCOMING', at: null },
        { kind: 'READY_FOR_COLLECTION', state: 'UPCOMING', at: null },
        { kind: 'COLLECTED', state: 'UPCOMING', at: null },
      ],
      {
        status: 'CANCELLED',
        payableBalanceInCents: 0,
        events: [
          { name: 'order_placed', at: placedAt },
          { name: 'cancelled', at: cancelledAt },
        ],
      },
    );
    const last = view.at(-1)!;
    expect([last.kind, last.state, last.at, last.label.message]).toEqual([
      'CANCELLED',
      'DONE',
      cancelledAt,
      'Cancelled',
    ]);
    // The steps it never reached are not listed as still to come.
    expect(view.map((step) => step.kind)).toEqual(['CANCELLED']);
  });

  it('a paid order cancelled while being prepared keeps what was done, then "Cancelled"', () => {
    const view = timelineView(
      [
        { kind: 'PAYMENT_RECEIVED', state: 'DONE', at: placedAt },
        { kind: 'ACCEPTED', state: 'DONE', at: placedAt },
        { kind: 'PREPARING', state: 'DONE', at: placedAt },
        { kind: 'READY_FOR_COLLECTION', state: 'UPCOMING', at: null },
        { kind: 'COLLECTED', state: 'UPCOMING', at: null },
      ],
      {
        status: 'CANCELLED',
        payableBalanceInCents: 0,
        events: [
          { name: 'transaction_successful', at: placedAt },
          { name: 'refund', at: cancelledAt },
          { name: 'cancelled', at: cancelledAt },
        ],
      },
    );
    expect(view.map((step) => step.kind)).toEqual([
      'PAYMENT_RECEIVED',
      'ACCEPTED',
      'PREPARING',
      'CANCELLED',
    ]);
  });

  it('an EFT order accepted but never paid, then cancelled, shows no acceptance done', () => {
    const view = timelineView(
      [
        { kind: 'AWAITING_PAYMENT', state: 'UPCOMING', at: null },
        { kind: 'ACCEPTED', state: 'DONE', at: placedAt },
        { kind: 'PREPARING', state: 'UPCOMING', at: null },
      ],
      {
        status: 'CANCELLED',
        payableBalanceInCents: 0,
        events: [{ name: 'cancelled', at: cancelledAt }],
      },
    );
    expect(view.map((step) => step.kind)).toEqual(['CANCELLED']);
  });

  it('an EFT order paid, then cancelled, keeps its acceptance', () => {
    const view = timelineView(
      [
        { kind: 'AWAITING_PAYMENT', state: 'UPCOMING', at: null },
        { kind: 'ACCEPTED', state: 'DONE', at: placedAt },
      ],
      {
        status: 'CANCELLED',
        payableBalanceInCents: 0,
        events: [
          { name: 'payment_received', at: placedAt },
          { name: 'refund', at: cancelledAt },
          { name: 'cancelled', at: cancelledAt },
        ],
      },
    );
    expect(view.map((step) => step.kind)).toEqual(['ACCEPTED', 'CANCELLED']);
  });

  it('a timed-out order ends with "Timed out"', () => {
    const view = timelineView([{ kind: 'AWAITING_PAYMENT', state: 'UPCOMING', at: null }], {
      status: 'ABANDONED',
      payableBalanceInCents: 8_998,
      events: [{ name: 'abandoned', at: cancelledAt }],
    });
    expect(view.map((step) => [step.kind, step.label.message])).toEqual([
      ['TIMED_OUT', 'Timed out'],
    ]);
  });
});
