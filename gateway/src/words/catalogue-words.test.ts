import { describe, expect, it } from 'vitest';
import type { RestCategory, RestCategoryDetail } from '@shopfront/legacy-api';
import {
  CatalogueWords,
  MAX_WORD_ROOTS,
  MAX_WORDS,
  WORDS_READ_CALLS,
  WordIndex,
  type CategoryTree,
} from './catalogue-words.js';

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

describe('CatalogueWords', () => {
  /** A catalogue of `roots` root categories, each with one product, counting its calls. */
  function tree(roots: number) {
    const calls: string[] = [];
    const catalogue: CategoryTree = {
      rootCategories: async () => {
        calls.push('roots');
        return Array.from(
          { length: roots },
          (_, i) => ({ id: i, name: `Root${i}` }) as RestCategory,
        );
      },
      category: async (id) => {
        calls.push(`category ${id}`);
        return {
          id,
          name: `Root${id}`,
          categories: [],
          products: [{ id, name: `Chicken${id}` }],
        } as unknown as RestCategoryDetail;
      },
    };
    return { catalogue, calls };
  }

  it('reads the words at most WORDS_READ_CALLS calls, once, and holds them', async () => {
    const { catalogue, calls } = tree(MAX_WORD_ROOTS + 5);
    const words = new CatalogueWords(catalogue);
    expect(words.held()).toBe(false);
    const [a, b] = await Promise.all([words.read(), words.read()]);
    expect(a).toBe(b);
    expect(words.held()).toBe(true);
    expect(calls).toHaveLength(WORDS_READ_CALLS);
    await words.read();
    expect(calls).toHaveLength(WORDS_READ_CALLS);
    words.close();
  });

  it('after a failed read, makes none again within a minute', async () => {
    let now = 0;
    let failing = true;
    const calls: string[] = [];
    const words = new CatalogueWords(
      {
        rootCategories: async () => {
          calls.push('roots');
          if (failing) throw new Error('down');
          return [];
        },
        category: async () => {
          throw new Error('not asked');
        },
      },
      () => now,
    );
    expect(await words.read()).toBeNull();
    expect(await words.read()).toBeNull();
    expect(calls).toHaveLength(1);
    failing = false;
    now = 61_000;
    expect(await words.read()).toBeInstanceOf(WordIndex);
    expect(calls).toHaveLength(2);
    words.close();
  });
});
