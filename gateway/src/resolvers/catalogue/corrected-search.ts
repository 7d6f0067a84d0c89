/**
 * A search as the shopper types it: sizes written the catalogue's way, and, when the words typed
 * find nothing, a confident correction of them searched in their place ("Showing results for
 * chicken"). A correction that is not sure stays a "did you mean" the shopper taps. See ADR 0038.
 */
import type { CatalogueApi } from '../../upstream/catalogue-api.js';
import { confidentCorrection } from './catalogue-words.js';
import { writeSizes } from './search-sizes.js';

/** The legacy search refuses longer text (400): a size written out longer is searched as typed. */
export function searchWords(text: string, maxLength: number): string {
  const written = writeSizes(text);
  return written.length <= maxLength ? written : text;
}

export interface CorrectedSearch<T> {
  result: T;
  /** The correction searched in place of the words typed, or null when they found the result. */
  showingResultsFor: string | null;
}

/**
 * `run(query, page)` for the words typed; when they find nothing at all (page 1 empty) and
 * `exactly` is not asked, the same page for a confident correction, kept when it finds
 * something. A later page of a corrected search is the correction's later page, so paging
 * continues the results shown. Costs one more search only when the words typed found nothing.
 */
export async function correctedSearch<T>(
  args: { query: string; page: number; exactly: boolean },
  run: (query: string, page: number) => Promise<T>,
  isEmpty: (result: T) => boolean,
  catalogue: CatalogueApi,
): Promise<CorrectedSearch<T>> {
  const typed = await run(args.query, args.page);
  if (args.exactly || !isEmpty(typed)) return { result: typed, showingResultsFor: null };
  // A later page past the end of a search that found things is just empty.
  if (args.page > 1 && !isEmpty(await run(args.query, 1)))
    return { result: typed, showingResultsFor: null };
  const corrected = await confidentCorrection(catalogue, args.query);
  if (!corrected || corrected === args.query) return { result: typed, showingResultsFor: null };
  const result = await run(corrected, args.page);
  if (args.page === 1 && isEmpty(result)) return { result: typed, showingResultsFor: null };
  return { result, showingResultsFor: corrected };
}
