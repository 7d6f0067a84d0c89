/**
 * "Did you mean" measured for ADR 0021: typical misspellings against the simulator's catalogue
 * words, answered by (a) the legacy search alone, (b) MiniSearch's fuzzy radix tree (the chosen
 * WordIndex) and (c) fastest-levenshtein's closest word over a plain list. Run against a simulator:
 * `SIM_URL=http://localhost:4010 npx tsx tests/bench/search-typos.ts`.
 */
import { closest, distance } from 'fastest-levenshtein';
import { WordIndex, allowedEdits, words } from '../../gateway/src/words/catalogue-words';

const SIM = process.env.SIM_URL ?? 'http://localhost:4010';
/** Misspelling and the word meant. */
const TYPOS: Array<[string, string]> = [
  ['chiken', 'chicken'],
  ['chickn', 'chicken'],
  ['chicen', 'chicken'],
  ['suger', 'sugar'],
  ['bred', 'bread'],
  ['brread', 'bread'],
  ['maise', 'maize'],
  ['mealie', 'meal'],
  ['yogurt', 'yoghurt'],
  ['yoghurt', 'yoghurt'],
  ['buter', 'butter'],
  ['chese', 'cheese'],
  ['cofee', 'coffee'],
  ['coffe', 'coffee'],
  ['riice', 'rice'],
  ['nappys', 'nappies'],
  ['biscits', 'biscuits'],
  ['sausges', 'sausages'],
  ['tomatos', 'tomatoes'],
  ['potatos', 'potatoes'],
  ['washing powdr', 'washing powder'],
  ['cooking oyl', 'cooking oil'],
  ['macaroni', 'macaroni'],
  ['spagetti', 'spaghetti'],
  ['choclate', 'chocolate'],
  ['juise', 'juice'],
  ['mlik', 'milk'],
  ['flour', 'flour'],
  ['flor', 'flour'],
  ['eggz', 'eggs'],
];

async function get<T>(path: string): Promise<T> {
  const response = await fetch(`${SIM}${path}`);
  return (await response.json()) as T;
}

async function catalogueTexts(): Promise<string[]> {
  const roots = await get<{ resources: Array<{ id: number; name: string }> }>(
    '/catalog/v1/categories',
  );
  const texts = roots.resources.map((r) => r.name);
  for (const root of roots.resources) {
    const { category } = await get<{
      category: { categories: Array<{ name: string }>; products: Array<{ name: string }> };
    }>(`/catalog/v1/categories/${root.id}`);
    texts.push(...category.categories.map((c) => c.name), ...category.products.map((p) => p.name));
  }
  return texts;
}

function levenshteinCorrect(list: string[], query: string): string | null {
  const known = new Set(list);
  let changed = false;
  const out: string[] = [];
  for (const word of words(query)) {
    if (known.has(word) || list.some((w) => w.startsWith(word))) {
      out.push(word);
      continue;
    }
    const near = closest(word, list);
    if (!allowedEdits(word.length) || distance(word, near) > allowedEdits(word.length)) return null;
    out.push(near);
    changed = true;
  }
  return changed ? out.join(' ') : null;
}

async function main(): Promise<void> {
  let t = performance.now();
  const texts = await catalogueTexts();
  const readMs = performance.now() - t;
  const heapBefore = process.memoryUsage().heapUsed;
  t = performance.now();
  const index = new WordIndex();
  for (const text of texts) index.add(text);
  const buildMs = performance.now() - t;
  const list = [...new Set(texts.flatMap(words))].filter((w) => !/^\d+$/.test(w));
  console.log(
    `catalogue texts ${texts.length}, distinct words ${index.size}, read ${readMs.toFixed(0)} ms (11 calls), build ${buildMs.toFixed(1)} ms, heap +${((process.memoryUsage().heapUsed - heapBefore) / 1024).toFixed(0)} KiB`,
  );

  let legacyHits = 0;
  let miniHits = 0;
  let levHits = 0;
  const rows: string[] = [];
  for (const [typo, meant] of TYPOS) {
    const found = await get<{ offers: unknown[] }>(
      `/catalog/v1/offers/search?query=${encodeURIComponent(typo)}&supplier_id=101&per_page=1`,
    );
    const legacy = found.offers.length > 0;
    const mini = index.correct(typo);
    const lev = levenshteinCorrect(list, typo);
    const ok = (s: string | null) => (s ?? typo).includes(meant) || (legacy && s === null);
    if (legacy) legacyHits += 1;
    if (ok(mini)) miniHits += 1;
    if (ok(lev)) levHits += 1;
    rows.push(
      `${typo.padEnd(16)} legacy ${legacy ? 'finds' : 'none '}  minisearch ${String(mini).padEnd(16)} levenshtein ${lev}`,
    );
  }
  console.log(rows.join('\n'));
  console.log(
    `useful of ${TYPOS.length}: legacy alone ${legacyHits}, minisearch ${miniHits}, levenshtein ${levHits}`,
  );
  const start = performance.now();
  for (let i = 0; i < 200; i++) for (const [typo] of TYPOS) index.correct(typo);
  const mini = ((performance.now() - start) / (200 * TYPOS.length)) * 1000;
  const start2 = performance.now();
  for (let i = 0; i < 200; i++) for (const [typo] of TYPOS) levenshteinCorrect(list, typo);
  const lev = ((performance.now() - start2) / (200 * TYPOS.length)) * 1000;
  console.log(`per query: minisearch ${mini.toFixed(1)} µs, levenshtein scan ${lev.toFixed(1)} µs`);
}

void main();
