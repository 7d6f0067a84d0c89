import { describe, expect, it } from 'vitest';
import type { Session } from '../session/types.js';
import type { Upstream } from '../upstream/index.js';
import { lazyLoaders } from './lazy.js';

const context = { upstream: {} as Upstream, session: {} as Session };

describe('lazy loaders', () => {
  it('makes each loader when first read, once per request, from the other loaders if asked', () => {
    const made: string[] = [];
    const make = lazyLoaders<{ base: { n: number }; derived: { from: { n: number } } }>({
      base: () => {
        made.push('base');
        return { n: made.length };
      },
      derived: (_context, all) => {
        made.push('derived');
        return { from: all.base };
      },
    });
    const first = make(context);
    expect(made).toEqual([]);
    expect(first.derived.from).toBe(first.base);
    expect(first.base).toBe(first.base);
    expect(made).toEqual(['derived', 'base']);

    const second = make(context);
    expect(second.base).not.toBe(first.base);
    expect(made).toEqual(['derived', 'base', 'base']);
  });

  it('gives each loader the request context it was made for', () => {
    const make = lazyLoaders<{ session: Session }>({ session: ({ session }) => session });
    const session = {} as Session;
    expect(make({ ...context, session }).session).toBe(session);
  });
});
