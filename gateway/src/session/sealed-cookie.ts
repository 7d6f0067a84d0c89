/**
 * Seals session data into a cookie value with AES-256-GCM: confidential (the legacy token is not
 * readable in the browser) and tamper-evident (a changed cookie fails to open and counts as none).
 */
import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';

const IV_BYTES = 12;
const TAG_BYTES = 16;

/** A 32-byte key derived from the configured secret. */
export function sessionKey(secret: string): Buffer {
  return createHash('sha256').update(`shopfront-session:${secret}`).digest();
}

export function seal(value: unknown, key: Buffer): string {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  const body = Buffer.concat([cipher.update(JSON.stringify(value), 'utf8'), cipher.final()]);
  return Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64url');
}

/**
 * The keys a cookie may be sealed with: the current one first (new cookies), then previous ones
 * still accepted while a rotation settles.
 */
export function sessionKeys(current: string, previous: readonly string[] = []): Buffer[] {
  return [current, ...previous].map(sessionKey);
}

/** The sealed value and the index of the key that opened it, or null. */
export function unsealWithAny(
  sealed: string,
  keys: readonly Buffer[],
): { value: unknown; keyIndex: number } | null {
  for (const [keyIndex, key] of keys.entries()) {
    const value = unseal(sealed, key);
    if (value !== null) return { value, keyIndex };
  }
  return null;
}

/** The sealed value, or null when the cookie is malformed, tampered with or sealed by another key. */
export function unseal(sealed: string, key: Buffer): unknown {
  try {
    const raw = Buffer.from(sealed, 'base64url');
    if (raw.length <= IV_BYTES + TAG_BYTES) return null;
    const decipher = createDecipheriv('aes-256-gcm', key, raw.subarray(0, IV_BYTES));
    decipher.setAuthTag(raw.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
    const body = Buffer.concat([
      decipher.update(raw.subarray(IV_BYTES + TAG_BYTES)),
      decipher.final(),
    ]);
    return JSON.parse(body.toString('utf8'));
  } catch {
    return null;
  }
}
