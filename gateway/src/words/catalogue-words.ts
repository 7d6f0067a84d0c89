/**
 * "Did you mean": the catalogue's own words (category and product names, read from the legacy
 * catalogue tree: the root list and one call per root category, at most WORDS_READ_CALLS calls),
 * kept in memory by each gateway (one `CatalogueWords`, made in app.ts) and read again hourly. A
 * misspelt query word is replaced by the nearest known word within a small edit distance
 * (MiniSearch's radix tree answers the fuzzy lookup). See ADR 0021.
 */
import SearchableMap from 'minisearch/SearchableMap';
import type { CatalogueApi } from '../upstream/catalogue-api.js';

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

/** Root categories whose trees are read for their words, at most (the first ones listed). */
export const MAX_WORD_ROOTS = 10;

/** Legacy calls one read of the words makes at most: the root list and each root's tree. */
export const WORDS_READ_CALLS = 1 + MAX_WORD_ROOTS;

/** Longest a starting gateway waits for the words (it starts without them past this). */
export const WORDS_START_WAIT_MS = 3_000;

/** What the words are read through (the catalogue client). */
export type CategoryTree = Pick<CatalogueApi, 'rootCategories' | 'category'>;

/** Reads the catalogue's words from the legacy API: the root categories, then each one's tree. */
export async function readCatalogueWords(catalogue: CategoryTree): Promise<WordIndex> {
  const index = new WordIndex();
  const roots = (await catalogue.rootCategories(null, null)).slice(0, MAX_WORD_ROOTS);
  const details = await Promise.all(roots.map((root) => catalogue.category(root.id, null, null)));
  for (const root of roots) index.add(root.name);
  for (const detail of details) {
    for (const child of detail.categories) index.add(child.name);
    for (const product of detail.products) index.add(product.name);
  }
  return index;
}

/**
 * One gateway's catalogue words, read when the gateway starts (`warm`, CATALOGUE_WORDS_AT_START),
 * else by the first request that needs them and can afford it (`WORDS_READ_CALLS` legacy calls,
 * within its own budget); later reads are the gateway's own, hourly in the background, never a
 * request's.
 */
export class CatalogueWords {
  private index: WordIndex | null = null;
  private reading: Promise<WordIndex | null> | null = null;
  private failedAt = -Infinity;
  private refresh: NodeJS.Timeout | undefined;
  private closed = false;

  constructor(
    private readonly catalogue: CategoryTree,
    private readonly clock: () => number = Date.now,
  ) {}

  /** True when the words are held or being read: `read()` then makes no call of its own. */
  held(): boolean {
    return this.index !== null || this.reading !== null;
  }

  /**
   * The words: those held, the read under way, else a read made now (none within a minute of a
   * failed one). Null when they could not be read.
   */
  read(): Promise<WordIndex | null> {
    if (this.index) return Promise.resolve(this.index);
    if (this.reading) return this.reading;
    if (this.clock() - this.failedAt < RETRY_AFTER_MS) return Promise.resolve(null);
    return this.start();
  }

  /**
   * Reads the words now (the gateway starting), waiting at most `waitMs` for them: a slow or
   * unreachable legacy API delays no start. A search asking meanwhile waits for this read.
   */
  async warm(waitMs: number): Promise<void> {
    let timer: NodeJS.Timeout | undefined;
    const waited = new Promise<void>((resolve) => {
      timer = setTimeout(resolve, waitMs);
      timer.unref();
    });
    await Promise.race([this.read(), waited]);
    clearTimeout(timer);
  }

  /** Stops the hourly refresh (the gateway is closing). */
  close(): void {
    this.closed = true;
    clearTimeout(this.refresh);
  }

  private start(): Promise<WordIndex | null> {
    const reading = readCatalogueWords(this.catalogue)
      .then(
        (index) => {
          this.index = index;
          return index;
        },
        () => {
          this.failedAt = this.clock();
          return this.index;
        },
      )
      .finally(() => {
        this.reading = null;
        if (this.index) this.scheduleRefresh();
      });
    this.reading = reading;
    return reading;
  }

  private scheduleRefresh(): void {
    if (this.closed) return;
    clearTimeout(this.refresh);
    this.refresh = setTimeout(() => void this.start(), WORDS_REFRESH_MS);
    this.refresh.unref();
  }
}
