/**
 * Baskets in a file of this gateway's (SQLite, Node's built-in `node:sqlite`), for a gateway
 * without Redis: a restart of the gateway loses none. Bounded as the memory store is (the most
 * baskets, the most bytes, the least recently used going first) and each basket kept its time to
 * live after its last write; expired rows are deleted when read, at start and every hour. One
 * gateway's file: replicas share Redis instead (ADR 0047).
 *
 * The calls are synchronous, on the event loop: a basket is one small row (its JSON, at most
 * about 150 KB), written in one transaction with the write-ahead log and no sync to disk per
 * commit (`synchronous=NORMAL`: a commit can be lost only if the machine itself stops, never
 * when the process does), which takes tens of microseconds.
 */
import { DatabaseSync, type StatementSync } from 'node:sqlite';
import { basketBytesLimit, type BasketStore, type BasketStoreOptions } from './store.js';
import type { StoredBasket } from './types.js';

const SWEEP_EVERY_MS = 60 * 60 * 1000;

const SCHEMA = `
  CREATE TABLE IF NOT EXISTS baskets (
    key TEXT PRIMARY KEY,
    basket TEXT NOT NULL,
    bytes INTEGER NOT NULL,
    expires_at INTEGER NOT NULL,
    used INTEGER NOT NULL
  );
  CREATE INDEX IF NOT EXISTS baskets_by_use ON baskets (used);
  CREATE INDEX IF NOT EXISTS baskets_by_expiry ON baskets (expires_at);
`;

export interface FileBasketStoreOptions extends BasketStoreOptions {
  /** The clock (tests move it). */
  now?: () => number;
}

export class FileBasketStore implements BasketStore {
  private readonly db: DatabaseSync;
  private readonly ttlMs: number;
  private readonly maxBaskets: number;
  private readonly maxBytes: number;
  private readonly now: () => number;
  private readonly sweeper: NodeJS.Timeout;
  /** Order of use (reads and writes): the lowest goes first when a bound is passed. */
  private lastUse: number;
  private readonly statements: {
    read: StatementSync;
    touch: StatementSync;
    write: StatementSync;
    remove: StatementSync;
    expire: StatementSync;
    totals: StatementSync;
    leastUsed: StatementSync;
  };

  constructor(
    path: string,
    { ttlMs, maxBaskets = 10_000, now = Date.now }: FileBasketStoreOptions,
  ) {
    this.ttlMs = ttlMs;
    this.maxBaskets = maxBaskets;
    this.maxBytes = basketBytesLimit(maxBaskets);
    this.now = now;
    this.db = new DatabaseSync(path, { timeout: 1_000 });
    this.db.exec('PRAGMA journal_mode = WAL; PRAGMA synchronous = NORMAL;');
    this.db.exec(SCHEMA);
    this.statements = {
      read: this.db.prepare('SELECT basket, expires_at FROM baskets WHERE key = ?'),
      touch: this.db.prepare('UPDATE baskets SET used = ? WHERE key = ?'),
      write: this.db.prepare(
        `INSERT INTO baskets (key, basket, bytes, expires_at, used) VALUES (?, ?, ?, ?, ?)
         ON CONFLICT (key) DO UPDATE SET basket = excluded.basket, bytes = excluded.bytes,
           expires_at = excluded.expires_at, used = excluded.used`,
      ),
      remove: this.db.prepare('DELETE FROM baskets WHERE key = ?'),
      expire: this.db.prepare('DELETE FROM baskets WHERE expires_at <= ?'),
      totals: this.db.prepare('SELECT COUNT(*) AS count, TOTAL(bytes) AS bytes FROM baskets'),
      leastUsed: this.db.prepare('SELECT key FROM baskets WHERE key != ? ORDER BY used LIMIT 1'),
    };
    const { last } = this.db.prepare('SELECT MAX(used) AS last FROM baskets').get() as {
      last: number | null;
    };
    this.lastUse = last ?? 0;
    this.sweep();
    this.sweeper = setInterval(() => this.sweep(), Math.min(ttlMs, SWEEP_EVERY_MS));
    this.sweeper.unref();
  }

  async get(key: string): Promise<StoredBasket | null> {
    const row = this.statements.read.get(key) as { basket: string; expires_at: number } | undefined;
    if (!row) return null;
    if (row.expires_at <= this.now()) {
      this.statements.remove.run(key);
      return null;
    }
    this.statements.touch.run(++this.lastUse, key);
    return JSON.parse(row.basket) as StoredBasket;
  }

  async set(key: string, basket: StoredBasket): Promise<void> {
    const json = JSON.stringify(basket);
    this.db.exec('BEGIN IMMEDIATE');
    try {
      this.statements.write.run(
        key,
        json,
        Math.max(1, json.length),
        this.now() + this.ttlMs,
        ++this.lastUse,
      );
      this.keepWithinBounds(key);
      this.db.exec('COMMIT');
    } catch (error) {
      this.db.exec('ROLLBACK');
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    this.statements.remove.run(key);
  }

  close(): void {
    clearInterval(this.sweeper);
    if (this.db.isOpen) this.db.close();
  }

  /** Deletes the least recently used baskets (never `written`) while a bound is passed. */
  private keepWithinBounds(written: string): void {
    for (;;) {
      const { count, bytes } = this.statements.totals.get() as { count: number; bytes: number };
      if (count <= this.maxBaskets && bytes <= this.maxBytes) return;
      const oldest = this.statements.leastUsed.get(written) as { key: string } | undefined;
      if (!oldest) return;
      this.statements.remove.run(oldest.key);
    }
  }

  private sweep(): void {
    this.statements.expire.run(this.now());
  }
}
