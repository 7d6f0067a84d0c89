/**
 * Builds the seed state: the catalogue, marketing, accounts and empty activity. Deterministic for
 * a given `now` (dates are relative to it).
 */
import { seedAccounts, seedAddresses, seedDebtorCards } from './data/accounts.js';
import { AGENCIES } from './data/agencies.js';
import { generateCatalogue } from './data/catalogue.js';
import { CATEGORIES } from './data/categories.js';
import { BANNERS, seedDiscountCodes, seedLeaflets } from './data/marketing.js';
import { SUPPLIERS } from './data/suppliers.js';
import type { SimState } from './state/types.js';

export type { SimState } from './state/types.js';

export const STATE_VERSION = 1;

export function seedState(now: number = Date.now()): SimState {
  const agencies = structuredClone(AGENCIES);
  const suppliers = structuredClone(SUPPLIERS);
  const categories = structuredClone(CATEGORIES);
  const catalogue = generateCatalogue(now, agencies, suppliers, categories);
  return {
    version: STATE_VERSION,
    seededAt: now,
    agencies,
    suppliers,
    categories,
    ...catalogue,
    banners: structuredClone(BANNERS),
    leaflets: seedLeaflets(now, suppliers),
    discountCodes: seedDiscountCodes(now),
    accounts: seedAccounts(now),
    addresses: seedAddresses(now),
    debtorCards: seedDebtorCards(now),
    sessions: {},
    resetTokens: [],
    outbox: [],
    carts: [],
    orders: [],
    transactions: [],
    cardTokens: [],
    imports: [],
    idempotency: {},
    sequences: {
      account: 100,
      address: 100,
      debtorCard: 100,
      cart: 5000,
      order: 10_000,
      orderItem: 50_000,
      transaction: 70_000,
      leaflet: 1000,
      import: 0,
      outbox: 0,
      offer: 900_000,
    },
  };
}

/** The next id of a kind (`order`, `transaction`, ...). */
export function nextId(state: SimState, kind: string): number {
  const id = (state.sequences[kind] ?? 0) + 1;
  state.sequences[kind] = id;
  return id;
}
