import { describe, expect, it } from 'vitest';
import { payloadErrorCode } from './payload-errors.js';

describe('payloadErrorCode', () => {
  it("names the first typed error of a payload by its type's name", () => {
    expect(payloadErrorCode({ errors: [{ __typename: 'WrongPasswordError', message: 'x' }] })).toBe(
      'WRONG_PASSWORD',
    );
    expect(
      payloadErrorCode({
        errors: [{ __typename: 'TooManyAttemptsError' }, { __typename: 'LoginTakenError' }],
      }),
    ).toBe('TOO_MANY_ATTEMPTS');
  });

  it('is null for a payload without errors', () => {
    expect(payloadErrorCode({ viewer: { id: '1' }, errors: [] })).toBeNull();
    expect(payloadErrorCode({ order: { id: '1' } })).toBeNull();
    expect(payloadErrorCode(null)).toBeNull();
    expect(payloadErrorCode(true)).toBeNull();
  });
});
