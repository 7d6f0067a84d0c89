/** GraphQL errors for bad arguments, with the codes DESIGN.md lists. */
import { GraphQLError } from 'graphql';

export function badUserInput(message: string, argument: string): GraphQLError {
  return new GraphQLError(message, { extensions: { code: 'BAD_USER_INPUT', argument } });
}

/** Legacy ids are positive integers; GraphQL `ID`s arrive as strings. */
export function parseLegacyId(value: string, argument: string): number {
  const id = Number(value);
  if (!Number.isSafeInteger(id) || id <= 0) {
    throw badUserInput(`${argument} must be a positive whole number, got "${value}"`, argument);
  }
  return id;
}
