/**
 * Sizes as shoppers type them (`2l`, `2 litre`, `500g`, `0.5kg`, `1,5 l`) written the way the
 * catalogue writes its packs (`2 l`, `500 g`, `1.5 l`): the legacy search matches words, and
 * `2l` is one word no pack name holds. A mass under 1 kg is written in grams and a volume under
 * 1 l in millilitres, as the packs are (`500 g`, `750 ml`, `1 kg`). See ADR 0038.
 */

type Dimension = 'mass' | 'volume';

/** Each unit word a shopper may type, with its dimension and size in grams or millilitres. */
const UNITS: ReadonlyArray<[RegExp, Dimension, number]> = [
  [/^(?:kg|kgs|kilos?|kilogra(?:m|mme)s?)$/, 'mass', 1000],
  [/^(?:g|gr|grams?|grammes?)$/, 'mass', 1],
  [/^(?:l|lt|ltr|litres?|liters?|ℓ)$/, 'volume', 1000],
  [/^(?:ml|millilitres?|milliliters?)$/, 'volume', 1],
];

/** A number (`.` or `,` before decimals), optional space, then a word of letters. */
const SIZE = /(^|[^\p{L}\p{N}.,])(\d+(?:[.,]\d+)?)\s*(\p{L}+)(?![\p{L}\p{N}])/gu;

/** A number as the catalogue writes it: at most 3 decimals, none when whole (`2`, `1.5`). */
function written(value: number): string {
  return String(Math.round(value * 1000) / 1000);
}

function canonical(amount: number, dimension: Dimension): string {
  if (dimension === 'mass')
    return amount >= 1000 ? `${written(amount / 1000)} kg` : `${written(amount)} g`;
  return amount >= 1000 ? `${written(amount / 1000)} l` : `${written(amount)} ml`;
}

/** The query with every size written as the catalogue writes it; other words unchanged. */
export function writeSizes(query: string): string {
  return query.replace(SIZE, (whole, before: string, number: string, word: string) => {
    const unit = UNITS.find(([pattern]) => pattern.test(word.toLowerCase()));
    if (!unit) return whole;
    const [, dimension, size] = unit;
    const amount = Number(number.replace(',', '.')) * size;
    return `${before}${canonical(amount, dimension)}`;
  });
}
