/** Store groups (agencies) that own the seeded branches, the root categories each stocks and how they price. */
import type { AgencyRecord } from '../state/types.js';

export type AgencySeed = AgencyRecord;

export const AGENCIES: AgencyRecord[] = [
  {
    id: 1,
    name: 'Mzansi Fresh',
    slug: 'mzansi-fresh',
    rootCategoryIds: [1, 2, 3, 4, 5, 6, 7, 8, 10],
    priceFactor: 1,
    deliveryBaseInCents: 4_500,
    freeDeliveryFromInCents: 60_000,
  },
  {
    id: 2,
    name: 'Boland Bulk',
    slug: 'boland-bulk',
    rootCategoryIds: [1, 3, 6, 7, 9],
    priceFactor: 0.92,
    deliveryBaseInCents: 9_500,
    freeDeliveryFromInCents: null,
  },
  {
    id: 3,
    name: 'Kaap Spens',
    slug: 'kaap-spens',
    rootCategoryIds: [1, 2, 3, 5, 6, 8, 10],
    priceFactor: 1.05,
    deliveryBaseInCents: 0,
    freeDeliveryFromInCents: null,
  },
];
