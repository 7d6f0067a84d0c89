import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { FileBasketStore, type FileBasketStoreOptions } from './file-store.js';
import type { StoredBasket } from './types.js';

const basket = (id: string, lines: StoredBasket['lines'] = []): StoredBasket => ({
  id,
  cartId: null,
  lines,
  updatedAt: 1,
});

describe('baskets in a file', () => {
  let dir: string;
  let file: string;
  const opened: FileBasketStore[] = [];
  const open = (options: FileBasketStoreOptions) => {
    const store = new FileBasketStore(file, options);
    opened.push(store);
    return store;
  };

  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'basket-file-'));
    file = join(dir, 'baskets.sqlite');
  });
  afterEach(() => {
    for (const store of opened.splice(0)) store.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('keeps every basket when the file is opened again (a restart)', async () => {
    const before = open({ ttlMs: 60_000 });
    await before.set('v:a', basket('a'));
    await before.set('s:1', basket('shopper:1'));
    await before.set('v:gone', basket('gone'));
    await before.delete('v:gone');
    before.close();

    expect(statSync(file).mode & 0o777).toBe(0o600);
    const after = open({ ttlMs: 60_000 });
    expect(await after.get('v:a')).toEqual(basket('a'));
    expect(await after.get('s:1')).toEqual(basket('shopper:1'));
    expect(await after.get('v:gone')).toBeNull();
  });

  it('keeps at most the configured number, the least recently used going first', async () => {
    const store = open({ ttlMs: 60_000, maxBaskets: 2 });
    await store.set('v:a', basket('a'));
    await store.set('v:b', basket('b'));
    await store.get('v:a');
    await store.set('v:c', basket('c'));
    expect(await store.get('v:a')).toEqual(basket('a'));
    expect(await store.get('v:b')).toBeNull();
    expect(await store.get('v:c')).toEqual(basket('c'));
  });

  it('keeps the order of use across a restart', async () => {
    const before = open({ ttlMs: 60_000, maxBaskets: 2 });
    await before.set('v:a', basket('a'));
    await before.set('v:b', basket('b'));
    await before.get('v:a');
    before.close();

    const after = open({ ttlMs: 60_000, maxBaskets: 2 });
    await after.set('v:c', basket('c'));
    expect(await after.get('v:b')).toBeNull();
    expect(await after.get('v:a')).toEqual(basket('a'));
  });

  it('keeps within the bytes the memory store allows (400 KB for two baskets)', async () => {
    const store = open({ ttlMs: 60_000, maxBaskets: 2 });
    const big = (id: string) =>
      basket(id, [
        {
          offerId: 1,
          quantity: 1,
          agreedPriceInCents: 1,
          offer: {
            description: 'x'.repeat(250_000),
          } as unknown as StoredBasket['lines'][0]['offer'],
        },
      ]);
    await store.set('v:a', big('a'));
    await store.set('v:b', big('b'));
    expect(await store.get('v:a')).toBeNull();
    expect(await store.get('v:b')).toEqual(big('b'));
  });

  it('refuses a file that is not its own, and leaves it as it was', () => {
    writeFileSync(file, 'not a database, but somebody’s file '.repeat(200));
    expect(() => open({ ttlMs: 60_000 })).toThrow(
      /Cannot use .* \(BASKET_STORE_FILE\) for baskets/,
    );
    expect(readFileSync(file, 'utf8')).toMatch(/^not a database/);
  });

  it('forgets a basket its time to live after its last write, and deletes its row', async () => {
    let now = 1_000;
    const before = open({ ttlMs: 100, now: () => now });
    await before.set('v:a', basket('a'));
    await before.set('v:b', basket('b'));
    now = 1_099;
    await before.set('v:b', basket('b')); // a write starts its time again
    expect(await before.get('v:a')).toEqual(basket('a'));
    now = 1_100;
    expect(await before.get('v:a')).toBeNull();
    before.close();

    now = 1_198;
    const after = open({ ttlMs: 100, now: () => now });
    expect(await after.get('v:b')).toEqual(basket('b'));
    now = 1_199;
    after.close();
    // Opening sweeps what expired: the row is gone, not just unread.
    const swept = open({ ttlMs: 100, now: () => now });
    swept.close();
    const { DatabaseSync } = await import('node:sqlite');
    const raw = new DatabaseSync(file);
    expect(raw.prepare('SELECT key FROM baskets').all()).toEqual([]);
    raw.close();
  });
});
