/**
 * The simulator's in-memory view of the seed: what routes read. Later state (accounts, carts,
 * orders) hangs off this object too, so `POST /sim/reset` can rebuild it in one place.
 */
import { AGENCIES, type AgencySeed } from './data/agencies.js';
import { CATEGORIES, type CategorySeed } from './data/categories.js';
import { SUPPLIERS, type SupplierSeed } from './data/suppliers.js';

export interface SimState {
  agencies: AgencySeed[];
  suppliers: SupplierSeed[];
  categories: CategorySeed[];
}

export function seedState(): SimState {
  return structuredClone({ agencies: AGENCIES, suppliers: SUPPLIERS, categories: CATEGORIES });
}
