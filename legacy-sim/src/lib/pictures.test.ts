import { describe, expect, it } from 'vitest';
import { XMLValidator } from 'fast-xml-parser';
import { CATEGORIES } from '../data/categories.js';
import { seedState } from '../state.js';
import {
  categoryIcon,
  categorySvg,
  iconBody,
  logoSvg,
  packShape,
  packShotSvg,
  productIcon,
} from './pictures.js';

const catalogue = seedState(Date.UTC(2026, 10, 22));

describe('catalogue pictures', () => {
  it('every seeded product gets an icon that exists in the set (no initials fallback)', () => {
    const missing = catalogue.products.filter((p) => {
      const icon = productIcon(p.name, p.productType);
      return icon === null || iconBody(icon) === null;
    });
    expect(missing.map((p) => p.name)).toEqual([]);
  });

  it('picks fitting icons', () => {
    expect(productIcon('Super Maize Meal', 'maize')).toBe('ear-of-corn');
    expect(productIcon('Full Cream Milk', 'milk')).toBe('glass-of-milk');
    expect(productIcon('Traditional Boerewors', 'sausage')).toBe('hot-dog');
    expect(productIcon('Bananas', 'fruit')).toBe('banana');
    expect(productIcon('Dishwashing Liquid Lemon', 'dishwashing')).toBe('sponge');
    expect(packShape('oil')).toBe('bottle');
    expect(packShape('tinned')).toBe('tin');
    expect(packShape('fruit')).toBe('punnet');
  });

  it('every category gets an icon that exists', () => {
    const missing = CATEGORIES.filter((c) => {
      const icon = categoryIcon(c.name);
      return icon === null || iconBody(icon) === null;
    });
    expect(missing.map((c) => c.name)).toEqual([]);
  });

  it('draws valid, sized SVG small enough for data-free mode', () => {
    const shot = packShotSvg(
      {
        name: 'Super Maize Meal',
        brand: 'Mielie Gold',
        pack: '2.5 kg',
        icon: 'ear-of-corn',
        shape: 'bag',
      },
      160,
    );
    const category = categorySvg('Milk & <Eggs>', 'glass-of-milk', 256);
    const logo = logoSvg('Mzansi Fresh', 256);
    for (const svg of [shot, category, logo]) {
      expect(XMLValidator.validate(svg)).toBe(true);
      expect(Buffer.byteLength(svg)).toBeLessThan(12_000);
    }
    expect(shot).toMatch(/^<svg[^>]* width="160" height="160"/);
    expect(shot).toContain('Mielie Gold');
    expect(shot).toContain('2.5 kg');
    expect(shot).not.toMatch(/>SM</);
  });

  it('shows no champagne bottle on dairy: yoghurt, amasi and mageu get icons of their own', () => {
    const bubbly = catalogue.products
      .filter((p) => productIcon(p.name, p.productType) === 'bottle-with-popping-cork')
      .map((p) => p.name);
    expect(bubbly).toEqual([]);
    expect(CATEGORIES.filter((c) => categoryIcon(c.name) === 'bottle-with-popping-cork')).toEqual(
      [],
    );
    expect(productIcon('Amasi Maas', 'cultured')).toBe('glass-of-milk');
  });

  it('puts spooned yoghurt in a tub, drinks in a bottle, cases in a box and drums in a tin', () => {
    expect(packShape('cultured', 'Plain Yoghurt')).toBe('tub');
    expect(packShape('cultured', 'Strawberry Yoghurt')).toBe('tub');
    expect(packShape('cultured', 'Amasi Maas')).toBe('bottle');
    expect(packShape('cultured', 'Drinking Yoghurt Berry')).toBe('bottle');
    // Bulk: a case or bale in a box, a drum as a tin, not a bottle or a bag.
    expect(packShape('bulk_household', 'Bar Soap Case of 20')).toBe('box');
    expect(packShape('bulk', 'Long Life Milk Case of 12')).toBe('box');
    expect(packShape('bulk', 'Sunflower Oil 20 l Drum')).toBe('tin');
  });

  it('writes the pack size whole ("100 serviettes", not "100 servi…")', () => {
    const shot = packShotSvg(
      {
        name: 'Serviettes',
        brand: 'Kaya Care',
        pack: '100 serviettes',
        icon: 'roll-of-paper',
        shape: 'box',
      },
      160,
    );
    expect(shot).toContain('>100 serviettes<');
  });

  it('draws a category picture without its name: the tile prints the name beside it', () => {
    expect(categorySvg('Yoghurt & Maas', 'glass-of-milk', 256)).not.toMatch(/<text/);
  });
});
