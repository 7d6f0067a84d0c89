import type { BasketLineResolvers } from '../../generated/resolvers-types.js';
import { lineTotalInCents, priceChanged } from '../../basket/rules.js';

export const BasketLine: BasketLineResolvers = {
  priceChanged: (line) => priceChanged(line),
  totalInCents: (line) => lineTotalInCents(line),
};
