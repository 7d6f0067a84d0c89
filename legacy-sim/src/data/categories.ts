/** The catalogue tree's root categories. Subcategories and products grow from these ids. */
export interface CategorySeed {
  id: number;
  name: string;
  parentId: number | null;
}

export const CATEGORIES: CategorySeed[] = [
  { id: 1, name: 'Pantry Staples', parentId: null },
  { id: 2, name: 'Bakery', parentId: null },
  { id: 3, name: 'Dairy & Eggs', parentId: null },
  { id: 4, name: 'Butchery', parentId: null },
  { id: 5, name: 'Fresh Produce', parentId: null },
  { id: 6, name: 'Beverages', parentId: null },
  { id: 7, name: 'Cleaning & Household', parentId: null },
  { id: 8, name: 'Baby', parentId: null },
  { id: 9, name: 'Bulk Buys', parentId: null },
  { id: 10, name: 'Snacks & Sweets', parentId: null },
];
