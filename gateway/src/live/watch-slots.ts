/**
 * How many held `orderUpdate` pages one shopper has open at once, counted across every replica
 * when Redis is configured (one sorted set per shopper: a member per held page, scored with the
 * time its hold ends, so the holds of a replica that died without releasing them stop counting
 * once they would have ended), and per replica without Redis or while Redis is unavailable.
 */
import { randomUUID } from 'node:crypto';
import { RedisUnavailableError, type RedisLink } from '../cache/redis.js';

/** One held page's place in its shopper's count, given back when the page has its answer. */
export interface WatchSlot {
  release(): void;
}

export interface WatchSlots {
  /**
   * A slot for one held page of `userId` for at most `holdMs`, or null when the shopper already
   * holds `limit` pages (at once when counted in memory).
   */
  take(userId: number, limit: number, holdMs: number): WatchSlot | null | Promise<WatchSlot | null>;
}

/** Held pages counted by this replica alone. */
export class MemoryWatchSlots implements WatchSlots {
  private readonly held = new Map<number, number>();

  take(userId: number, limit: number): WatchSlot | null {
    const count = this.held.get(userId) ?? 0;
    if (count >= limit) return null;
    this.held.set(userId, count + 1);
    let released = false;
    return {
      release: () => {
        if (released) return;
        released = true;
        const left = (this.held.get(userId) ?? 1) - 1;
        if (left > 0) this.held.set(userId, left);
        else this.held.delete(userId);
      },
    };
  }
}

/**
 * Drops the members whose hold has ended (by Redis's own clock, the same for every replica), then
 * adds this one when fewer than the limit are left. The key lives as long as its longest hold.
 */
const TAKE = `local time = redis.call('TIME')
local now = tonumber(time[1]) * 1000 + math.floor(tonumber(time[2]) / 1000)
local hold = tonumber(ARGV[2])
redis.call('ZREMRANGEBYSCORE', KEYS[1], '-inf', now)
if redis.call('ZCARD', KEYS[1]) >= tonumber(ARGV[3]) then return 0 end
redis.call('ZADD', KEYS[1], now + hold, ARGV[1])
if redis.call('PTTL', KEYS[1]) < hold then redis.call('PEXPIRE', KEYS[1], hold) end
return 1`;

/** A held page's slot outlives its hold by this much (the last poll, the answer's way out). */
export const SLOT_MARGIN_MS = 5_000;

const slotsKey = (userId: number) => `sf:order-watches:${userId}`;

/** Held pages counted across every replica sharing the Redis; per replica when it is away. */
export class RedisWatchSlots implements WatchSlots {
  /** This replica's name in the members, so two replicas never write the same one. */
  private readonly replica = randomUUID();
  private next = 0;

  constructor(
    private readonly redis: RedisLink,
    private readonly fallback = new MemoryWatchSlots(),
  ) {}

  async take(userId: number, limit: number, holdMs: number): Promise<WatchSlot | null> {
    const member = `${this.replica}:${(this.next += 1)}`;
    const key = slotsKey(userId);
    let taken: unknown;
    try {
      taken = await this.redis.run('order-watches', (client) =>
        client.eval(TAKE, 1, key, member, String(holdMs + SLOT_MARGIN_MS), String(limit)),
      );
    } catch (error) {
      if (!(error instanceof RedisUnavailableError)) throw error;
      // Redis is away: this replica's own count still holds its share of the cap.
      return this.fallback.take(userId, limit);
    }
    if (taken !== 1) return null;
    let released = false;
    return {
      release: () => {
        if (released) return;
        released = true;
        // Not released (Redis away): the member stops counting when its hold would have ended.
        void this.redis.run('order-watches', (client) => client.zrem(key, member)).catch(() => {});
      },
    };
  }
}
