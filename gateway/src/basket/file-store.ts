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
import type { DatabaseSync, StatementSync } from 'node:sqlite';
import { openGatewayFile } from './gateway-file.js';
import { basketBytesLimit, type BasketStore, type BasketStoreOptions } from './store.js';
import type { StoredBasket } from './types.js';

const SWEEP_EVERY_MS = 60 * 60 * 1000;

// The basket's JSON last: the small columns are read without its overflow pages. The use index
// carries the bytes, so the totals are counted from it alone.
const SCHEMA = `
  CREATE TABLE IF NOT EXISTS baskets (
    key TEXT PRIMARY KEY,
    bytes INTEGER NOT NULL,
    expires_at INTEGER NOT NULL,
    used INTEGER NOT NULL,
    basket TEXT NOT NULL
  );
  CREATE INDEX IF NOT EXISTS baskets_by_use ON baskets (used, bytes);
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
  private lastUse = 0;
  /** What the file holds, counted at start and after each sweep, kept up to date between. */
  private count = 0;
  private bytes = 0;
  private readonly statements: {
    read: StatementSync;
    size: StatementSync;
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
    this.db = openGatewayFile(path, SCHEMA, 'baskets');
    this.statements = {
      read: this.db.prepare('SELECT expires_at, basket FROM baskets WHERE key = ?'),
      size: this.db.prepare('SELECT bytes FROM baskets WHERE key = ?'),
      touch: this.db.prepare('UPDATE baskets SET used = ? WHERE key = ?'),
      write: this.db.prepare(
        `INSERT INTO baskets (key, bytes, expires_at, used, basket) VALUES (?, ?, ?, ?, ?)
         ON CONFLICT (key) DO UPDATE SET bytes = excluded.bytes, expires_at = excluded.expires_at,
           used = excluded.used, basket = excluded.basket`,
      ),
      remove: this.db.prepare('DELETE FROM baskets WHERE key = ? RETURNING bytes'),
      expire: this.db.prepare('DELETE FROM baskets WHERE expires_at <= ?'),
      totals: this.db.prepare(
        'SELECT COUNT(*) AS count, TOTAL(bytes) AS bytes, MAX(used) AS last FROM baskets',
      ),
      leastUsed: this.db.prepare('SELECT key FROM baskets WHERE key != ? ORDER BY used LIMIT 1'),
    };
    this.sweep();
    this.sweeper = setInterval(() => this.sweep(), Math.min(ttlMs, SWEEP_EVERY_MS));
    this.sweeper.unref();
  }

  async get(key: string): Promise<StoredBasket | null> {
    const row = this.statements.read.get(key) as { basket: string; expires_at: number } | undefined;
    if (!row) return null;
    if (row.expires_at <= this.now()) {
      this.remove(key);
      return null;
    }
    this.statements.touch.run(++this.lastUse, key);
    return JSON.parse(row.basket) as StoredBasket;
  }

  async set(key: string, basket: StoredBasket): Promise<void> {
    const json = JSON.stringify(basket);
    const bytes = Math.max(1, json.length);
    const { count, bytes: before } = this;
    this.db.exec('BEGIN IMMEDIATE');
    try {
      const old = this.statements.size.get(key) as { bytes: number } | undefined;
      this.statements.write.run(key, bytes, this.now() + this.ttlMs, ++this.lastUse, json);
      this.count += old ? 0 : 1;
      this.bytes += bytes - (old?.bytes ?? 0);
      this.keepWithinBounds(key);
      this.db.exec('COMMIT');
    } catch (error) {
      this.db.exec('ROLLBACK');
      this.count = count;
      this.bytes = before;
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    this.remove(key);
  }

  close(): void {
    clearInterval(this.sweeper);
    if (this.db.isOpen) this.db.close();
  }

  /** Deletes the least recently used baskets (never `written`) while a bound is passed. */
  private keepWithinBounds(written: string): void {
    while (this.count > this.maxBaskets || this.bytes > this.maxBytes) {
      const oldest = this.statements.leastUsed.get(written) as { key: string } | undefined;
      if (!oldest) return;
      this.remove(oldest.key);
    }
  }

  private remove(key: string): void {
    const gone = this.statements.remove.get(key) as { bytes: number } | undefined;
    if (!gone) return;
    this.count -= 1;
    this.bytes -= gone.bytes;
  }

  /** Deletes what expired and counts what is left (another process may share the file). */
  private sweep(): void {
    this.statements.expire.run(this.now());
    const totals = this.statements.totals.get() as {
      count: number;
      bytes: number;
      last: number | null;
    };
    this.count = totals.count;
    this.bytes = totals.bytes;
    this.lastUse = Math.max(this.lastUse, totals.last ?? 0);
  }
}
