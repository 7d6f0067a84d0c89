import { describe, expect, it } from 'vitest';
import { CAPE_TOWN_SUBURBS } from './cape-town.js';
import { searchAddresses, searchPlaces } from './search.js';

const formatted = (query: string) => searchAddresses(query).map((found) => found.formatted);

describe('searchAddresses', () => {
  it('finds a suburb by the start of its name, before its streets', () => {
    const found = searchAddresses('rondeb');
    expect(found[0]).toEqual({
      id: '7700:rondebosch',
      kind: 'SUBURB',
      street: null,
      suburb: 'Rondebosch',
      city: 'Cape Town',
      postalCode: '7700',
      formatted: 'Rondebosch, Cape Town, 7700',
      latitude: -33.961,
      longitude: 18.475,
    });
    expect(formatted('rondeb')).toContain('Main Road, Rondebosch, Cape Town, 7700');
    expect(formatted('rondeb')).toContain('Rondebosch East, Cape Town, 7780');
  });

  it('finds a street in a suburb, with abbreviations, any case and accents', () => {
    expect(formatted('MAIN RD rondebosch')).toEqual(['Main Road, Rondebosch, Cape Town, 7700']);
    expect(formatted('fairfield st')).toEqual(['Fairfield Street, Parow, Cape Town, 7500']);
    expect(formatted('voortrekker')).toEqual([
      'Voortrekker Road, Salt River, Cape Town, 7925',
      'Voortrekker Road, Maitland, Cape Town, 7405',
      'Voortrekker Road, Goodwood, Cape Town, 7460',
      'Voortrekker Road, Parow, Cape Town, 7500',
      'Voortrekker Road, Bellville, Cape Town, 7530',
    ]);
    expect(formatted('Tygervalley')[0]).toBe('Tyger Valley, Cape Town, 7530');
  });

  it('finds the suburbs of a postal code', () => {
    expect(formatted('7925').slice(0, 3)).toEqual([
      'Woodstock, Cape Town, 7925',
      'Salt River, Cape Town, 7925',
      'Observatory, Cape Town, 7925',
    ]);
  });

  it('a typed "st" still finds Station Road and Stellenbosch', () => {
    expect(formatted('st')).toEqual(expect.arrayContaining(['Stellenbosch, Stellenbosch, 7600']));
    expect(formatted('station parow')).toEqual(['Station Road, Parow, Cape Town, 7500']);
  });

  it('answers nothing for one letter, nothing found, and at most the limit', () => {
    expect(searchAddresses('r')).toEqual([]);
    expect(searchAddresses('  ')).toEqual([]);
    expect(searchAddresses('Johannesburg')).toEqual([]);
    expect(searchAddresses('road', 3)).toHaveLength(3);
  });

  it('gives every suggestion a unique id', () => {
    const ids = CAPE_TOWN_SUBURBS.flatMap((area) =>
      searchAddresses(area.name, 100).map((found) => found.id),
    );
    const all = new Set(ids);
    const suggestions = CAPE_TOWN_SUBURBS.reduce((sum, area) => sum + 1 + area.streets.length, 0);
    expect(all.size).toBe(suggestions);
  });
});

describe('searchPlaces', () => {
  const places = (query: string) => searchPlaces(query).map((found) => found.formatted);

  it('finds a town outside the delivery area by its name or another name shoppers use', () => {
    expect(places('sandton')).toEqual(['Sandton, Johannesburg, 2196']);
    expect(places('port eliz')).toEqual(['Gqeberha, 6001']);
    expect(places('joburg')).toEqual(['Johannesburg Central, Johannesburg, 2001']);
  });

  it('finds a suburb of the delivery area as a whole place, never one of its streets', () => {
    expect(places('bellv')[0]).toBe('Bellville, Cape Town, 7530');
    expect(searchPlaces('main rd').every((found) => found.kind === 'SUBURB')).toBe(true);
  });

  it('finds nothing for fewer than 2 letters', () => {
    expect(searchPlaces('s')).toEqual([]);
  });
});
