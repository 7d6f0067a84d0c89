import { describe, expect, it } from 'vitest';
import { attemptKey } from './account-attempts.js';

describe('attemptKey', () => {
  it('is one key for every spelling of a South African mobile number', () => {
    const key = attemptKey('signIn', '0831234567');
    for (const spelling of [
      '083 123 4567',
      '083-123-4567',
      '+27831234567',
      '27831234567',
      ' 0831234567 ',
    ]) {
      expect(attemptKey('signIn', spelling)).toBe(key);
    }
  });

  it('keeps numbers, kinds and other logins apart, and holds no phone number', () => {
    const key = attemptKey('signIn', '0831234567');
    expect(attemptKey('signIn', '0821234567')).not.toBe(key);
    expect(attemptKey('resetCode', '0831234567')).not.toBe(key);
    expect(attemptKey('signIn', 'Thandi@Example.test')).toBe(
      attemptKey('signIn', 'thandi@example.test'),
    );
    expect(key).not.toMatch(/831234567/);
  });
});
