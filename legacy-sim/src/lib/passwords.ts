/**
 * Password hashing for simulated accounts. A salted SHA-256 is enough for a local stand-in (no
 * real secrets live here) and keeps sign-in fast in tests; a real backend would use a slow KDF.
 */
import { createHash, timingSafeEqual } from 'node:crypto';

export function hashPassword(password: string, salt: string): string {
  return createHash('sha256').update(`${salt}:${password}`).digest('hex');
}

export function passwordMatches(password: string, salt: string, hash: string): boolean {
  const candidate = Buffer.from(hashPassword(password, salt), 'hex');
  const expected = Buffer.from(hash, 'hex');
  return candidate.length === expected.length && timingSafeEqual(candidate, expected);
}
