/**
 * Revoked sessions in this gateway's file (SQLite, the file BASKET_STORE_FILE names), for a
 * gateway without Redis: a session signed out, or cut off by a password reset, stays refused after
 * a restart. In memory only, a restart brought every such cookie back until it expired (found
 * replaying a signed-out cookie after a restart of `npm start`). The same rules as the memory's:
 * one session until it would have expired anyway, and every session of a shopper issued before a
 * moment, that moment kept longer than any session lives. Point reads and writes of one small row,
 * synchronous, as the basket file's (ADR 0076).
 */
import type { DatabaseSync, StatementSync } from 'node:sqlite';
import { openGatewayFile } from '../basket/gateway-file.js';
import type { SealedSessionFacts, SessionRevocations } from './revocations.js';

/** How long a shopper-wide cut-off is kept: longer than any session lives (as in Redis). */
const SHOPPER_CUTOFF_KEPT_MS = 90 * 24 * 60 * 60 * 1000;

const SCHEMA = `
  CREATE TABLE IF NOT EXISTS revoked_sessions (sid TEXT PRIMARY KEY, until INTEGER NOT NULL);
  CREATE TABLE IF NOT EXISTS revoked_shoppers (user_id INTEGER PRIMARY KEY, cutoff INTEGER NOT NULL);
`;

export class FileRevocations implements SessionRevocations {
  private readonly db: DatabaseSync;
  private readonly statements: Record<
    'revokeSession' | 'revokeShopper' | 'session' | 'shopper' | 'sweepSessions' | 'sweepShoppers',
    StatementSync
  >;

  constructor(
    path: string,
    private readonly now: () => number = Date.now,
  ) {
    this.db = openGatewayFile(path, SCHEMA, 'signed-out sessions');
    this.statements = {
      revokeSession: this.db.prepare(
        'INSERT INTO revoked_sessions (sid, until) VALUES (?, ?) ON CONFLICT (sid) DO UPDATE SET until = max(until, excluded.until)',
      ),
      // A replayed older cut-off never lowers a later one.
      revokeShopper: this.db.prepare(
        'INSERT INTO revoked_shoppers (user_id, cutoff) VALUES (?, ?) ON CONFLICT (user_id) DO UPDATE SET cutoff = max(cutoff, excluded.cutoff)',
      ),
      session: this.db.prepare('SELECT until FROM revoked_sessions WHERE sid = ?'),
      shopper: this.db.prepare('SELECT cutoff FROM revoked_shoppers WHERE user_id = ?'),
      sweepSessions: this.db.prepare('DELETE FROM revoked_sessions WHERE until <= ?'),
      sweepShoppers: this.db.prepare('DELETE FROM revoked_shoppers WHERE cutoff <= ?'),
    };
  }

  async revokeSession(sid: string, expiresAtMs: number): Promise<void> {
    const now = this.now();
    // Expired rows go as new ones come: the file holds only sessions that could still be used.
    this.statements.sweepSessions.run(now);
    this.statements.sweepShoppers.run(now - SHOPPER_CUTOFF_KEPT_MS);
    this.statements.revokeSession.run(sid, expiresAtMs);
  }

  async revokeShopper(userId: number, atMs: number): Promise<void> {
    this.statements.revokeShopper.run(userId, atMs);
  }

  async isRevoked({ sid, userId, iat }: SealedSessionFacts): Promise<boolean> {
    const session = this.statements.session.get(sid) as { until: number } | undefined;
    if (session && session.until > this.now()) return true;
    const shopper = this.statements.shopper.get(userId) as { cutoff: number } | undefined;
    return iat < (shopper?.cutoff ?? 0);
  }

  close(): void {
    if (this.db.isOpen) this.db.close();
  }
}
