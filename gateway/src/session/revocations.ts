/**
 * Revoked sessions: one session at sign-out (by its id, until it would have expired anyway) and
 * every session of a shopper issued before a moment (password reset). Kept in Redis when the
 * gateway has it, so every replica refuses a revoked cookie, and always in memory too, so a Redis
 * outage never brings a revoked session back on this replica. A revocation made during an outage
 * is written to Redis when it returns (ADR 0019). When Redis loses its data (restarted without it,
 * or emptied), a revocation epoch tells: sessions issued before the loss are refused (ADR 0044).
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
  /** Lets go of what the store holds open (the gateway's file), when the gateway stops. */
  close?(): void;
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
/**
 * The revocation epoch: when these revocations started to be kept (ms). Written once, without an
 * expiry; when a replica finds it gone, Redis lost the revocations kept before, so sessions issued
 * before the moment it is written again are no longer trusted.
 */
const EPOCH_KEY = 'sf:session:epoch';
/** Sets the epoch to now unless another replica has just done so; answers the epoch in force. */
const START_EPOCH = `redis.call('SET', KEYS[1], ARGV[1], 'NX')
return redis.call('GET', KEYS[1])`;
const shopperKey = (userId: number) => `sf:session:revoked-before:${userId}`;
/** How long a shopper-wide cut-off is kept: longer than any session lives. */
const SHOPPER_CUTOFF_TTL_MS = 90 * 24 * 60 * 60 * 1000;
/** Sets a shopper's cut-off unless a later one is there (a replayed old one never lowers it). */
const RAISE_CUTOFF = `local current = tonumber(redis.call('GET', KEYS[1]) or '0')
if tonumber(ARGV[1]) > current then redis.call('SET', KEYS[1], ARGV[1], 'PX', ARGV[2]) end
return 1`;

/**
 * Revocations in Redis, shared by every replica. One made while Redis is down takes effect on this
 * replica at once (memory) and waits here until Redis answers again: it is written when the
 * connection is ready again, or by the next revocation or check that reaches Redis, whichever
 * comes first. Other replicas refuse the cookie from then on.
 */
export class RedisRevocations implements SessionRevocations {
  private readonly memory = new MemoryRevocations();
  /** Revocations not yet in Redis: session id → expiry, shopper id → cut-off. */
  private readonly pendingSessions = new Map<string, number>();
  private readonly pendingShoppers = new Map<number, number>();
  private flushing: Promise<void> | null = null;

  constructor(private readonly redis: RedisLink) {
    redis.client.on('ready', () => {
      void this.flushPending();
      // A Redis that comes back empty gets its epoch before the next session check needs it.
      void this.ensureEpoch();
    });
  }

  /** How many revocations are still waiting for Redis. */
  get pending(): number {
    return this.pendingSessions.size + this.pendingShoppers.size;
  }

  async revokeSession(sid: string, expiresAtMs: number): Promise<void> {
    await this.memory.revokeSession(sid, expiresAtMs);
    this.pendingSessions.set(sid, expiresAtMs);
    await this.flushPending();
  }

  async revokeShopper(userId: number, atMs: number): Promise<void> {
    await this.memory.revokeShopper(userId, atMs);
    this.pendingShoppers.set(userId, Math.max(atMs, this.pendingShoppers.get(userId) ?? 0));
    await this.flushPending();
  }

  async isRevoked(session: SealedSessionFacts): Promise<boolean> {
    if (this.pending > 0) await this.flushPending();
    if (await this.memory.isRevoked(session)) return true;
    const shared = await this.quietly(() =>
      this.redis.run('cache', (client) =>
        client.mget(sessionKey(session.sid), shopperKey(session.userId), EPOCH_KEY),
      ),
    );
    if (!shared) return false;
    const [revoked, cutoff, epoch] = shared;
    if (revoked !== null || session.iat < Number(cutoff ?? 0)) return true;
    const since = epoch ?? (await this.startEpoch());
    // Unknown (Redis went away meanwhile): as for any check Redis cannot answer (ADR 0019).
    return since !== null && session.iat < Number(since);
  }

  /**
   * Writes the epoch when Redis has none: its data is new (first start, restarted without its
   * files, emptied). Every session issued before is refused from then on; a sign-in after it is
   * not. Answers the epoch in force, or null when Redis does not answer.
   */
  private async startEpoch(): Promise<string | null> {
    return this.quietly(async () => {
      const epoch = await this.redis.run('cache', (client) =>
        client.eval(START_EPOCH, 1, EPOCH_KEY, Date.now()),
      );
      return typeof epoch === 'string' ? epoch : null;
    });
  }

  private async ensureEpoch(): Promise<void> {
    const epoch = await this.quietly(() => this.redis.run('cache', (c) => c.get(EPOCH_KEY)));
    if (epoch === null) await this.startEpoch();
  }

  /** Writes every waiting revocation to Redis; what Redis does not take waits for the next try. */
  private flushPending(): Promise<void> {
    this.flushing ??= this.writePending().finally(() => {
      this.flushing = null;
      // Something arrived, or Redis came back, while this round ran: one more round.
      if (this.pending > 0 && this.redis.available) void this.flushPending();
    });
    return this.flushing;
  }

  private async writePending(): Promise<void> {
    for (const [sid, expiresAtMs] of [...this.pendingSessions]) {
      const ttl = expiresAtMs - Date.now();
      if (ttl > 0) {
        const written = await this.quietly(() =>
          this.redis.run('cache', (client) => client.set(sessionKey(sid), '1', 'PX', ttl)),
        );
        if (written === null) return;
      }
      if (this.pendingSessions.get(sid) === expiresAtMs) this.pendingSessions.delete(sid);
    }
    for (const [userId, atMs] of [...this.pendingShoppers]) {
      const written = await this.quietly(() =>
        this.redis.run('cache', (client) =>
          client.eval(RAISE_CUTOFF, 1, shopperKey(userId), atMs, SHOPPER_CUTOFF_TTL_MS),
        ),
      );
      if (written === null) return;
      if (this.pendingShoppers.get(userId) === atMs) this.pendingShoppers.delete(userId);
    }
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
