import { describe, expect, it } from 'vitest';
import { writeSizes } from './search-sizes.js';

describe('writeSizes', () => {
  it('writes litres as the catalogue does, however they were typed', () => {
    for (const typed of [
      'milk 2l',
      'milk 2L',
      'milk 2 litre',
      'milk 2 litres',
      'milk 2 liter',
      'milk 2lt',
      'milk 2 ltr',
    ])
      expect(writeSizes(typed)).toBe('milk 2 l');
    expect(writeSizes('2l milk')).toBe('2 l milk');
    expect(writeSizes('1,5l cola')).toBe('1.5 l cola');
    expect(writeSizes('0.5 l')).toBe('500 ml');
    expect(writeSizes('0.75l')).toBe('750 ml');
  });

  it('writes millilitres, grams and kilograms', () => {
    expect(writeSizes('500ml')).toBe('500 ml');
    expect(writeSizes('500 millilitres')).toBe('500 ml');
    expect(writeSizes('1000ml')).toBe('1 l');
    expect(writeSizes('500g')).toBe('500 g');
    expect(writeSizes('500 grams')).toBe('500 g');
    expect(writeSizes('0.5kg')).toBe('500 g');
    expect(writeSizes('0,5 kg')).toBe('500 g');
    expect(writeSizes('1000g')).toBe('1 kg');
    expect(writeSizes('2.5 kilograms')).toBe('2.5 kg');
    expect(writeSizes('10 kilo maize')).toBe('10 kg maize');
    expect(writeSizes('25kg')).toBe('25 kg');
  });

  it('leaves other words and numbers alone', () => {
    expect(writeSizes('maize meal')).toBe('maize meal');
    expect(writeSizes('milk 2 l')).toBe('milk 2 l');
    expect(writeSizes('6 pack')).toBe('6 pack');
    expect(writeSizes('size 3 nappies')).toBe('size 3 nappies');
    expect(writeSizes('gluten free')).toBe('gluten free');
    expect(writeSizes('2 lemons')).toBe('2 lemons');
    expect(writeSizes('100 gold')).toBe('100 gold');
  });
});
