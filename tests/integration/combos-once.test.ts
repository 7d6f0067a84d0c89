/**
 * A branch's combos list each combo once, at the price the shopper pays now: the legacy list holds
 * a running special beside the shelf price it undercuts (Spring Clean Combo at Parow, R 150.99
 * and R 111.99), and the first card's Add put the dearer one in the basket.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStack, type TestStack } from '../support/stack';

const PAROW = '101';

interface ComboFacts {
  id: string;
  name: string;
  priceInCents: number;
  basePriceInCents: number;
  promo: boolean;
  sellable: { id: string };
}

let stack: TestStack;
beforeAll(async () => {
  stack = await startStack();
});
afterAll(async () => {
  await stack.close();
});

describe('combos at a branch', () => {
  it('lists each combo once, a running special in place of the shelf price it undercuts', async () => {
    const result = await stack.graphql<{ combos: ComboFacts[] }>(
      `{ combos(supplierId: "${PAROW}") { id name priceInCents basePriceInCents promo sellable { id } } }`,
    );
    expect(result.errors).toBeUndefined();
    const combos = result.data!.combos;
    const sellables = combos.map((combo) => combo.sellable.id);
    expect(new Set(sellables).size).toBe(sellables.length);
    const springClean = combos.filter((combo) => combo.name === 'Spring Clean Combo');
    expect(springClean).toEqual([
      expect.objectContaining({ priceInCents: 11199, basePriceInCents: 15099, promo: true }),
    ]);
  });
});
