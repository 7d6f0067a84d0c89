import { describe, expect, it } from 'vitest';
import { MAX_WORDS, WordIndex } from './catalogue-words.js';

function index(...texts: string[]): WordIndex {
  const words = new WordIndex();
  for (const text of texts) words.add(text);
  return words;
}

describe('WordIndex.correct', () => {
  const catalogue = index(
    'Chicken',
    'Whole Chicken',
    'Maize Meal & Porridge',
    'Brown Bread',
    'Sugar',
  );

  it('replaces a misspelt word by the nearest catalogue word and keeps the known ones', () => {
    expect(catalogue.correct('chiken')).toBe('chicken');
    expect(catalogue.correct('Maize Meeal')).toBe('maize meal');
    expect(catalogue.correct('suger')).toBe('sugar');
  });

  it('offers nothing when every word is known, or a word is nowhere near the catalogue', () => {
    expect(catalogue.correct('whole chicken')).toBeNull();
    expect(catalogue.correct('chick')).toBeNull();
    expect(catalogue.correct('chiken zzqx')).toBeNull();
  });

  it('does not guess at very short words', () => {
    expect(catalogue.correct('brd')).toBeNull();
  });

  it('prefers the more common of two equally near words', () => {
    expect(index('bread', 'bread', 'brand').correct('brend')).toBe('bread');
  });

  it('holds at most MAX_WORDS words', () => {
    const big = new WordIndex();
    for (let i = 0; i < MAX_WORDS + 10; i++) big.add(`w${i.toString(36)}x`);
    expect(big.size).toBe(MAX_WORDS);
  });
});

describe('WordIndex.correction', () => {
  it('is confident when one catalogue word is nearest', () => {
    const catalogue = index('Chicken', 'Whole Chicken', 'Sugar');
    expect(catalogue.correction('chiken')).toEqual({ text: 'chicken', confident: true });
  });

  it('is not confident when two words are as near', () => {
    expect(index('bread', 'bread', 'brand').correction('brend')).toEqual({
      text: 'bread',
      confident: false,
    });
  });

  it('keeps numbers and size units as typed', () => {
    expect(index('Chicken').correction('chiken 2 kg')).toEqual({
      text: 'chicken 2 kg',
      confident: true,
    });
    expect(index('Milk').correction('mlk 500 ml')).toBeNull();
  });
});
