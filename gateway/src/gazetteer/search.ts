/**
 * Address search over the bundled gazetteer: a shopper types part of a suburb or street name
 * ("rondeb", "main rd rondebosch", "7700") and gets streets and suburbs to start an address from.
 * Matching ignores case, accents and punctuation, and knows the common abbreviations (rd, st,
 * ave); every word typed must start a word of the suggestion (or be its postal code).
 */
import { CAPE_TOWN_SUBURBS, type GazetteerSuburb } from './cape-town.js';
import { SOUTH_AFRICAN_PLACES } from './south-africa.js';

export type SuggestionKind = 'STREET' | 'SUBURB';

export interface AddressMatch {
  /** Stable id, e.g. `7700:rondebosch:main-road` or `7700:rondebosch`. */
  id: string;
  kind: SuggestionKind;
  street: string | null;
  suburb: string;
  city: string;
  postalCode: string;
  /** Street (when there is one), suburb, city and postal code on one line. */
  formatted: string;
  latitude: number;
  longitude: number;
}

const ABBREVIATIONS: Record<string, string> = {
  rd: 'road',
  st: 'street',
  str: 'street',
  ave: 'avenue',
  av: 'avenue',
  dr: 'drive',
  blvd: 'boulevard',
  cpt: 'cape',
};

function words(text: string): string[] {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter(Boolean);
}

/** A typed word matches the start of a word, or is an abbreviation of it ("rd" for "road"). */
function matches(typed: string, candidate: string): boolean {
  return candidate.startsWith(typed) || ABBREVIATIONS[typed] === candidate;
}

function slug(text: string): string {
  return words(text).join('-');
}

interface Entry {
  suggestion: AddressMatch;
  words: string[];
}

function suggestion(area: GazetteerSuburb, street: string | null): AddressMatch {
  const place = `${area.name}, ${area.city}, ${area.postalCode}`;
  return {
    id: [area.postalCode, slug(area.name), ...(street ? [slug(street)] : [])].join(':'),
    kind: street ? 'STREET' : 'SUBURB',
    street,
    suburb: area.name,
    city: area.city,
    postalCode: area.postalCode,
    formatted: street ? `${street}, ${place}` : place,
    latitude: area.latitude,
    longitude: area.longitude,
  };
}

function entriesOf(areas: readonly GazetteerSuburb[]): Entry[] {
  return areas.flatMap((area) => {
    const areaWords = [
      ...words(`${area.name} ${area.city} ${area.postalCode}`),
      ...words((area.aliases ?? []).join(' ')),
    ];
    return [
      { suggestion: suggestion(area, null), words: areaWords },
      ...area.streets.map((street) => ({
        suggestion: suggestion(area, street),
        words: [...words(street), ...areaWords],
      })),
    ];
  });
}

const ENTRIES = entriesOf(CAPE_TOWN_SUBURBS);

/** Whole places only: the delivery area's suburbs, then the country's main towns and suburbs. */
const PLACE_ENTRIES = [...CAPE_TOWN_SUBURBS, ...SOUTH_AFRICAN_PLACES].map((area) => ({
  suggestion: {
    ...suggestion(area, null),
    // A town that is its own city is named once: "Gqeberha, 6001".
    ...(area.name === area.city ? { formatted: `${area.name}, ${area.postalCode}` } : {}),
  },
  words: [
    ...words(`${area.name} ${area.city} ${area.postalCode}`),
    ...words((area.aliases ?? []).join(' ')),
  ],
}));

/** Lower is better: suburbs before streets when the suburb's own name matches the first word. */
function rank(entry: Entry, typed: string[]): number {
  const { suggestion: found } = entry;
  const first = typed[0] ?? '';
  const suburbFirst = matches(first, words(found.suburb)[0] ?? '');
  const streetFirst = found.street ? matches(first, words(found.street)[0] ?? '') : false;
  if (found.kind === 'SUBURB' && suburbFirst) return 0;
  if (streetFirst) return 1;
  if (found.kind === 'SUBURB') return 2;
  return 3;
}

/** Up to `limit` suggestions for what the shopper typed; none for fewer than 2 letters. */
export function searchAddresses(query: string, limit = 8): AddressMatch[] {
  return find(ENTRIES, query, limit);
}

/**
 * Up to `limit` suburbs and towns, in or outside the delivery area, for a shopper saying where
 * they are; none for fewer than 2 letters.
 */
export function searchPlaces(query: string, limit = 6): AddressMatch[] {
  return find(PLACE_ENTRIES, query, limit);
}

function find(entries: readonly Entry[], query: string, limit: number): AddressMatch[] {
  const typed = words(query);
  if (typed.join('').length < 2) return [];
  return entries
    .filter((entry) =>
      typed.every((word) => entry.words.some((candidate) => matches(word, candidate))),
    )
    .map((entry, index) => ({ entry, index, rank: rank(entry, typed) }))
    .sort((a, b) => a.rank - b.rank || a.index - b.index)
    .slice(0, limit)
    .map(({ entry }) => entry.suggestion);
}
