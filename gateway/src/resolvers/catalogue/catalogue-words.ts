/**
 * "Did you mean": the catalogue's own words (category and product names, read from the legacy
 * catalogue tree: the root list and one call per root category), kept in memory per gateway and
 * read again hourly. A misspelt query word is replaced by the nearest known word within a small
 * edit distance (MiniSearch's radix tree answers the fuzzy lookup). See ADR 0021.
 */
import SearchableMap from 'minisearch/SearchableMap';
import type { CatalogueApi } from '../../upstream/catalogue-api.js';

/** Read the words again after this long, so new products are learnt. */
export const WORDS_REFRESH_MS = 60 * 60 * 1000;
/** After a failed read, try again no sooner than this. */
const RETRY_AFTER_MS = 60 * 1000;
/** Memory bound: at most this many distinct words, each at most this long. */
export const MAX_WORDS = 20_000;
const MAX_WORD_LENGTH = 32;

/** Lower case, no accents, split on anything not a letter or digit (as the legacy search does). */
export function words(text: string): string[] {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
}

/** Edits allowed for a word of this length: none for short words, where a guess is a coin toss. */
export function allowedEdits(length: number): number {
  if (length <= 3) return 0;
  return length <= 5 ? 1 : 2;
}

/** Word to how often the catalogue uses it (the more common word wins a tie). */
export class WordIndex {
  private readonly map = new SearchableMap<number>();
  /** Counted here: the map's own `size` walks the whole tree. */
  private distinct = 0;

  add(text: string): void {
    for (const word of words(text)) {
      if (word.length > MAX_WORD_LENGTH || /^\d+$/.test(word)) continue;
      const count = this.map.get(word);
      if (count === undefined) {
        if (this.distinct >= MAX_WORDS) return;
        this.distinct += 1;
      }
      this.map.set(word, (count ?? 0) + 1);
    }
  }

  get size(): number {
    return this.distinct;
  }

  /** Known as a word, or as the start of one (the legacy search matches word prefixes). */
  private knows(word: string): boolean {
    return this.map.has(word) || !this.map.atPrefix(word).keys().next().done;
  }

  /**
   * The nearest known word, fewest edits first, then the most used, then alphabetical; sure when
   * no other word is as near (`chiken`: only `chicken` is one edit away).
   */
  private nearest(word: string): { word: string; sure: boolean } | null {
    const edits = allowedEdits(word.length);
    if (!edits) return null;
    let best: { word: string; distance: number; count: number } | null = null;
    let nearestDistance = Infinity;
    let asNear = 0;
    for (const [candidate, [count, distance]] of this.map.fuzzyGet(word, edits)) {
      if (distance < nearestDistance) {
        nearestDistance = distance;
        asNear = 1;
      } else if (distance === nearestDistance) asNear += 1;
      if (
        !best ||
        distance < best.distance ||
        (distance === best.distance && count > best.count) ||
        (distance === best.distance && count === best.count && candidate < best.word)
      )
        best = { word: candidate, distance, count };
    }
    return best && { word: best.word, sure: asNear === 1 };
  }

  /**
   * The query with each unknown word replaced by its nearest known word, or null when every word
   * is known already or some unknown word has no close one (then nothing better can be offered).
   * Numbers and size units (`2`, `l`, `kg`) are kept as typed. `confident` when every replaced
   * word had one nearest word: then the correction may be searched in the shopper's place.
   */
  correction(query: string): { text: string; confident: boolean } | null {
    const asked = words(query);
    let changed = false;
    let confident = true;
    const corrected: string[] = [];
    for (const word of asked) {
      if (KEPT.test(word) || this.knows(word)) {
        corrected.push(word);
        continue;
      }
      const nearest = this.nearest(word);
      if (!nearest) return null;
      corrected.push(nearest.word);
      confident &&= nearest.sure;
      changed = true;
    }
    return changed ? { text: corrected.join(' '), confident } : null;
  }

  /** The correction's words, sure or not: what "Did you mean" offers. */
  correct(query: string): string | null {
    return this.correction(query)?.text ?? null;
  }
}

/** Words a correction keeps as typed: numbers and the size units packs are written in. */
const KEPT = /^(?:\d+|kg|g|l|ml)$/;

/** Reads the catalogue's words from the legacy API: the root categories, then each one's tree. */
export async function readCatalogueWords(catalogue: CatalogueApi): Promise<WordIndex> {
  const index = new WordIndex();
  const roots = await catalogue.rootCategories(null, null);
  const details = await Promise.all(roots.map((root) => catalogue.category(root.id, null, null)));
  for (const root of roots) index.add(root.name);
  for (const detail of details) {
    for (const child of detail.categories) index.add(child.name);
    for (const product of detail.products) index.add(product.name);
  }
  return index;
}

interface Held {
  index: WordIndex | null;
  readAt: number;
  reading: Promise<WordIndex | null> | null;
}

/** One word list per catalogue client, that is per gateway. */
const held = new WeakMap<CatalogueApi, Held>();

/**
 * The catalogue's words, read on first use and again when stale (the stale list answers while
 * the new one is read). Null when they could not be read yet: then no suggestion is made.
 */
export async function catalogueWords(
  catalogue: CatalogueApi,
  now = Date.now(),
): Promise<WordIndex | null> {
  let entry = held.get(catalogue);
  if (!entry) {
    entry = { index: null, readAt: 0, reading: null };
    held.set(catalogue, entry);
  }
  const state = entry;
  const stale = now - state.readAt > (state.index ? WORDS_REFRESH_MS : RETRY_AFTER_MS);
  if (stale && !state.reading) {
    state.readAt = now;
    state.reading = readCatalogueWords(catalogue)
      .then((index) => {
        state.index = index;
        return index;
      })
      .catch(() => state.index)
      .finally(() => {
        state.reading = null;
      });
  }
  return state.index ?? (await state.reading);
}

/** A correction sure enough to search in the shopper's place (`chiken` → `chicken`), or null. */
export async function confidentCorrection(
  catalogue: CatalogueApi,
  query: string,
): Promise<string | null> {
  const index = await catalogueWords(catalogue);
  const correction = index?.correction(query);
  return correction?.confident ? correction.text : null;
}

/** "Did you mean" for a query that found nothing, or null. */
export async function didYouMean(catalogue: CatalogueApi, query: string): Promise<string | null> {
  const index = await catalogueWords(catalogue);
  return index?.correct(query) ?? null;
}
