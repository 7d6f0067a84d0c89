/**
 * Reads a legacy comparison answer keeping each offer's id only. The legacy API sends every
 * line's offer in full at every branch (about 1.3 MB of JSON for 100 lines at 12 branches); a
 * comparison asked with `offer { id }` needs none of the rest. Each `"offer":{…}` object is cut to
 * `{"id":…}` in the text before `JSON.parse`, which then builds a tenth of the objects: strings
 * are skipped with `indexOf` (native), so only the structure between them is walked here.
 *
 * A key named `offer` at any depth is cut (the comparison's lines and the saved cart's items);
 * the rest of the answer is parsed as it is.
 */
const OFFER_KEY = '"offer":{';
const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const OPEN = 0x7b;
const CLOSE = 0x7d;

/** The index just after the string starting at `start` (a `"`). */
function skipString(text: string, start: number): number {
  let end = text.indexOf('"', start + 1);
  for (;;) {
    if (end === -1) throw new SyntaxError('unterminated string in the legacy answer');
    let backslashes = 0;
    while (text.charCodeAt(end - 1 - backslashes) === BACKSLASH) backslashes++;
    if (backslashes % 2 === 0) return end + 1;
    end = text.indexOf('"', end + 1);
  }
}

const COMMA = 0x2c;
const SPACE = 0x20;

/** The index of the end of the number, `true`, `false` or `null` starting at `start`. */
function skipScalar(text: string, start: number): number {
  let at = start;
  for (;;) {
    const code = text.charCodeAt(at);
    if (code === COMMA || code === CLOSE || code <= SPACE || Number.isNaN(code)) return at;
    at++;
  }
}

/**
 * The object starting at `start` (a `{`): the index just after it, and the text of its own `id`
 * value (a number or a string, as sent). A plain loop over the structure between strings (no
 * regular expression: each match would be an object for the garbage collector).
 */
function skipObject(text: string, start: number): { end: number; id: string } {
  let depth = 0;
  let id = '';
  const length = text.length;
  for (let at = start; at < length;) {
    const code = text.charCodeAt(at);
    if (code === QUOTE) {
      const after = skipString(text, at);
      if (depth === 1 && !id && after - at === 4 && text.startsWith('"id":', at)) {
        const valueStart = after + 1;
        const valueEnd =
          text.charCodeAt(valueStart) === QUOTE
            ? skipString(text, valueStart)
            : skipScalar(text, valueStart);
        id = text.slice(valueStart, valueEnd);
        at = valueEnd;
      } else {
        at = after;
      }
    } else if (code === OPEN) {
      depth++;
      at++;
    } else if (code === CLOSE) {
      depth--;
      at++;
      if (depth === 0) return { end: at, id };
    } else {
      at++;
    }
  }
  throw new SyntaxError('unterminated object in the legacy answer');
}

/** The answer's text with every offer cut to its id, parsed. */
export function parseWithOfferIds<T>(text: string): T {
  const parts: string[] = [];
  let from = 0;
  for (let at = text.indexOf(OFFER_KEY); at !== -1; at = text.indexOf(OFFER_KEY, from)) {
    const objectStart = at + OFFER_KEY.length - 1;
    const { end, id } = skipObject(text, objectStart);
    if (text.charCodeAt(objectStart) !== OPEN) throw new SyntaxError('not an object');
    parts.push(text.slice(from, objectStart), id ? `{"id":${id}}` : '{}');
    from = end;
  }
  if (from === 0) return JSON.parse(text) as T;
  parts.push(text.slice(from));
  return JSON.parse(parts.join('')) as T;
}
