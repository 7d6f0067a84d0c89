import { describe, expect, it } from 'vitest';
import { seedState } from '../state.js';

const state = seedState(Date.UTC(2026, 10, 22));
const productNamed = (name: string) => {
  const product = state.products.find((candidate) => candidate.name === name);
  if (!product) throw new Error(`No product named ${name}`);
  return product;
};
const sellablesOf = (name: string) =>
  state.sellables.filter((sellable) => sellable.productId === productNamed(name).id);

describe('seeded catalogue names', () => {
  it('names no real brand "in the style of": every brand and product has a name of its own', () => {
    const names = [
      ...state.brands.map((brand) => brand.name),
      ...state.products.map((product) => product.name),
      ...state.sellables.map((sellable) => sellable.name),
    ];
    expect(names.filter((name) => /-style\b/i.test(name))).toEqual([]);
  });
});

describe('seeded packs', () => {
  it('sells a case of 12 long-life milk by the litre, 12 x 1 l, not as 25 kg', () => {
    for (const sellable of sellablesOf('Long Life Milk Case of 12')) {
      expect(sellable).toMatchObject({ pack: '12 x 1 l', unit: 'l', measurement: 12 });
    }
  });

  it('sells a 20 l drum of oil as 20 l', () => {
    for (const sellable of sellablesOf('Sunflower Oil 20 l Drum')) {
      expect(sellable).toMatchObject({ pack: '20 l', unit: 'l', measurement: 20 });
    }
  });

  it('gives a case or bale of N a pack of N', () => {
    const counted = state.products.filter((product) => /(case|bale) of \d+/i.test(product.name));
    expect(counted.length).toBeGreaterThan(2);
    for (const product of counted) {
      const count = /of (\d+)/i.exec(product.name)?.[1];
      for (const sellable of sellablesOf(product.name)) expect(sellable.pack).toContain(count);
    }
  });

  it('measures liquids in litres or millilitres, never by the kilogram or as a count', () => {
    const liquid =
      /\b(milk|oil|juice|liquid|bleach|softener|lotion|cordial|water|shampoo|spray|toothpaste)\b/i;
    const wrong = state.sellables
      .filter((sellable) => sellable.comboItems.length === 0)
      .filter((sellable) => {
        const product = state.products.find((candidate) => candidate.id === sellable.productId);
        return (
          product &&
          liquid.test(product.name) &&
          !/\b(powder|tablets|capsules|rusks|tart|slab)\b/i.test(product.name)
        );
      })
      .filter((sellable) => sellable.unit !== 'l' && sellable.unit !== 'ml')
      .map((sellable) => `${sellable.name} (${sellable.unit})`);
    expect(wrong).toEqual([]);
  });

  it('sells things that come in a count (tablets, rolls, cubes) by the count, not by weight or volume', () => {
    const counted = /\b(tablets|capsules|sponges|rolls|cubes|cloths|gloves|wipes)\b/i;
    const wrong = state.sellables
      .filter((sellable) => counted.test(sellable.name))
      .filter((sellable) => sellable.unit !== 'each')
      .map((sellable) => `${sellable.name} (${sellable.unit})`);
    expect(wrong).toEqual([]);
  });
});
