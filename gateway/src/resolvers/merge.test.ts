import { describe, expect, it } from 'vitest';
import { mergeResolvers } from './merge.js';

describe('mergeResolvers', () => {
  it('combines Query fields from several domains', () => {
    const a = { Query: { one: () => 1 } };
    const b = { Query: { two: () => 2 }, Thing: { id: () => 'x' } };
    const merged = mergeResolvers([a, b]) as Record<string, Record<string, unknown>>;
    expect(Object.keys(merged.Query ?? {})).toEqual(['one', 'two']);
    expect(Object.keys(merged.Thing ?? {})).toEqual(['id']);
  });

  it('refuses a field resolved by two domains', () => {
    expect(() =>
      mergeResolvers([{ Query: { one: () => 1 } }, { Query: { one: () => 2 } }]),
    ).toThrow('Two domains resolve Query.one');
  });
});
