import { CombinedGraphQLErrors } from '@apollo/client';
import { describe, expect, it } from 'vitest';
import { hasErrorCode } from './error-codes';

describe('hasErrorCode', () => {
  it('finds a code among the GraphQL errors of a result, and nothing in other errors', () => {
    const refused = new CombinedGraphQLErrors({
      errors: [
        { message: 'id must be a positive whole number', extensions: { code: 'BAD_USER_INPUT' } },
      ],
    });
    expect(hasErrorCode(refused, 'BAD_USER_INPUT')).toBe(true);
    expect(hasErrorCode(refused, 'UNAUTHENTICATED')).toBe(false);
    expect(hasErrorCode(new Error('Failed to fetch'), 'BAD_USER_INPUT')).toBe(false);
    expect(hasErrorCode(undefined, 'BAD_USER_INPUT')).toBe(false);
  });
});
