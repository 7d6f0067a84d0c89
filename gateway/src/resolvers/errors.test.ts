import { GraphQLError } from 'graphql';
import { describe, expect, it } from 'vitest';
import { parseLegacyId } from './errors.js';

function refusal(value: string): GraphQLError {
  try {
    parseLegacyId(value, 'input.orderId');
  } catch (error) {
    if (error instanceof GraphQLError) return error;
    throw error;
  }
  throw new Error(`"${value}" was accepted`);
}

describe('parseLegacyId', () => {
  it('takes canonical decimal ids, up to the largest safe integer', () => {
    expect(parseLegacyId('1', 'id')).toBe(1);
    expect(parseLegacyId('101', 'id')).toBe(101);
    expect(parseLegacyId('100001', 'id')).toBe(100_001);
    expect(parseLegacyId(String(Number.MAX_SAFE_INTEGER), 'id')).toBe(Number.MAX_SAFE_INTEGER);
  });

  it.each([
    ['hexadecimal', '0x65'],
    ['octal', '0o145'],
    ['binary', '0b1100101'],
    ['exponent', '1e3'],
    ['a fraction', '101.0'],
    ['a trailing point', '101.'],
    ['a leading zero', '0101'],
    ['zero', '0'],
    ['a sign', '+101'],
    ['a minus sign', '-101'],
    ['spaces', ' 101 '],
    ['a newline', '101\n'],
    ['an underscore', '1_000'],
    ['empty', ''],
    ['Infinity', 'Infinity'],
    ['letters', 'abc'],
    ['more than the largest safe integer', String(Number.MAX_SAFE_INTEGER + 1)],
    ['seventeen digits', '10000000000000000'],
    ['non-ASCII digits', '١٠١'],
  ])('refuses %s (%j) as BAD_USER_INPUT naming the argument', (_what, value) => {
    const error = refusal(value);
    expect(error.extensions).toEqual({ code: 'BAD_USER_INPUT', argument: 'input.orderId' });
    expect(error.message).toContain('input.orderId');
  });
});
