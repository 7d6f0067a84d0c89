/**
 * Live order updates without one upstream poll per page (ADR 0026). Every page showing an open
 * order holds one `orderUpdate` query open (a long poll through the ordinary GraphQL pipeline);
 * the resolver waits here. One watch per order asks the legacy API for the order once per
 * interval, however many pages of this replica wait on it, and answers every waiting page as soon
 * as the order's revision differs from the one the page showed.
 */
import type { RestOrder } from '@shopfront/legacy-api';
import type { SessionData } from '../session/types.js';
import { orderRevision } from './order-revision.js';
import { MemoryWatchSlots, type WatchSlot, type WatchSlots } from './watch-slots.js';

export interface OrderWatchOptions {
  /** How often one watch asks the legacy API for its order. */
  intervalMs: number;
  /** How long a page's request is held when nothing changes; it then gets the order as it is. */
  holdMs: number;
  /**
   * Most pages one shopper may hold waiting at once (ORDER_WATCHES_PER_SHOPPER), over every
   * replica sharing `slots`; no cap when absent.
   */
  perShopper?: number;
  /** Where held pages are counted: across replicas with Redis; this replica's alone by default. */
  slots?: WatchSlots;
  /** Reads the order upstream with a waiting shopper's session. */
  fetchOrder(session: SessionData, orderId: number): Promise<RestOrder>;
  /** Told once per upstream poll (the metric). */
  onPoll?: () => void;
}

/** What a waiting page gets: the order (changed, or unchanged at the end of the hold) or an error. */
interface Waiter {
  seen: string;
  resolve(order: RestOrder): void;
  reject(error: unknown): void;
  timer: NodeJS.Timeout;
  /** Its place in the shopper's count (null without a cap). */
  slot: WatchSlot | null;
}

interface Watch {
  userId: number;
  orderId: number;
  /** The latest waiter's session: every waiter of a watch is the same shopper. */
  session: SessionData;
  waiters: Set<Waiter>;
  latest: RestOrder | null;
  revision: string | null;
  timer: NodeJS.Timeout | null;
  polling: boolean;
}

/** A shopper already holds as many waiting pages as allowed: refused before it holds. */
export class TooManyWatchesError extends Error {
  constructor(readonly limit: number) {
    super(
      `This shopper already follows ${limit} orders live, the most at once: an order page that stops following its order (a closed tab) makes room.`,
    );
    this.name = 'TooManyWatchesError';
  }
}

export class OrderWatches {
  private readonly watches = new Map<string, Watch>();
  private readonly slots: WatchSlots;
  private closed = false;

  constructor(private readonly options: OrderWatchOptions) {
    this.slots = options.slots ?? new MemoryWatchSlots();
  }

  /** Pages waiting now, over all orders (the metric, and tests waiting for their watchers). */
  get waiting(): number {
    let count = 0;
    for (const watch of this.watches.values()) count += watch.waiters.size;
    return count;
  }

  /** Orders watched now (each read upstream once per interval). */
  get watched(): number {
    return this.watches.size;
  }

  /**
   * The order once its revision is no longer `seen`, or as it is after the hold. `gone` ends the
   * wait when the page's request goes away (the tab closed). The order still has to be checked
   * as the shopper's by the caller. Past the shopper's cap, TooManyWatchesError before it holds
   * (thrown at once when counted in memory).
   */
  next(
    session: SessionData,
    orderId: number,
    seen: string,
    gone?: AbortSignal,
  ): Promise<RestOrder> {
    const cap = this.options.perShopper;
    if (cap === undefined) return this.hold(session, orderId, seen, null, gone);
    const slot = this.slots.take(session.userId, cap, this.options.holdMs);
    const held = (taken: WatchSlot | null) => {
      if (!taken) throw new TooManyWatchesError(cap);
      return this.hold(session, orderId, seen, taken, gone);
    };
    return slot instanceof Promise ? slot.then(held) : held(slot);
  }

  private hold(
    session: SessionData,
    orderId: number,
    seen: string,
    slot: WatchSlot | null,
    gone?: AbortSignal,
  ): Promise<RestOrder> {
    const key = `${session.userId}:${orderId}`;
    let watch = this.watches.get(key);
    if (!watch) {
      watch = {
        userId: session.userId,
        orderId,
        session,
        waiters: new Set(),
        latest: null,
        revision: null,
        timer: null,
        polling: false,
      };
      this.watches.set(key, watch);
    }
    watch.session = session;
    // A page that shows another revision than the watch's last read is never answered from that
    // read: it may be older than the page's own data (a page that just loaded the order after a
    // change the watch has not read yet). The watch reads the order again now instead.
    const readNow = watch.latest !== null && watch.revision !== seen;
    const current = watch;
    return new Promise<RestOrder>((resolve, reject) => {
      const waiter: Waiter = {
        seen,
        resolve,
        reject,
        timer: setTimeout(
          () => this.release(current, waiter),
          this.closed || gone?.aborted ? 0 : this.options.holdMs,
        ),
        slot,
      };
      waiter.timer.unref();
      current.waiters.add(waiter);
      gone?.addEventListener('abort', () => this.release(current, waiter), { once: true });
      // A new watch asks at once; a running one keeps its rhythm, unless this page needs a read
      // newer than the last one.
      if (current.polling) return;
      if (readNow && current.timer) {
        clearTimeout(current.timer);
        current.timer = null;
      }
      if (!current.timer) void this.poll(current);
    });
  }

  /** Answers every waiting page with the order as it is (at shutdown). */
  close(): void {
    this.closed = true;
    for (const watch of this.watches.values()) {
      if (watch.timer) clearTimeout(watch.timer);
      for (const waiter of watch.waiters) this.release(watch, waiter);
    }
    this.watches.clear();
  }

  /** Ends one wait with the latest order known (none yet: the page asks again later). */
  private release(watch: Watch, waiter: Waiter): void {
    if (!this.forget(watch, waiter)) return;
    clearTimeout(waiter.timer);
    if (watch.latest) waiter.resolve(watch.latest);
    else waiter.reject(new Error('The order could not be read in time'));
  }

  private async poll(watch: Watch): Promise<void> {
    watch.timer = null;
    const key = `${watch.userId}:${watch.orderId}`;
    if (watch.waiters.size === 0 || this.closed) {
      // Nobody waits: the watch ends (a page asking again starts a new one).
      if (this.watches.get(key) === watch) this.watches.delete(key);
      return;
    }
    watch.polling = true;
    this.options.onPoll?.();
    try {
      const order = await this.options.fetchOrder(watch.session, watch.orderId);
      watch.latest = order;
      watch.revision = orderRevision(order);
      for (const waiter of [...watch.waiters]) {
        if (waiter.seen !== watch.revision) this.settle(watch, waiter, () => waiter.resolve(order));
      }
    } catch (error) {
      // Every page waiting now hears of the failure (a missing order, an ended session, an
      // unreachable backend) and asks again after a pause of its own.
      for (const waiter of [...watch.waiters])
        this.settle(watch, waiter, () => waiter.reject(error));
      this.watches.delete(key);
      watch.polling = false;
      return;
    }
    watch.polling = false;
    if (this.closed) return;
    watch.timer = setTimeout(() => void this.poll(watch), this.options.intervalMs);
    watch.timer.unref();
  }

  private settle(watch: Watch, waiter: Waiter, answer: () => void): void {
    this.forget(watch, waiter);
    clearTimeout(waiter.timer);
    answer();
  }

  /** Takes a waiting page off its watch and its shopper's count; false when it was not there. */
  private forget(watch: Watch, waiter: Waiter): boolean {
    if (!watch.waiters.delete(waiter)) return false;
    waiter.slot?.release();
    return true;
  }
}
