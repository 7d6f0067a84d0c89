/**
 * Catalogue search the way the legacy backend ranks it: the query is folded (case, accents) and
 * split into words; each word, or one of its Afrikaans synonyms, must match the name, brand or
 * category of a sellable. Name and brand matches count more than category matches, and a whole
 * word counts more than a word prefix, which counts more than a substring.
 */

/** Lower case, no accents ("Droëwors" -> "droewors"). */
export function fold(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();
}

/** Folded words of a text; anything not a letter or digit separates words. */
export function tokenize(text: string): string[] {
  return fold(text)
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
}

/**
 * Afrikaans (and a few colloquial) words for the staples, each to the English words used in the
 * catalogue. An entry with several words ("maize meal") must match all of them.
 */
export const SYNONYMS: Readonly<Record<string, readonly string[]>> = {
  melk: ['milk'],
  brood: ['bread'],
  suiker: ['sugar'],
  mieliemeel: ['maize meal'],
  mielie: ['maize'],
  pap: ['maize meal', 'porridge'],
  boerewors: ['wors', 'sausage'],
  wors: ['boerewors', 'sausage'],
  kaas: ['cheese'],
  botter: ['butter'],
  eiers: ['eggs'],
  eier: ['egg'],
  hoender: ['chicken'],
  vleis: ['beef', 'lamb', 'meat'],
  rys: ['rice'],
  koffie: ['coffee'],
  tee: ['tea'],
  olie: ['oil'],
  meel: ['flour'],
  koek: ['cake'],
  beskuit: ['rusks'],
  aartappels: ['potatoes'],
  uie: ['onions'],
  appels: ['apples'],
  seep: ['soap'],
  amasi: ['maas'],
};

/** Field weights: what the shopper sees first (name, brand) over the category. */
const NAME = 3;
const BRAND = 3;
const CATEGORY = 1;
/** How a query word matched a word of the field. */
const WHOLE = 4;
const PREFIX = 2;
const SUBSTRING = 1;

export interface Searchable {
  /** Product and sellable names. */
  name: string;
  brand: string;
  category: string;
}

/** Each alternative for one query word: the word itself, then its synonyms (as word lists). */
export function alternatives(word: string): string[][] {
  return [[word], ...(SYNONYMS[word] ?? []).map((phrase) => tokenize(phrase))];
}

function matchScore(word: string, fieldWords: readonly string[], fieldText: string): number {
  if (fieldWords.includes(word)) return WHOLE;
  if (fieldWords.some((w) => w.startsWith(word))) return PREFIX;
  return fieldText.includes(word) ? SUBSTRING : 0;
}

interface PreparedField {
  words: string[];
  text: string;
  weight: number;
}

function prepare(item: Searchable): PreparedField[] {
  return [
    [item.name, NAME],
    [item.brand, BRAND],
    [item.category, CATEGORY],
  ].map(([text, weight]) => {
    const words = tokenize(String(text));
    return { words, text: words.join(' '), weight: Number(weight) };
  });
}

/** Score of one word (all its fields summed), 0 when it matches nowhere. */
function wordScore(word: string, fields: readonly PreparedField[]): number {
  return fields.reduce((sum, f) => sum + f.weight * matchScore(word, f.words, f.text), 0);
}

/**
 * Relevance of an item for a query, or 0 when some query word (and all its synonyms) matches
 * nowhere. A synonym match scores a little less than the word itself.
 */
export function relevance(query: string, item: Searchable): number {
  const words = tokenize(query);
  if (!words.length) return 0;
  const fields = prepare(item);
  let total = 0;
  for (const word of words) {
    let best = 0;
    alternatives(word).forEach((phrase, i) => {
      const scores = phrase.map((w) => wordScore(w, fields));
      if (scores.some((s) => s === 0)) return;
      const score = scores.reduce((a, b) => a + b, 0) / phrase.length - (i > 0 ? 0.5 : 0);
      best = Math.max(best, score);
    });
    if (best <= 0) return 0;
    total += best;
  }
  // Among equals, the name that starts with the query comes first.
  const first = words[0] ?? '';
  if (fields[0]?.words[0]?.startsWith(first)) total += 1;
  return total;
}

/** Names of categories whose words match a query word or one of its synonyms. */
export function matchingCategories<T extends { name: string }>(
  query: string,
  categories: readonly T[],
): T[] {
  const words = tokenize(query);
  return categories.filter((category) =>
    words.some((word) =>
      alternatives(word).some((phrase) =>
        phrase.every((w) => {
          const fieldWords = tokenize(category.name);
          return matchScore(w, fieldWords, fieldWords.join(' ')) >= PREFIX;
        }),
      ),
    ),
  );
}
