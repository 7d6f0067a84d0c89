/** Store groups (agencies) that own the seeded branches, and the root categories each stocks. */
export interface AgencySeed {
  id: number;
  name: string;
  slug: string;
  /** Root category ids this group stocks. */
  rootCategoryIds: number[];
}

export const AGENCIES: AgencySeed[] = [
  {
    id: 1,
    name: 'Mzansi Fresh',
    slug: 'mzansi-fresh',
    rootCategoryIds: [1, 2, 3, 4, 5, 6, 7, 8, 10],
  },
  {
    id: 2,
    name: 'Boland Bulk',
    slug: 'boland-bulk',
    rootCategoryIds: [1, 3, 6, 7, 9],
  },
  {
    id: 3,
    name: 'Kaap Spens',
    slug: 'kaap-spens',
    rootCategoryIds: [1, 2, 3, 5, 6, 8, 10],
  },
];
