/** Banners, popups, leaflets and discount codes of the seed. */
import { DAY_MS } from '../lib/time.js';
import type {
  BannerRecord,
  DiscountCodeRecord,
  LeafletRecord,
  SupplierRecord,
} from '../state/types.js';

export const BANNERS: BannerRecord[] = [
  {
    id: 1,
    title: 'Braai season: boerewors specials',
    agencyIds: [1],
    targetId: 23,
    targetType: 'category',
    popup: false,
  },
  {
    id: 2,
    title: 'Fresh fruit & veg every morning',
    agencyIds: [1, 3],
    targetId: 5,
    targetType: 'category',
    popup: false,
  },
  {
    id: 3,
    title: 'Stokvel bulk buys: save together',
    agencyIds: [2],
    targetId: 9,
    targetType: 'category',
    popup: false,
  },
  {
    id: 4,
    title: 'Rooibos: proudly from the Cederberg',
    agencyIds: [],
    targetId: 28,
    targetType: 'category',
    popup: false,
  },
  {
    id: 5,
    title: 'Back to school lunchboxes',
    agencyIds: [1, 3],
    targetId: 40,
    targetType: 'category',
    popup: false,
  },
  {
    id: 6,
    title: 'Cleaning essentials for less',
    agencyIds: [2, 3],
    targetId: 7,
    targetType: 'category',
    popup: false,
  },
  {
    id: 7,
    title: 'Baby week: nappies and wipes',
    agencyIds: [1, 3],
    targetId: 35,
    targetType: 'category',
    popup: false,
  },
  {
    id: 8,
    title: 'Welcome! Orders from R10, delivered to your door',
    agencyIds: [],
    targetId: null,
    targetType: null,
    popup: true,
  },
  {
    id: 9,
    title: 'Use WELCOME10 for 10% off your first order',
    agencyIds: [1, 2],
    targetId: null,
    targetType: 'url',
    popup: true,
  },
];

export function seedLeaflets(now: number, suppliers: SupplierRecord[]): LeafletRecord[] {
  const leaflets: LeafletRecord[] = [];
  for (const supplier of suppliers) {
    const base = { supplierId: supplier.id, published: true };
    leaflets.push({
      ...base,
      id: leaflets.length + 1,
      name: `${supplier.name} weekly specials`,
      title: 'This week only',
      startAt: now - 3 * DAY_MS,
      endAt: now + 4 * DAY_MS,
      visibleAt: now - 4 * DAY_MS,
      format: 'pdf',
    });
    leaflets.push({
      ...base,
      id: leaflets.length + 1,
      name: `${supplier.name} month-end savings`,
      title: 'Month-end savings',
      startAt: now - 1 * DAY_MS,
      endAt: now + 20 * DAY_MS,
      visibleAt: now - 2 * DAY_MS,
      format: 'svg',
    });
    leaflets.push({
      ...base,
      id: leaflets.length + 1,
      name: `${supplier.name} last month`,
      title: 'Last month',
      startAt: now - 40 * DAY_MS,
      endAt: now - 10 * DAY_MS,
      visibleAt: now - 41 * DAY_MS,
      format: 'pdf',
    });
  }
  return leaflets;
}

export function seedDiscountCodes(now: number): DiscountCodeRecord[] {
  return [
    {
      code: 'WELCOME10',
      kind: 'percent',
      value: 10,
      minOrderInCents: 10_000,
      expiresAt: now + 365 * DAY_MS,
      oncePerShopper: true,
    },
    {
      code: 'BRAAI50',
      kind: 'fixed',
      value: 5_000,
      minOrderInCents: 30_000,
      expiresAt: now + 60 * DAY_MS,
      oncePerShopper: true,
    },
    {
      code: 'STOKVEL5',
      kind: 'percent',
      value: 5,
      minOrderInCents: 0,
      expiresAt: now + 90 * DAY_MS,
    },
    {
      code: 'WINTER2025',
      kind: 'percent',
      value: 15,
      minOrderInCents: 0,
      expiresAt: now - 30 * DAY_MS,
    },
  ];
}
