/**
 * How a tile's picture loads. On a category without banners the first tiles' pictures are the
 * first screen's largest: `loading="lazy"` made the browser wait for layout before asking for
 * them (Lighthouse's LCP "load delay", 1.3 s of a 3.1 s LCP on /category/1 in
 * docs/benchmarks.md). The first tiles load at once and the very first is asked for first
 * (`fetchpriority="high"`, as the first banner is); the rest stay lazy.
 */
export type TilePriority = 'first' | 'first-screen';

/** Tiles a phone shows before scrolling (two rows of three). */
export const FIRST_SCREEN_TILES = 6;

export function tilePicture(priority: TilePriority | undefined): {
  loading: 'eager' | 'lazy';
  fetchPriority?: 'high';
} {
  if (priority === 'first') return { loading: 'eager', fetchPriority: 'high' };
  if (priority === 'first-screen') return { loading: 'eager' };
  return { loading: 'lazy' };
}

/** The priority of the tile at `index` in the first grid of a screen, `lead` when it leads it. */
export function tilePriority(index: number, lead: boolean): TilePriority | undefined {
  if (!lead || index >= FIRST_SCREEN_TILES) return undefined;
  return index === 0 ? 'first' : 'first-screen';
}
