import type { BasketResolvers } from '../../generated/resolvers-types.js';
import {
  inStock,
  itemCount,
  priceChanged,
  savingsInCents,
  subtotalInCents,
} from '../../basket/rules.js';

/** Counts come from the stored lines; prices from the lines as sold now (`current`). */
export const Basket: BasketResolvers = {
  id: ({ stored }) => stored.id,
  cartId: ({ stored }) => (stored.cartId === null ? null : String(stored.cartId)),
  lineCount: ({ stored }) => stored.lines.length,
  itemCount: ({ stored }) => itemCount(stored.lines),
  lines: async ({ current }) => (await current()).lines,
  subtotalInCents: async ({ current }) => subtotalInCents((await current()).lines),
  savingsInCents: async ({ current }) => savingsInCents((await current()).lines),
  priceChanged: async ({ current }) => (await current()).lines.some(priceChanged),
  outOfStockLineCount: async ({ current }) =>
    (await current()).lines.filter((line) => !inStock(line)).length,
};
