import { describe, expect, it } from 'vitest';
import { seal, sessionKey, unseal } from './sealed-cookie.js';

const key = sessionKey('a secret of at least thirty-two characters');

describe('sealed cookie', () => {
  it('round-trips the value without exposing it', () => {
    const sealed = seal({ userId: 7, authToken: 'tok-123' }, key);
    expect(sealed).not.toContain('tok-123');
    expect(Buffer.from(sealed, 'base64url').toString('latin1')).not.toContain('tok-123');
    expect(unseal(sealed, key)).toEqual({ userId: 7, authToken: 'tok-123' });
  });

  it('rejects a tampered value', () => {
    const sealed = seal({ userId: 7 }, key);
    const bytes = Buffer.from(sealed, 'base64url');
    bytes[bytes.length - 1] = (bytes[bytes.length - 1] ?? 0) ^ 1;
    expect(unseal(bytes.toString('base64url'), key)).toBeNull();
  });

  it('rejects a value sealed with another key, and garbage', () => {
    const sealed = seal({ userId: 7 }, sessionKey('another secret, also long enough to use'));
    expect(unseal(sealed, key)).toBeNull();
    expect(unseal('not-a-cookie', key)).toBeNull();
  });
});
