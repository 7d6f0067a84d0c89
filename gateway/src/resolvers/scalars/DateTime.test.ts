import { Kind } from 'graphql';
import { describe, expect, it } from 'vitest';
import { DateTime, isIsoDateTime } from './DateTime.js';

describe('DateTime', () => {
  it('accepts ISO-8601 date-times with an offset or Z', () => {
    expect(isIsoDateTime('2026-11-21T10:00:00+02:00')).toBe(true);
    expect(isIsoDateTime('2026-11-21T08:00:00.123Z')).toBe(true);
    expect(isIsoDateTime('2026-11-21T10:00+02:00')).toBe(true);
  });

  it('refuses dates without an offset, impossible dates and other text', () => {
    expect(isIsoDateTime('2026-11-21T10:00:00')).toBe(false);
    expect(isIsoDateTime('2026-04-31T10:00:00Z')).toBe(false);
    expect(isIsoDateTime('2026-13-01T10:00:00Z')).toBe(false);
    expect(isIsoDateTime('21/11/2026')).toBe(false);
  });

  it('serialises legacy strings and Dates, and parses client values as BAD_USER_INPUT', () => {
    expect(DateTime.serialize('2026-11-21T10:00:00+02:00')).toBe('2026-11-21T10:00:00+02:00');
    expect(DateTime.serialize(new Date('2026-11-21T08:00:00Z'))).toBe('2026-11-21T08:00:00.000Z');
    expect(() => DateTime.parseValue('tomorrow')).toThrow(/ISO-8601/);
    expect(() => DateTime.parseLiteral({ kind: Kind.INT, value: '1' })).toThrow('must be a string');
  });
});
