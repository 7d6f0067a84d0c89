/**
 * Reads a legacy comparison answer keeping each offer's id only. The legacy API sends every
 * line's offer in full at every branch (about 1.3 MB of JSON for 100 lines at 12 branches); a
 * comparison asked with `offer { id }` needs none of the rest. The answer is read as bytes: each
 * `"offer":{…}` object is skipped in the bytes and replaced by `{"id":…}`, and only the kept
 * parts (about a tenth) are decoded into a string and given to `JSON.parse`. Decoding the whole
 * answer, or walking it as a string, cost more than the `JSON.parse` it saved (docs/benchmarks.md).
 *
 * A key named `offer` at any depth is cut (the comparison's lines and the saved cart's items);
 * the rest of the answer is parsed as it is.
 */
const OFFER_KEY = Buffer.from('"offer":{');
const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const OPEN = 0x7b;
const CLOSE = 0x7d;
const COLON = 0x3a;
const COMMA = 0x2c;
const SPACE = 0x20;
const I = 0x69;
const D = 0x64;

/** The object starting at `start` (a `{`): the index just after it, and where its own `id` is. */
interface Skipped {
  end: number;
  idStart: number;
  idEnd: number;
}

/** The index just after the string whose opening quote is just before `at`. */
function afterString(bytes: Uint8Array, at: number, length: number): number {
  for (let i = at; i < length; i++) {
    const code = bytes[i];
    if (code === QUOTE) return i + 1;
    if (code === BACKSLASH) i++;
  }
  throw new SyntaxError('unterminated string in the legacy answer');
}

/** The index of the end of the number, string, `true`, `false` or `null` starting at `start`. */
function afterValue(bytes: Uint8Array, start: number, length: number): number {
  if (bytes[start] === QUOTE) return afterString(bytes, start + 1, length);
  let at = start;
  while (at < length) {
    const code = bytes[at]!;
    if (code === COMMA || code === CLOSE || code <= SPACE) return at;
    at++;
  }
  return at;
}

/**
 * A plain loop over the bytes (JIT-compiled to a tight loop; a native `indexOf` per string costs
 * more in calls than it saves on these short strings), counting braces outside strings.
 */
function skipObject(bytes: Uint8Array, start: number): Skipped {
  const length = bytes.length;
  let depth = 0;
  let idStart = -1;
  let idEnd = -1;
  for (let at = start; at < length;) {
    const code = bytes[at]!;
    if (code === QUOTE) {
      const after = afterString(bytes, at + 1, length);
      if (
        depth === 1 &&
        idStart === -1 &&
        after - at === 4 &&
        bytes[at + 1] === I &&
        bytes[at + 2] === D &&
        bytes[after] === COLON
      ) {
        idStart = after + 1;
        while (idStart < length && bytes[idStart]! <= SPACE) idStart++;
        idEnd = afterValue(bytes, idStart, length);
        at = idEnd;
      } else {
        at = after;
      }
    } else if (code === OPEN) {
      depth++;
      at++;
    } else if (code === CLOSE) {
      at++;
      if (--depth === 0) return { end: at, idStart, idEnd };
    } else {
      at++;
    }
  }
  throw new SyntaxError('unterminated object in the legacy answer');
}

/** The answer's bytes with every offer cut to its id, decoded: JSON text, about a tenth. */
export function offersAsIdsText(answer: Uint8Array): string {
  const bytes = Buffer.isBuffer(answer)
    ? answer
    : Buffer.from(answer.buffer, answer.byteOffset, answer.byteLength);
  const parts: string[] = [];
  let from = 0;
  for (let at = bytes.indexOf(OFFER_KEY); at !== -1; at = bytes.indexOf(OFFER_KEY, from)) {
    const objectStart = at + OFFER_KEY.length - 1;
    const { end, idStart, idEnd } = skipObject(bytes, objectStart);
    parts.push(
      bytes.toString('utf8', from, objectStart),
      idStart === -1 ? '{}' : `{"id":${bytes.toString('utf8', idStart, idEnd)}}`,
    );
    from = end;
  }
  parts.push(bytes.toString('utf8', from));
  return parts.join('');
}

/** The answer's bytes with every offer cut to its id, decoded and parsed. */
export function parseWithOfferIds<T>(answer: Uint8Array): T {
  return JSON.parse(offersAsIdsText(answer)) as T;
}
