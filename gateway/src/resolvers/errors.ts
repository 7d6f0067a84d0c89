/** GraphQL errors for bad arguments, with the codes DESIGN.md lists. */
import { GraphQLError } from 'graphql';

export function badUserInput(message: string, argument: string): GraphQLError {
  return new GraphQLError(message, { extensions: { code: 'BAD_USER_INPUT', argument } });
}

/**
 * A legacy id in its one canonical spelling: decimal digits without a sign, spaces or leading
 * zeros. Legacy ids start at 1 (no seed or sequence ever gives 0).
 */
const CANONICAL_ID = /^[1-9][0-9]{0,15}$/;

/**
 * Legacy ids are positive integers; GraphQL `ID`s arrive as strings. Only the canonical decimal
 * spelling is taken: `Number()` would also read "0x65", "1e2", " 101" or "0101" as an id, so one
 * resource would answer to endless aliases (each its own cache entry).
 */
export function parseLegacyId(value: string, argument: string): number {
  const id = CANONICAL_ID.test(value) ? Number(value) : NaN;
  if (!Number.isSafeInteger(id)) {
    throw badUserInput(`${argument} must be a positive whole number, got "${value}"`, argument);
  }
  return id;
}
