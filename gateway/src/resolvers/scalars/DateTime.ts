/**
 * `DateTime`: an ISO-8601 date-time with a UTC offset (`2026-11-21T10:00:00+02:00` or `...Z`).
 * Values from the legacy API and from clients are checked; a date without an offset is refused,
 * because its time zone would be a guess.
 */
import { GraphQLError, GraphQLScalarType, Kind } from 'graphql';

const ISO_WITH_OFFSET =
  /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])T([01]\d|2[0-3]):[0-5]\d(:[0-5]\d(\.\d{1,9})?)?(Z|[+-]([01]\d|2[0-3]):[0-5]\d)$/;

/** True for an ISO-8601 date-time with offset that names a real instant. */
export function isIsoDateTime(value: string): boolean {
  if (!ISO_WITH_OFFSET.test(value) || Number.isNaN(Date.parse(value))) return false;
  // Reject impossible days such as 31 April, which Date.parse would roll over.
  const [year, month, day] = value.slice(0, 10).split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, day)).getUTCDate() === day;
}

function check(value: unknown, where: 'input' | 'output'): string {
  if (value instanceof Date && !Number.isNaN(value.getTime())) return value.toISOString();
  if (typeof value === 'string' && isIsoDateTime(value)) return value;
  const message = `DateTime must be an ISO-8601 date-time with offset, e.g. 2026-11-21T10:00:00+02:00`;
  throw new GraphQLError(
    message,
    where === 'input' ? { extensions: { code: 'BAD_USER_INPUT' } } : undefined,
  );
}

export const DateTime = new GraphQLScalarType<string, string>({
  name: 'DateTime',
  description:
    'An ISO-8601 date-time with offset, e.g. `2026-11-21T10:00:00+02:00`. Shown to shoppers in the Africa/Johannesburg time zone.',
  serialize: (value) => check(value, 'output'),
  parseValue: (value) => check(value, 'input'),
  parseLiteral: (ast) => {
    if (ast.kind !== Kind.STRING) {
      throw new GraphQLError('DateTime must be a string', {
        nodes: [ast],
        extensions: { code: 'BAD_USER_INPUT' },
      });
    }
    return check(ast.value, 'input');
  },
});
