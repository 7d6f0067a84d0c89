/**
 * The signed-in shopper's account as the legacy API last returned it (sign in, sign up, password
 * reset, a profile save), kept per session for a short while. The legacy API has no account read:
 * its only way to return the account is an update, a PATCH, which must not be sent as a read on
 * every page. Keys hash the user id with the session's bearer token, so a snapshot belongs to one
 * session; with Redis it is shared by every replica (falling back to memory while Redis is down).
 */
import { createHash } from 'node:crypto';
import type { RestAccount } from '@shopfront/legacy-api';
import { LRUCache } from 'lru-cache';
import type { RedisLink } from '../cache/redis.js';

/** How long a snapshot answers without a refresh, in ms. */
export const ACCOUNT_SNAPSHOT_TTL_MS = 5 * 60 * 1000;

export interface SessionIdentity {
  userId: number;
  authToken: string;
}

export interface AccountSnapshots {
  get(session: SessionIdentity): Promise<RestAccount | undefined>;
  set(session: SessionIdentity, account: RestAccount): Promise<void>;
  delete(session: SessionIdentity): Promise<void>;
}

function snapshotKey(session: SessionIdentity): string {
  return createHash('sha256').update(`${session.userId}\n${session.authToken}`).digest('base64url');
}

export class MemoryAccountSnapshots implements AccountSnapshots {
  private readonly entries: LRUCache<string, RestAccount>;

  constructor(options: { max?: number; ttlMs?: number } = {}) {
    this.entries = new LRUCache({
      max: options.max ?? 10_000,
      ttl: options.ttlMs ?? ACCOUNT_SNAPSHOT_TTL_MS,
    });
  }

  async get(session: SessionIdentity): Promise<RestAccount | undefined> {
    return this.entries.get(snapshotKey(session));
  }

  async set(session: SessionIdentity, account: RestAccount): Promise<void> {
    this.entries.set(snapshotKey(session), account);
  }

  async delete(session: SessionIdentity): Promise<void> {
    this.entries.delete(snapshotKey(session));
  }
}

export class RedisAccountSnapshots implements AccountSnapshots {
  constructor(
    private readonly link: RedisLink,
    private readonly fallback: AccountSnapshots,
    private readonly ttlMs = ACCOUNT_SNAPSHOT_TTL_MS,
    private readonly prefix = 'sf:account:',
  ) {}

  async get(session: SessionIdentity): Promise<RestAccount | undefined> {
    try {
      const raw = await this.link.run('cache', (redis) =>
        redis.get(this.prefix + snapshotKey(session)),
      );
      return raw === null ? undefined : (JSON.parse(raw) as RestAccount);
    } catch {
      return this.fallback.get(session);
    }
  }

  async set(session: SessionIdentity, account: RestAccount): Promise<void> {
    await this.fallback.set(session, account);
    await this.link
      .run('cache', (redis) =>
        redis.set(this.prefix + snapshotKey(session), JSON.stringify(account), 'PX', this.ttlMs),
      )
      .catch(() => undefined);
  }

  async delete(session: SessionIdentity): Promise<void> {
    await this.fallback.delete(session);
    await this.link
      .run('cache', (redis) => redis.del(this.prefix + snapshotKey(session)))
      .catch(() => undefined);
  }
}
