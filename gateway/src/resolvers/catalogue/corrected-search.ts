/**
 * A search as the shopper types it: sizes written the catalogue's way, and, when the words typed
 * find nothing, a confident correction of them searched in their place ("Showing results for
 * chicken"). A correction that is not sure stays a "did you mean" the shopper taps. See ADR 0038.
 */
import {
  WORDS_READ_CALLS,
  type CatalogueWords,
  type WordIndex,
} from '../../words/catalogue-words.js';
import type { CallBudget } from './call-budget.js';
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
 * The catalogue's words when held, or read now when `budget` affords the read (its legacy calls
 * are this request's); null otherwise: then no correction or suggestion is made.
 */
export async function wordsWithin(
  words: CatalogueWords,
  budget: CallBudget,
): Promise<WordIndex | null> {
  if (!words.held() && !budget.take(WORDS_READ_CALLS)) return null;
  return words.read();
}

/** "Did you mean" for a query that found nothing, or null. */
export async function didYouMean(
  words: CatalogueWords,
  budget: CallBudget,
  query: string,
): Promise<string | null> {
  return (await wordsWithin(words, budget))?.correct(query) ?? null;
}

/**
 * `run(query, page)` for the words typed; when they find nothing at all (page 1 empty) and
 * `exactly` is not asked, the same page for a confident correction, kept when it finds
 * something. A later page of a corrected search is the correction's later page, so paging
 * continues the results shown. Costs one more search only when the words typed found nothing,
 * and the catalogue's words when none are held; `run` spends from the same `budget`, and no
 * correction is made when it has nothing left for one.
 */
export async function correctedSearch<T>(
  args: { query: string; page: number; exactly: boolean },
  run: (query: string, page: number) => Promise<T>,
  isEmpty: (result: T) => boolean,
  words: CatalogueWords,
  budget: CallBudget,
): Promise<CorrectedSearch<T>> {
  const typed = await run(args.query, args.page);
  if (args.exactly || !isEmpty(typed)) return { result: typed, showingResultsFor: null };
  // A later page past the end of a search that found things is just empty.
  if (args.page > 1 && !isEmpty(await run(args.query, 1)))
    return { result: typed, showingResultsFor: null };
  const correction = (await wordsWithin(words, budget))?.correction(args.query);
  const corrected = correction?.confident && budget.left > 0 ? correction.text : null;
  if (!corrected || corrected === args.query) return { result: typed, showingResultsFor: null };
  const result = await run(corrected, args.page);
  if (args.page === 1 && isEmpty(result)) return { result: typed, showingResultsFor: null };
  return { result, showingResultsFor: corrected };
}
