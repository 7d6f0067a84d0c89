import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, type Harness } from '../test-support/harness.js';

let h: Harness;
beforeAll(async () => {
  h = await createHarness();
});
afterAll(async () => {
  await h.close();
});

async function searchNames(query: string): Promise<string[]> {
  const response = await h.call(
    'GET',
    `/catalog/v1/offers/search?query=${encodeURIComponent(query)}&supplier_id=101&per_page=100`,
  );
  expect(response.status).toBe(200);
  return response.body.offers.map((offer: { name: string }) => offer.name);
}

describe('GET /catalog/v1/offers/search ranking', () => {
  it('shows maize meal before baby cereal for "maize"', async () => {
    const names = await searchNames('maize');
    const firstMeal = names.findIndex((name) => /maize meal/i.test(name));
    const firstCereal = names.findIndex((name) => /baby cereal/i.test(name));
    expect(firstMeal).toBeGreaterThanOrEqual(0);
    expect(firstCereal).toBeGreaterThan(firstMeal);
    expect(names.slice(0, firstCereal).every((name) => !/baby/i.test(name))).toBe(true);
  });

  it('finds milk, bread, sugar, maize meal and boerewors by their Afrikaans names', async () => {
    expect((await searchNames('melk'))[0]).toMatch(/milk/i);
    expect((await searchNames('brood'))[0]).toMatch(/bread/i);
    expect((await searchNames('suiker'))[0]).toMatch(/sugar/i);
    const mieliemeel = await searchNames('mieliemeel');
    expect(mieliemeel.length).toBeGreaterThan(0);
    expect(mieliemeel[0]).toMatch(/maize meal/i);
    expect(mieliemeel.some((name) => /baby/i.test(name))).toBe(false);
    expect((await searchNames('boerewors'))[0]).toMatch(/boerewors/i);
  });

  it('answers not_found with no offers for a word nothing matches', async () => {
    const response = await h.call('GET', '/catalog/v1/offers/search?query=zzqx&supplier_id=101');
    expect(response.body.status).toBe('not_found');
    expect(response.body.offers).toEqual([]);
  });

  it('suggests categories matching the query words or synonyms when nothing matches', async () => {
    const response = await h.call('GET', '/catalog/v1/offers/search?query=melk%20zzqx');
    expect(response.body.offers).toEqual([]);
    const names = response.body.suggested_categories.map((c: { name: string }) => c.name);
    expect(names).toEqual(['Milk']);
    expect(response.body.suggested_categories[0].image_url).toMatch(
      /\/media\/categories\/19\.svg$/,
    );
  });

  it('suggests the top categories when no category matches either', async () => {
    const response = await h.call('GET', '/catalog/v2/offers/search?query=zzqx');
    const names = response.body.suggested_categories.map((c: { name: string }) => c.name);
    expect(names[0]).toBe('Pantry Staples');
    expect(names.length).toBeGreaterThan(1);
  });

  it('has no suggestions when something matches', async () => {
    const response = await h.call('GET', '/catalog/v1/offers/search?query=melk');
    expect(response.body.suggested_categories).toBeUndefined();
  });
});
