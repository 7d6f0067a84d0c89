import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { FileRevocations } from './file-revocations.js';

describe('signed-out sessions kept in the gateway file', () => {
  let folder: string;
  let file: string;
  const open: FileRevocations[] = [];
  const opened = (now?: () => number) => {
    const revocations = new FileRevocations(file, now);
    open.push(revocations);
    return revocations;
  };

  beforeEach(() => {
    folder = mkdtempSync(join(tmpdir(), 'shopfront-revocations-'));
    file = join(folder, 'baskets.sqlite');
  });
  afterEach(() => {
    for (const revocations of open.splice(0)) revocations.close();
    rmSync(folder, { recursive: true, force: true });
  });

  it("opens the gateway's file readable by this user only, when it is the first to open it", () => {
    opened();
    expect(statSync(file).mode & 0o777).toBe(0o600);
  });

  it('refuses a signed-out session after a restart, until it would have expired', async () => {
    let now = 1_000_000;
    await opened(() => now).revokeSession('s1', now + 60_000);
    const restarted = opened(() => now);
    const facts = { sid: 's1', userId: 7, iat: now - 5_000 };
    expect(await restarted.isRevoked(facts)).toBe(true);
    expect(await restarted.isRevoked({ ...facts, sid: 's2' })).toBe(false);
    now += 60_001;
    expect(await restarted.isRevoked(facts)).toBe(false);
  });

  it("refuses a shopper's sessions issued before a password reset after a restart, never lowering it", async () => {
    const first = opened();
    await first.revokeShopper(7, 5_000);
    await first.revokeShopper(7, 3_000); // an older cut-off replayed
    const restarted = opened();
    expect(await restarted.isRevoked({ sid: 'a', userId: 7, iat: 4_999 })).toBe(true);
    expect(await restarted.isRevoked({ sid: 'b', userId: 7, iat: 5_000 })).toBe(false);
    expect(await restarted.isRevoked({ sid: 'c', userId: 8, iat: 1 })).toBe(false);
  });

  it('forgets sessions past their expiry as new ones are signed out', async () => {
    let now = 1_000;
    const revocations = opened(() => now);
    await revocations.revokeSession('old', 2_000);
    now = 3_000;
    await revocations.revokeSession('new', 10_000);
    // Past its expiry the old one is no longer in the file, whatever the clock says later.
    now = 1_500;
    expect(await revocations.isRevoked({ sid: 'old', userId: 1, iat: 0 })).toBe(false);
    expect(await revocations.isRevoked({ sid: 'new', userId: 1, iat: 0 })).toBe(true);
  });
});
