/**
 * Revoked sessions: one session at sign-out (by its id, until it would have expired anyway) and
 * every session of a shopper issued before a moment (password reset). Kept in Redis when the
 * gateway has it, so every replica refuses a revoked cookie, and always in memory too, so a Redis
 * outage never brings a revoked session back on this replica.
 */
import { RedisUnavailableError, type RedisLink } from '../cache/redis.js';

export interface SealedSessionFacts {
  sid: string;
  userId: number;
  /** Issued at, in ms. */
  iat: number;
}

export interface SessionRevocations {
  revokeSession(sid: string, expiresAtMs: number): Promise<void>;
  revokeShopper(userId: number, atMs: number): Promise<void>;
  isRevoked(session: SealedSessionFacts): Promise<boolean>;
}

export class MemoryRevocations implements SessionRevocations {
  private readonly sessions = new Map<string, number>();
  private readonly shoppers = new Map<number, number>();

  async revokeSession(sid: string, expiresAtMs: number): Promise<void> {
    const now = Date.now();
    for (const [id, until] of this.sessions) if (until <= now) this.sessions.delete(id);
    this.sessions.set(sid, expiresAtMs);
  }

  async revokeShopper(userId: number, atMs: number): Promise<void> {
    this.shoppers.set(userId, Math.max(atMs, this.shoppers.get(userId) ?? 0));
  }

  async isRevoked({ sid, userId, iat }: SealedSessionFacts): Promise<boolean> {
    const until = this.sessions.get(sid);
    if (until !== undefined && until > Date.now()) return true;
    return iat < (this.shoppers.get(userId) ?? 0);
  }
}

const sessionKey = (sid: string) => `sf:session:revoked:${sid}`;
const shopperKey = (userId: number) => `sf:session:revoked-before:${userId}`;
/** How long a shopper-wide cut-off is kept: longer than any session lives. */
const SHOPPER_CUTOFF_TTL_MS = 90 * 24 * 60 * 60 * 1000;

export class RedisRevocations implements SessionRevocations {
  private readonly memory = new MemoryRevocations();

  constructor(private readonly redis: RedisLink) {}

  async revokeSession(sid: string, expiresAtMs: number): Promise<void> {
    await this.memory.revokeSession(sid, expiresAtMs);
    const ttl = Math.max(1, expiresAtMs - Date.now());
    await this.quietly(() =>
      this.redis.run('cache', (client) => client.set(sessionKey(sid), '1', 'PX', ttl)),
    );
  }

  async revokeShopper(userId: number, atMs: number): Promise<void> {
    await this.memory.revokeShopper(userId, atMs);
    await this.quietly(() =>
      this.redis.run('cache', (client) =>
        client.set(shopperKey(userId), String(atMs), 'PX', SHOPPER_CUTOFF_TTL_MS),
      ),
    );
  }

  async isRevoked(session: SealedSessionFacts): Promise<boolean> {
    if (await this.memory.isRevoked(session)) return true;
    const shared = await this.quietly(() =>
      this.redis.run('cache', (client) =>
        client.mget(sessionKey(session.sid), shopperKey(session.userId)),
      ),
    );
    if (!shared) return false;
    const [revoked, cutoff] = shared;
    return revoked !== null || session.iat < Number(cutoff ?? 0);
  }

  /** Redis down: this replica's memory still holds what it revoked itself. */
  private async quietly<T>(work: () => Promise<T>): Promise<T | null> {
    try {
      return await work();
    } catch (error) {
      if (error instanceof RedisUnavailableError) return null;
      throw error;
    }
  }
}
