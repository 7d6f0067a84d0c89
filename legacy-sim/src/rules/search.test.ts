import { describe, expect, it } from 'vitest';
import { matchingCategories, relevance, tokenize } from './search.js';

const maizeMeal = { name: 'Super Maize Meal', brand: 'Sunveld', category: 'Maize Meal & Porridge' };
const babyCereal = { name: 'Baby Cereal Maize', brand: 'Little', category: 'Baby Food' };

describe('search relevance', () => {
  it('folds case and accents and splits on punctuation', () => {
    expect(tokenize('Droëwors, Samp & Beans')).toEqual(['droewors', 'samp', 'beans']);
  });

  it('ranks a name match backed by its category over a name match alone', () => {
    expect(relevance('maize', maizeMeal)).toBeGreaterThan(relevance('maize', babyCereal));
  });

  it('ranks name and brand matches over category-only matches', () => {
    const byName = { name: 'Full Cream Milk', brand: 'Dairy Koei', category: 'Dairy' };
    const byCategory = { name: 'Cheddar Cheese', brand: 'Clover Hill', category: 'Milk' };
    expect(relevance('milk', byName)).toBeGreaterThan(relevance('milk', byCategory));
    expect(relevance('koei', byName)).toBeGreaterThan(relevance('milk', byCategory));
  });

  it('ranks whole words over prefixes over substrings', () => {
    const item = (name: string) => ({ name, brand: '', category: '' });
    const whole = relevance('oat', item('Oat Crunch'));
    const prefix = relevance('oat', item('Oats Crunch'));
    const substring = relevance('oat', item('Goat Crunch'));
    expect(whole).toBeGreaterThan(prefix);
    expect(prefix).toBeGreaterThan(substring);
    expect(substring).toBeGreaterThan(0);
  });

  it('needs every query word to match somewhere', () => {
    expect(relevance('maize rice', maizeMeal)).toBe(0);
    expect(relevance('sunveld maize', maizeMeal)).toBeGreaterThan(0);
  });

  it('understands Afrikaans words for the staples', () => {
    const item = (name: string, category = '') => ({ name, brand: '', category });
    expect(relevance('melk', item('Full Cream Milk'))).toBeGreaterThan(0);
    expect(relevance('brood', item('White Bread'))).toBeGreaterThan(0);
    expect(relevance('suiker', item('White Sugar'))).toBeGreaterThan(0);
    expect(relevance('mieliemeel', maizeMeal)).toBeGreaterThan(0);
    expect(relevance('mieliemeel', babyCereal)).toBe(0);
    expect(relevance('boerewors', item('Chicken Wors'))).toBeGreaterThan(0);
    expect(relevance('melk', item('White Bread'))).toBe(0);
  });

  it('finds categories by a query word or its synonym', () => {
    const categories = [{ name: 'Milk' }, { name: 'Bread' }, { name: 'Maize Meal & Porridge' }];
    expect(matchingCategories('melk', categories)).toEqual([{ name: 'Milk' }]);
    expect(matchingCategories('fresh brood', categories)).toEqual([{ name: 'Bread' }]);
    expect(matchingCategories('porr', categories)).toEqual([{ name: 'Maize Meal & Porridge' }]);
    expect(matchingCategories('xyz', categories)).toEqual([]);
  });
});
