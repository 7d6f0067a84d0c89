/**
 * The catalogue tree. Root ids 1-10 are fixed (tests and agencies refer to them); subcategories
 * start at 11 and are listed under their root in display order.
 */
import type { CategoryRecord } from '../state/types.js';

export type CategorySeed = CategoryRecord;

const ROOTS: Array<[number, string]> = [
  [1, 'Pantry Staples'],
  [2, 'Bakery'],
  [3, 'Dairy & Eggs'],
  [4, 'Butchery'],
  [5, 'Fresh Produce'],
  [6, 'Beverages'],
  [7, 'Cleaning & Household'],
  [8, 'Baby'],
  [9, 'Bulk Buys'],
  [10, 'Snacks & Sweets'],
];

const CHILDREN: Array<[number, string, number]> = [
  [11, 'Maize Meal & Porridge', 1],
  [12, 'Rice, Pasta & Samp', 1],
  [13, 'Cooking Oil', 1],
  [14, 'Tinned Food', 1],
  [15, 'Sugar & Baking', 1],
  [16, 'Spices & Sauces', 1],
  [17, 'Bread', 2],
  [18, 'Rusks & Cakes', 2],
  [19, 'Milk', 3],
  [20, 'Yoghurt & Maas', 3],
  [21, 'Cheese & Butter', 3],
  [22, 'Eggs', 3],
  [23, 'Boerewors & Sausages', 4],
  [24, 'Chicken', 4],
  [25, 'Beef & Lamb', 4],
  [26, 'Fruit', 5],
  [27, 'Vegetables', 5],
  [28, 'Tea & Coffee', 6],
  [29, 'Juice & Cool Drinks', 6],
  [30, 'Water', 6],
  [31, 'Laundry', 7],
  [32, 'Dishwashing', 7],
  [33, 'Surface & Toilet Cleaners', 7],
  [34, 'Paper & Toiletries', 7],
  [35, 'Nappies & Wipes', 8],
  [36, 'Baby Food', 8],
  [37, 'Baby Care', 8],
  [38, 'Bulk Groceries', 9],
  [39, 'Bulk Household', 9],
  [40, 'Chips & Savoury Snacks', 10],
  [41, 'Biscuits', 10],
  [42, 'Sweets & Chocolates', 10],
];

export const CATEGORIES: CategoryRecord[] = [
  ...ROOTS.map(([id, name]) => ({ id, name, parentId: null })),
  ...CHILDREN.map(([id, name, parentId]) => ({ id, name, parentId })),
];
