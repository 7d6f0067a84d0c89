/**
 * The gateway's own file without Redis (BASKET_STORE_FILE, SQLite): the baskets and the
 * signed-out sessions each open it with their tables (ADRs 0047 and 0076). Readable by this
 * user only, whichever opens it first (SQLite gives its journal the same mode); write-ahead log,
 * no sync to disk per commit (a commit is lost only if the machine itself stops). A file that
 * cannot be used stops the start: never started afresh over it, what it holds is shoppers'.
 */
import { closeSync, openSync } from 'node:fs';
import { DatabaseSync } from 'node:sqlite';

export function openGatewayFile(path: string, schema: string, holding: string): DatabaseSync {
  closeSync(openSync(path, 'a', 0o600));
  const db = new DatabaseSync(path, { timeout: 1_000 });
  try {
    db.exec('PRAGMA journal_mode = WAL; PRAGMA synchronous = NORMAL;');
    db.exec(schema);
    return db;
  } catch (error) {
    db.close();
    throw new Error(
      `Cannot use ${path} (BASKET_STORE_FILE) for ${holding}: ${(error as Error).message}`,
      { cause: error },
    );
  }
}
