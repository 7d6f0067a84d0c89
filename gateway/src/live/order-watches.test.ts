import type { RestOrder } from '@shopfront/legacy-api';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SessionData } from '../session/types.js';
import { orderRevision } from './order-revision.js';
import { OrderWatches, TooManyWatchesError } from './order-watches.js';

const session = { userId: 7, authToken: 't' } as SessionData;

function order(status: RestOrder['status']): RestOrder {
  return {
    id: 42,
    user_id: 7,
    status,
    payment_status: 'paid',
    shipping_status: null,
    stock_short: false,
    total_in_cents: 1000,
    payable_balance_in_cents: 0,
    order_events: [],
    reviewed_at: null,
  } as unknown as RestOrder;
}

describe('OrderWatches', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('reads a watched order once per interval for every waiting page, and answers within one interval of a change', async () => {
    let current = order('pending');
    const fetchOrder = vi.fn(() => Promise.resolve(current));
    const watches = new OrderWatches({ intervalMs: 2000, holdMs: 25_000, fetchOrder });
    const seen = orderRevision(current);
    const answers = Array.from({ length: 50 }, () => watches.next(session, 42, seen));
    await vi.advanceTimersByTimeAsync(0);
    expect(fetchOrder).toHaveBeenCalledTimes(1);

    await vi.advanceTimersByTimeAsync(6000);
    expect(fetchOrder).toHaveBeenCalledTimes(4);
    expect(watches.waiting).toBe(50);

    current = order('preparing');
    // The next read is at most one interval (2 s) after the change: inside the 3 s goal.
    await vi.advanceTimersByTimeAsync(2000);
    const statuses = (await Promise.all(answers)).map((answer) => answer.status);
    expect(statuses).toEqual(Array.from({ length: 50 }, () => 'preparing'));
    expect(fetchOrder).toHaveBeenCalledTimes(5);
  });

  it('ends the hold with the order as it is, and stops reading once nobody waits', async () => {
    const fetchOrder = vi.fn(() => Promise.resolve(order('pending')));
    const watches = new OrderWatches({ intervalMs: 2000, holdMs: 5000, fetchOrder });
    const answer = watches.next(session, 42, orderRevision(order('pending')));
    await vi.advanceTimersByTimeAsync(5000);
    expect((await answer).status).toBe('pending');
    const reads = fetchOrder.mock.calls.length;
    await vi.advanceTimersByTimeAsync(20_000);
    expect(fetchOrder.mock.calls.length).toBeLessThanOrEqual(reads + 1);
    expect(watches.watched).toBe(0);
  });

  it('lets a page that went away go without an answer to anyone', async () => {
    const fetchOrder = vi.fn(() => Promise.resolve(order('pending')));
    const watches = new OrderWatches({ intervalMs: 2000, holdMs: 25_000, fetchOrder });
    const gone = new AbortController();
    const answer = watches.next(session, 42, orderRevision(order('pending')), gone.signal);
    await vi.advanceTimersByTimeAsync(0);
    gone.abort();
    await answer;
    expect(watches.waiting).toBe(0);
  });

  it('tells every waiting page when the order cannot be read', async () => {
    const fetchOrder = vi.fn(() => Promise.reject(new Error('down')));
    const watches = new OrderWatches({ intervalMs: 2000, holdMs: 25_000, fetchOrder });
    const answers = [watches.next(session, 42, 'x'), watches.next(session, 42, 'x')];
    await expect(Promise.all(answers)).rejects.toThrow('down');
    expect(fetchOrder).toHaveBeenCalledTimes(1);
  });
  it('never answers a page that shows a newer order with an older read of the watch', async () => {
    // A page waits on a pending order; the order then moves on (paid, stock short) and the
    // shopper's next page loads it before the watch has read it again.
    let current = order('pending');
    const fetchOrder = vi.fn(() => Promise.resolve(current));
    const watches = new OrderWatches({ intervalMs: 2000, holdMs: 25_000, fetchOrder });
    const gone = new AbortController();
    void watches.next(session, 42, orderRevision(current), gone.signal).catch(() => undefined);
    await vi.advanceTimersByTimeAsync(0);
    gone.abort();
    current = order('stock_short');
    const answer = watches.next(session, 42, orderRevision(current));
    let answered: RestOrder | null = null;
    void answer.then((value) => (answered = value));
    await vi.advanceTimersByTimeAsync(0);
    // The watch read the order again instead of handing back its pending copy, and the page
    // keeps waiting for a real change.
    expect(fetchOrder).toHaveBeenCalledTimes(2);
    expect(answered).toBeNull();
    current = order('preparing');
    await vi.advanceTimersByTimeAsync(2000);
    expect((await answer).status).toBe('preparing');
  });

  it("refuses a shopper's watch past the cap before it holds or reads, and lets one in again once another ends", async () => {
    const fetchOrder = vi.fn((_session: SessionData, id: number) =>
      Promise.resolve({ ...order('pending'), id }),
    );
    const watches = new OrderWatches({
      intervalMs: 2000,
      holdMs: 25_000,
      perShopper: 3,
      fetchOrder,
    });
    const seen = orderRevision(order('pending'));
    const tabs = [1, 2, 3].map(() => new AbortController());
    const held = tabs.map((tab, i) => watches.next(session, 40 + i, seen, tab.signal));
    await vi.advanceTimersByTimeAsync(0);
    expect(watches.waiting).toBe(3);
    const reads = fetchOrder.mock.calls.length;

    expect(() => watches.next(session, 49, seen)).toThrow(TooManyWatchesError);
    expect(() => watches.next(session, 40, seen)).toThrow('3');
    expect(watches.waiting).toBe(3);
    expect(fetchOrder).toHaveBeenCalledTimes(reads);

    // Another shopper has their own three.
    const other = { userId: 8, authToken: 'u' } as SessionData;
    const theirs = watches.next(other, 50, seen);
    expect(watches.waiting).toBe(4);

    tabs[0]?.abort();
    await held[0];
    const again = watches.next(session, 49, seen);
    expect(watches.waiting).toBe(4);
    await vi.advanceTimersByTimeAsync(0);
    watches.close();
    await Promise.all([...held, theirs, again]);
    expect(watches.waiting).toBe(0);
  });
});
