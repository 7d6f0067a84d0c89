/**
 * The home page appears in one piece (no layout shift), so it waits for the ads card that sits
 * at its top. Not for long: a slow ads answer must not hold back the page the shopper came for.
 * The ads count when they are in by `ADS_GRACE_MS` after the home's own answer; later, the page
 * shows without them this visit (the ad, not marked seen, shows on a later visit).
 */
import type { PreloadedQueryRef } from '@apollo/client/react';
import type { QueryPreloader } from '../../core/request-context';

export const ADS_GRACE_MS = 1_500;

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any query's reference will do
type AnyPreloadedQueryRef = PreloadedQueryRef<any, any, any>;

export function adsInTime(
  preloadQuery: QueryPreloader,
  ads: AnyPreloadedQueryRef,
  home: AnyPreloadedQueryRef,
  graceMs = ADS_GRACE_MS,
): Promise<boolean> {
  const grace = () => new Promise<false>((resolve) => setTimeout(() => resolve(false), graceMs));
  return Promise.race([
    preloadQuery.toPromise(ads).then(
      () => true,
      () => false,
    ),
    preloadQuery.toPromise(home).then(grace, grace),
  ]);
}
