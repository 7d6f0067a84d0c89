/**
 * Product templates per subcategory: fictional brands, packs and a reference price range. The
 * catalogue generator turns each item into a product with one or two brands, each in every pack
 * (a sellable with a barcode), and prices it per store group and branch.
 */
export type UnitName = 'kg' | 'g' | 'l' | 'ml' | 'each';

export interface ProductTemplate {
  categoryId: number;
  productType: string;
  /** Empty for unbranded goods (loose fresh produce). */
  brands: string[];
  unit: UnitName;
  /** Pack label and the amount of `unit` in it. */
  packs: Array<[label: string, measurement: number]>;
  /** Reference price of the first pack in cents, as a range the PRNG picks from. */
  price: [min: number, max: number];
  /** Sold by weight: price per kg, quantity in kg steps. */
  perKg?: { min: number; step: number };
  /** Product names, or a product sold otherwise than the category's usual unit and packs. */
  items: Array<string | ItemTemplate>;
}

/**
 * A product whose unit, packs or price differ from its category's (a drum of oil among 25 kg
 * bags, toothpaste among toilet rolls). Given as many packs as the category has, it keeps the
 * seeded ids and prices of every other product the same.
 */
export interface ItemTemplate {
  name: string;
  unit: UnitName;
  packs: Array<[label: string, measurement: number]>;
  price: [min: number, max: number];
}

/** An item with its category's unit, packs and price unless it says its own. */
export function resolveItem(template: ProductTemplate, item: string | ItemTemplate): ItemTemplate {
  return typeof item === 'string'
    ? { name: item, unit: template.unit, packs: template.packs, price: template.price }
    : item;
}

export const PRODUCT_TEMPLATES: ProductTemplate[] = [
  {
    categoryId: 11,
    productType: 'maize',
    brands: ['Mielie Gold', 'Ubuntu Mills', 'Sunveld'],
    unit: 'kg',
    packs: [
      ['2.5 kg', 2.5],
      ['10 kg', 10],
    ],
    price: [2_899, 4_499],
    items: [
      'Super Maize Meal',
      'Special Maize Meal',
      'Sifted Maize Meal',
      'Unsifted Maize Meal',
      'Braaipap Mix',
      'Mabela Porridge',
      'Instant Oats',
      'Rolled Oats',
      'Malted Sorghum Porridge',
      'Crushed Wheat',
    ],
  },
  {
    categoryId: 12,
    productType: 'grain',
    brands: ['Tastic Fields', 'Ubuntu Mills', 'Karoo Kitchen'],
    unit: 'kg',
    packs: [
      ['1 kg', 1],
      ['2 kg', 2],
    ],
    price: [1_999, 3_499],
    items: [
      'Parboiled Rice',
      'Basmati Rice',
      'Jasmine Rice',
      'Samp',
      'Samp & Beans',
      'Spaghetti',
      'Macaroni',
      'Penne',
      'Sugar Beans',
      'Split Peas',
      'Lentils',
    ],
  },
  {
    categoryId: 13,
    productType: 'oil',
    brands: ['Sonskyn', 'Golden Veld'],
    unit: 'l',
    packs: [
      ['750 ml', 0.75],
      ['2 l', 2],
    ],
    price: [2_999, 4_999],
    items: [
      'Sunflower Oil',
      'Canola Oil',
      'Olive Oil Blend',
      'Extra Virgin Olive Oil',
      {
        name: 'Cooking Spray',
        unit: 'ml',
        packs: [
          ['300 ml', 300],
          ['500 ml', 500],
        ],
        price: [3_999, 5_999],
      },
      'Coconut Oil',
      'Blended Vegetable Oil',
    ],
  },
  {
    categoryId: 14,
    productType: 'tinned',
    brands: ['Koo-Koo', 'Karoo Kitchen', 'Lucky Catch'],
    unit: 'g',
    packs: [['410 g', 410]],
    price: [1_299, 2_899],
    items: [
      'Baked Beans in Tomato Sauce',
      'Chakalaka Mild',
      'Chakalaka Hot',
      'Pilchards in Tomato Sauce',
      'Tuna Chunks in Brine',
      'Butter Beans',
      'Chopped Tomatoes',
      'Peach Slices',
      'Mixed Vegetables',
      'Sweetcorn Cream Style',
      'Corned Meat',
      'Bakers Beans Curry',
      'Mushrooms Sliced',
    ],
  },
  {
    categoryId: 15,
    productType: 'baking',
    brands: ['Suikerbos', 'Snowflake Mills', 'Karoo Kitchen'],
    unit: 'kg',
    packs: [
      ['1 kg', 1],
      ['2.5 kg', 2.5],
    ],
    price: [1_899, 3_299],
    items: [
      'White Sugar',
      'Brown Sugar',
      'Cake Flour',
      'Bread Flour',
      'Self-Raising Flour',
      {
        name: 'Icing Sugar',
        unit: 'g',
        packs: [
          ['500 g', 500],
          ['1 kg', 1000],
        ],
        price: [1_999, 2_999],
      },
      {
        name: 'Baking Powder',
        unit: 'g',
        packs: [
          ['100 g', 100],
          ['200 g', 200],
        ],
        price: [1_499, 2_499],
      },
      {
        name: 'Instant Yeast',
        unit: 'g',
        packs: [
          ['10 g', 10],
          ['5 x 10 g', 50],
        ],
        price: [999, 1_499],
      },
      {
        name: 'Custard Powder',
        unit: 'g',
        packs: [
          ['250 g', 250],
          ['500 g', 500],
        ],
        price: [2_499, 3_999],
      },
      {
        name: 'Cornflour',
        unit: 'g',
        packs: [
          ['500 g', 500],
          ['1 kg', 1000],
        ],
        price: [1_999, 2_999],
      },
    ],
  },
  {
    categoryId: 16,
    productType: 'condiment',
    brands: ['Mama Afrika', 'Cape Spice Co', 'Karoo Kitchen'],
    unit: 'ml',
    packs: [['500 ml', 500]],
    price: [2_199, 4_299],
    items: [
      'Tomato Sauce',
      'Chutney Original',
      'Peri-Peri Sauce',
      'Mayonnaise',
      { name: 'Braai Salt', unit: 'g', packs: [['200 g', 200]], price: [1_999, 3_499] },
      { name: 'Curry Powder Mild', unit: 'g', packs: [['100 g', 100]], price: [1_999, 3_499] },
      { name: 'Barbecue Spice', unit: 'g', packs: [['200 g', 200]], price: [2_499, 3_999] },
      { name: 'Beef Stock Cubes', unit: 'each', packs: [['12 cubes', 12]], price: [1_999, 2_999] },
      { name: 'Soup Powder Oxtail', unit: 'g', packs: [['400 g', 400]], price: [2_499, 3_999] },
      'Atchar Mango',
      'Worcestershire Sauce',
      'Sweet Chilli Sauce',
      'Mustard',
      { name: 'Garlic Flakes', unit: 'g', packs: [['50 g', 50]], price: [1_999, 3_499] },
    ],
  },
  {
    categoryId: 17,
    productType: 'bread',
    brands: ['Veld Oven', 'Albany Farm', 'Mzansi Bake'],
    unit: 'g',
    packs: [['700 g', 700]],
    price: [1_699, 2_499],
    items: [
      'White Bread Sliced',
      'Brown Bread Sliced',
      'Whole Wheat Bread',
      'Seed Loaf',
      { name: 'Hot Dog Rolls', unit: 'each', packs: [['6 rolls', 6]], price: [1_999, 2_999] },
      { name: 'Hamburger Rolls', unit: 'each', packs: [['6 rolls', 6]], price: [1_999, 2_999] },
      { name: 'Vetkoek', unit: 'each', packs: [['6 pack', 6]], price: [2_499, 3_499] },
      'Mosbolletjies',
      { name: 'Roosterkoek', unit: 'each', packs: [['6 pack', 6]], price: [2_499, 3_499] },
      { name: 'Pita Breads', unit: 'each', packs: [['6 pack', 6]], price: [2_499, 3_499] },
      'Rye Bread',
      { name: 'Ciabatta', unit: 'g', packs: [['300 g', 300]], price: [2_499, 3_499] },
    ],
  },
  {
    categoryId: 18,
    productType: 'rusks',
    brands: ['Ouma Tannie', 'Karoo Kitchen'],
    unit: 'g',
    packs: [['500 g', 500]],
    price: [3_299, 5_499],
    items: [
      'Buttermilk Rusks',
      'Muesli Rusks',
      'Condensed Milk Rusks',
      { name: 'Koeksisters', unit: 'each', packs: [['6 pack', 6]], price: [3_499, 4_999] },
      { name: 'Milk Tart', unit: 'each', packs: [['Whole tart', 1]], price: [5_999, 8_999] },
      { name: 'Carrot Cake', unit: 'each', packs: [['Whole cake', 1]], price: [8_999, 12_999] },
      {
        name: 'Lemon Cream Cake',
        unit: 'each',
        packs: [['Whole cake', 1]],
        price: [8_999, 12_999],
      },
      { name: 'Chocolate Muffins', unit: 'each', packs: [['6 pack', 6]], price: [3_999, 5_499] },
    ],
  },
  {
    categoryId: 19,
    productType: 'milk',
    brands: ['Clover Hill', 'Dairy Koei', 'Sunveld'],
    unit: 'l',
    packs: [
      ['1 l', 1],
      ['2 l', 2],
    ],
    price: [1_799, 2_599],
    items: [
      'Full Cream Milk',
      'Low Fat Milk',
      'Fat Free Milk',
      'Long Life Full Cream Milk',
      'Long Life Low Fat Milk',
      'Chocolate Flavoured Milk',
      'Buttermilk',
      'Lactose Free Milk',
    ],
  },
  {
    categoryId: 20,
    productType: 'cultured',
    brands: ['Clover Hill', 'Dairy Koei'],
    unit: 'l',
    packs: [['1 l', 1]],
    price: [2_299, 3_599],
    items: [
      'Amasi Maas',
      'Plain Yoghurt',
      'Strawberry Yoghurt',
      'Granadilla Yoghurt',
      'Vanilla Yoghurt',
      'Greek Yoghurt',
      'Drinking Yoghurt Berry',
    ],
  },
  {
    categoryId: 21,
    productType: 'cheese',
    brands: ['Clover Hill', 'Boerekaas Co'],
    unit: 'g',
    packs: [['500 g', 500]],
    price: [4_999, 8_999],
    items: [
      'Cheddar Cheese',
      'Gouda Cheese',
      'Mozzarella Cheese',
      'Processed Cheese Slices',
      'Salted Butter',
      'Unsalted Butter',
      'Cream Cheese',
      'Feta Cheese',
      'Cottage Cheese',
      'Margarine Spread',
    ],
  },
  {
    categoryId: 22,
    productType: 'eggs',
    brands: ['Nest Egg Farms', 'Sunveld'],
    unit: 'each',
    packs: [
      ['6 pack', 6],
      ['18 pack', 18],
    ],
    price: [2_199, 2_999],
    items: ['Large Eggs', 'Extra Large Eggs', 'Free Range Eggs', 'Jumbo Eggs'],
  },
  {
    categoryId: 23,
    productType: 'sausage',
    brands: ['Slaghuis Oupa', 'Braai Masters'],
    unit: 'kg',
    packs: [['Per kg', 1]],
    price: [9_999, 13_999],
    perKg: { min: 0.5, step: 0.1 },
    items: [
      'Traditional Boerewors',
      'Spicy Boerewors',
      'Lamb Boerewors',
      'Chicken Wors',
      'Beef Russians',
      'Cheese Grillers',
      'Pork Sausages',
      'Droëwors',
    ],
  },
  {
    categoryId: 24,
    productType: 'chicken',
    brands: ['Rainbow Veld', 'Farmhouse Hen'],
    unit: 'kg',
    packs: [['Per kg', 1]],
    price: [5_499, 9_999],
    perKg: { min: 0.5, step: 0.1 },
    items: [
      'Whole Chicken',
      'Chicken Braai Pack',
      'Chicken Drumsticks',
      'Chicken Thighs',
      'Chicken Breast Fillets',
      'Chicken Wings',
      'Chicken Livers',
      'Chicken Feet (Walkie Talkies)',
    ],
  },
  {
    categoryId: 25,
    productType: 'meat',
    brands: ['Slaghuis Oupa', 'Karoo Lam'],
    unit: 'kg',
    packs: [['Per kg', 1]],
    price: [9_999, 24_999],
    perKg: { min: 0.25, step: 0.05 },
    items: [
      'Beef Mince',
      'Beef Stewing Meat',
      'Rump Steak',
      'Sirloin Steak',
      'T-Bone Steak',
      'Lamb Chops',
      'Lamb Neck',
      'Beef Short Rib',
      'Tripe (Mogodu)',
      'Beef Biltong',
    ],
  },
  {
    categoryId: 26,
    productType: 'fruit',
    brands: [],
    unit: 'kg',
    packs: [['Per kg', 1]],
    price: [1_499, 4_999],
    perKg: { min: 0.25, step: 0.05 },
    items: [
      'Bananas',
      'Golden Delicious Apples',
      'Granny Smith Apples',
      'Navel Oranges',
      'Naartjies',
      'Pears',
      'Mangoes',
      'Avocados',
      'Grapes Red Seedless',
      'Lemons',
      'Pineapple',
      'Watermelon',
      'Strawberries',
      'Plums',
      'Peaches',
    ],
  },
  {
    categoryId: 27,
    productType: 'vegetable',
    brands: [],
    unit: 'kg',
    packs: [['Per kg', 1]],
    price: [999, 3_999],
    perKg: { min: 0.25, step: 0.05 },
    items: [
      'Potatoes',
      'Onions',
      'Tomatoes',
      'Carrots',
      'Butternut',
      'Cabbage',
      'Spinach',
      'Green Peppers',
      'Sweet Potatoes',
      'Gem Squash',
      'Mielies (Sweetcorn)',
      'Beetroot',
      'Cauliflower',
      'Broccoli',
      'Lettuce',
    ],
  },
  {
    categoryId: 28,
    productType: 'tea',
    brands: ['Rooibos Vallei', 'Cederberg Tea', 'Tafelberg Tea Co'],
    unit: 'each',
    packs: [
      ['40 tea bags', 40],
      ['80 tea bags', 80],
    ],
    price: [2_999, 5_999],
    items: [
      'Rooibos Tea',
      'Rooibos Vanilla',
      'Rooibos Honeybush',
      'Green Rooibos',
      'Black Tea',
      'Ceylon Tea',
      {
        name: 'Instant Coffee',
        unit: 'g',
        packs: [
          ['100 g', 100],
          ['200 g', 200],
        ],
        price: [4_999, 8_999],
      },
      {
        name: 'Filter Coffee',
        unit: 'g',
        packs: [
          ['250 g', 250],
          ['500 g', 500],
        ],
        price: [6_999, 9_999],
      },
      {
        name: 'Chicory Coffee Mix',
        unit: 'g',
        packs: [
          ['250 g', 250],
          ['750 g', 750],
        ],
        price: [3_999, 6_999],
      },
      {
        name: 'Hot Chocolate',
        unit: 'g',
        packs: [
          ['500 g', 500],
          ['1 kg', 1000],
        ],
        price: [5_999, 8_999],
      },
      'Honeybush Tea',
      'Chai Rooibos',
    ],
  },
  {
    categoryId: 29,
    productType: 'drink',
    brands: ['Ceres Valley', 'Fizz Kasi', 'Liqui Veld'],
    unit: 'l',
    packs: [
      ['1 l', 1],
      ['2 l', 2],
    ],
    price: [1_699, 3_299],
    items: [
      'Orange Juice',
      'Apple Juice',
      'Mango Juice',
      'Guava Juice',
      'Litchi Juice',
      'Cream Soda',
      'Cola',
      'Ginger Beer',
      'Iron Brew',
      'Mageu Original',
      'Mageu Banana',
      'Dairy Fruit Mix',
      'Lemonade',
      'Granadilla Cordial',
      'Sparkling Grape Juice',
    ],
  },
  {
    categoryId: 30,
    productType: 'water',
    brands: ['Bergstroom', 'Drakensrand Spring'],
    unit: 'l',
    packs: [
      ['1.5 l', 1.5],
      ['5 l', 5],
    ],
    price: [1_099, 2_499],
    items: ['Still Spring Water', 'Sparkling Water', 'Lemon Flavoured Water', 'Alkaline Water'],
  },
  {
    categoryId: 31,
    productType: 'laundry',
    brands: ['Sunlight Veld', 'Washwell', 'Sta-Soft Cloud'],
    unit: 'kg',
    packs: [
      ['1 kg', 1],
      ['3 kg', 3],
    ],
    price: [3_499, 6_999],
    items: [
      'Washing Powder Hand Wash',
      'Washing Powder Auto',
      {
        name: 'Liquid Detergent',
        unit: 'l',
        packs: [
          ['1.5 l', 1.5],
          ['3 l', 3],
        ],
        price: [4_499, 6_999],
      },
      {
        name: 'Fabric Softener',
        unit: 'l',
        packs: [
          ['1 l', 1],
          ['2 l', 2],
        ],
        price: [2_999, 4_999],
      },
      {
        name: 'Bar Soap Green',
        unit: 'g',
        packs: [
          ['500 g', 500],
          ['4 x 500 g', 2000],
        ],
        price: [1_999, 2_999],
      },
      {
        name: 'Stain Remover',
        unit: 'ml',
        packs: [
          ['500 ml', 500],
          ['1 l', 1000],
        ],
        price: [3_499, 5_499],
      },
      {
        name: 'Bleach',
        unit: 'l',
        packs: [
          ['750 ml', 0.75],
          ['1.5 l', 1.5],
        ],
        price: [1_999, 3_499],
      },
      {
        name: 'Starch Spray',
        unit: 'ml',
        packs: [
          ['350 ml', 350],
          ['500 ml', 500],
        ],
        price: [2_999, 4_499],
      },
      {
        name: 'Laundry Capsules',
        unit: 'each',
        packs: [
          ['15 capsules', 15],
          ['30 capsules', 30],
        ],
        price: [6_999, 9_999],
      },
      {
        name: 'Hand Wash Liquid',
        unit: 'l',
        packs: [
          ['1 l', 1],
          ['2 l', 2],
        ],
        price: [2_999, 4_999],
      },
    ],
  },
  {
    categoryId: 32,
    productType: 'dishwashing',
    brands: ['Sunlight Veld', 'Clean Kaap'],
    unit: 'ml',
    packs: [
      ['750 ml', 750],
      ['1.5 l', 1500],
    ],
    price: [1_999, 3_999],
    items: [
      'Dishwashing Liquid Lemon',
      'Dishwashing Liquid Original',
      {
        name: 'Dishwasher Tablets',
        unit: 'each',
        packs: [
          ['30 tablets', 30],
          ['60 tablets', 60],
        ],
        price: [7_999, 12_999],
      },
      {
        name: 'Scourer Sponges',
        unit: 'each',
        packs: [
          ['3 sponges', 3],
          ['10 sponges', 10],
        ],
        price: [1_499, 2_999],
      },
      {
        name: 'Steel Wool',
        unit: 'each',
        packs: [
          ['6 pads', 6],
          ['12 pads', 12],
        ],
        price: [1_299, 2_499],
      },
      {
        name: 'Dish Cloths',
        unit: 'each',
        packs: [
          ['3 cloths', 3],
          ['6 cloths', 6],
        ],
        price: [1_999, 3_499],
      },
      {
        name: 'Rubber Gloves',
        unit: 'each',
        packs: [
          ['1 pair', 1],
          ['3 pairs', 3],
        ],
        price: [2_499, 3_999],
      },
      'Drain Cleaner',
    ],
  },
  {
    categoryId: 33,
    productType: 'cleaner',
    brands: ['Blinkhuis', 'Clean Kaap', 'Germguard'],
    unit: 'ml',
    packs: [['750 ml', 750]],
    price: [2_499, 4_999],
    items: [
      'Cream Cleaner',
      'Thick Bleach',
      'Toilet Cleaner',
      'Floor Polish Red',
      'Multi-Surface Spray',
      'Pine Gel',
      'Glass Cleaner',
      'Disinfectant',
      { name: 'Insect Spray', unit: 'ml', packs: [['300 ml', 300]], price: [3_999, 5_999] },
    ],
  },
  {
    categoryId: 34,
    productType: 'paper',
    brands: ['Baby Soft Roll', 'Kaya Care', 'Clean Kaap'],
    unit: 'each',
    packs: [
      ['9 pack', 9],
      ['18 pack', 18],
    ],
    price: [3_999, 8_999],
    items: [
      'Toilet Paper 2-Ply',
      'Toilet Paper 1-Ply',
      'Paper Towels',
      {
        name: 'Serviettes',
        unit: 'each',
        packs: [
          ['100 serviettes', 100],
          ['250 serviettes', 250],
        ],
        price: [2_499, 3_999],
      },
      {
        name: 'Bath Soap',
        unit: 'g',
        packs: [
          ['4 x 100 g', 400],
          ['8 x 100 g', 800],
        ],
        price: [2_999, 4_499],
      },
      {
        name: 'Roll-On Deodorant',
        unit: 'ml',
        packs: [
          ['50 ml', 50],
          ['2 x 50 ml', 100],
        ],
        price: [2_999, 4_999],
      },
      {
        name: 'Toothpaste',
        unit: 'ml',
        packs: [
          ['100 ml', 100],
          ['2 x 100 ml', 200],
        ],
        price: [2_999, 4_999],
      },
      {
        name: 'Petroleum Jelly',
        unit: 'ml',
        packs: [
          ['250 ml', 250],
          ['500 ml', 500],
        ],
        price: [2_999, 4_999],
      },
      {
        name: 'Body Lotion',
        unit: 'ml',
        packs: [
          ['400 ml', 400],
          ['750 ml', 750],
        ],
        price: [4_499, 6_999],
      },
    ],
  },
  {
    categoryId: 35,
    productType: 'nappies',
    brands: ['Snugbum', 'Pampas Baby'],
    unit: 'each',
    packs: [
      ['Value pack 44', 44],
      ['Jumbo pack 88', 88],
    ],
    price: [18_999, 26_999],
    items: [
      'Nappies Size 1 Newborn',
      'Nappies Size 2',
      'Nappies Size 3',
      'Nappies Size 4',
      'Nappies Size 5',
      {
        name: 'Baby Wipes Fragrance Free',
        unit: 'each',
        packs: [
          ['80 wipes', 80],
          ['3 x 80 wipes', 240],
        ],
        price: [3_999, 8_999],
      },
      {
        name: 'Baby Wipes Aloe',
        unit: 'each',
        packs: [
          ['80 wipes', 80],
          ['3 x 80 wipes', 240],
        ],
        price: [3_999, 8_999],
      },
    ],
  },
  {
    categoryId: 36,
    productType: 'baby_food',
    brands: ['Tiny Tummy', 'Graanland Baby'],
    unit: 'g',
    packs: [['125 g', 125]],
    price: [1_499, 2_999],
    items: [
      { name: 'Baby Cereal Rice', unit: 'g', packs: [['250 g', 250]], price: [2_999, 4_499] },
      { name: 'Baby Cereal Maize', unit: 'g', packs: [['250 g', 250]], price: [2_999, 4_499] },
      'Butternut Puree',
      'Apple Puree',
      'Pear & Banana Puree',
      {
        name: 'Infant Formula Stage 1',
        unit: 'g',
        packs: [['900 g', 900]],
        price: [17_999, 24_999],
      },
      {
        name: 'Infant Formula Stage 2',
        unit: 'g',
        packs: [['900 g', 900]],
        price: [17_999, 24_999],
      },
      'Teething Rusks',
    ],
  },
  {
    categoryId: 37,
    productType: 'baby_care',
    brands: ['Gentle Jabu', 'Pampas Baby'],
    unit: 'ml',
    packs: [['200 ml', 200]],
    price: [3_499, 6_999],
    items: [
      'Baby Aqueous Cream',
      'Baby Oil',
      'Baby Shampoo',
      { name: 'Baby Powder', unit: 'g', packs: [['200 g', 200]], price: [3_499, 5_999] },
      'Nappy Rash Cream',
      'Baby Bum Cream',
    ],
  },
  {
    categoryId: 38,
    productType: 'bulk',
    brands: ['Mielie Gold', 'Ubuntu Mills', 'Sonskyn'],
    unit: 'kg',
    packs: [['25 kg', 25]],
    price: [16_999, 29_999],
    items: [
      'Super Maize Meal Bulk',
      'White Sugar Bulk',
      'Parboiled Rice Bulk',
      'Cake Flour Bulk',
      'Samp Bulk',
      {
        name: 'Sunflower Oil 20 l Drum',
        unit: 'l',
        packs: [['20 l', 20]],
        price: [49_999, 59_999],
      },
      'Sugar Beans Bulk',
      { name: 'Soup Powder Catering', unit: 'kg', packs: [['5 kg', 5]], price: [24_999, 34_999] },
      {
        name: 'Tinned Pilchards Case of 24',
        unit: 'g',
        packs: [['24 x 400 g', 9600]],
        price: [49_999, 59_999],
      },
      {
        name: 'Long Life Milk Case of 12',
        unit: 'l',
        packs: [['12 x 1 l', 12]],
        price: [19_999, 24_999],
      },
    ],
  },
  {
    categoryId: 39,
    productType: 'bulk_household',
    brands: ['Clean Kaap', 'Sunlight Veld'],
    unit: 'l',
    packs: [['5 l', 5]],
    price: [8_999, 19_999],
    items: [
      'Dishwashing Liquid Bulk',
      'Thick Bleach Bulk',
      'Liquid Detergent Bulk',
      {
        name: 'Toilet Paper Bale of 48',
        unit: 'each',
        packs: [['48 rolls', 48]],
        price: [19_999, 24_999],
      },
      {
        name: 'Bar Soap Case of 20',
        unit: 'g',
        packs: [['20 x 500 g', 10000]],
        price: [24_999, 29_999],
      },
      'Pine Gel Bulk',
    ],
  },
  {
    categoryId: 40,
    productType: 'chips',
    brands: ['Krisp Kasi', 'Kurlies', 'Lekker Bites'],
    unit: 'g',
    packs: [['125 g', 125]],
    price: [1_599, 2_599],
    items: [
      'Salt & Vinegar Chips',
      'Chutney Chips',
      'Cheese & Onion Chips',
      'Tomato Sauce Chips',
      'Peach Chutney Chips',
      'Cheese Curls',
      'Biltong Chips',
      'Popcorn Butter',
      'Salted Peanuts',
      'Peanuts & Raisins',
      'Cheese Puffs',
      'Pretzels',
      'Corn Chips',
    ],
  },
  {
    categoryId: 41,
    productType: 'biscuits',
    brands: ['Tafel Bakers', 'Ouma Tannie'],
    unit: 'g',
    packs: [['200 g', 200]],
    price: [1_499, 2_999],
    items: [
      'Tennis Biscuits',
      'Marie Biscuits',
      'Chocolate Creams',
      'Butter Shortbread',
      'Lemon Creams',
      'Ginger Nuts',
      'Boudoir Biscuits',
      'Choc Chip Cookies',
      'Oat Crunchies',
      'Custard Creams',
      'Wafer Biscuits',
    ],
  },
  {
    categoryId: 42,
    productType: 'sweets',
    brands: ['Beacon Bay', 'Wilson Toffee Co'],
    unit: 'g',
    packs: [['150 g', 150]],
    price: [1_299, 3_999],
    items: [
      'Milk Chocolate Slab',
      'Dark Chocolate Slab',
      'Fizzers',
      'Cream Toffees',
      'Jelly Gums',
      'Marshmallows',
      'Nougat',
      'Chocolate Coated Peanuts',
      'Lollipops',
      'Chewing Gum Mint',
      'Liquorice Allsorts',
    ],
  },
];

/** Combos: a named bundle of other products' first sellable, with quantities, in a category. */
export interface ComboTemplate {
  name: string;
  categoryId: number;
  /** Product names (from the templates) and how many of each. */
  items: Array<[productName: string, qty: number]>;
}

export const COMBO_TEMPLATES: ComboTemplate[] = [
  {
    name: 'Braai Pack Combo',
    categoryId: 23,
    items: [
      ['Traditional Boerewors', 1],
      ['Braaipap Mix', 1],
      ['Chakalaka Mild', 2],
      ['Hot Dog Rolls', 1],
    ],
  },
  {
    name: 'Chicken Braai Combo',
    categoryId: 24,
    items: [
      ['Chicken Braai Pack', 2],
      ['Braai Salt', 1],
      ['Roosterkoek', 1],
    ],
  },
  {
    name: 'Breakfast Combo',
    categoryId: 11,
    items: [
      ['Instant Oats', 1],
      ['Full Cream Milk', 2],
      ['Large Eggs', 1],
      ['White Bread Sliced', 1],
    ],
  },
  {
    name: 'Pantry Starter Combo',
    categoryId: 12,
    items: [
      ['Parboiled Rice', 1],
      ['Sunflower Oil', 1],
      ['White Sugar', 1],
      ['Baked Beans in Tomato Sauce', 4],
    ],
  },
  {
    name: 'Tea Time Combo',
    categoryId: 28,
    items: [
      ['Rooibos Tea', 1],
      ['Buttermilk Rusks', 1],
      ['Long Life Full Cream Milk', 1],
    ],
  },
  {
    name: 'Spring Clean Combo',
    categoryId: 33,
    items: [
      ['Cream Cleaner', 1],
      ['Thick Bleach', 1],
      ['Pine Gel', 1],
      ['Dishwashing Liquid Lemon', 1],
    ],
  },
  {
    name: 'Wash Day Combo',
    categoryId: 31,
    items: [
      ['Washing Powder Auto', 1],
      ['Fabric Softener', 1],
      ['Bar Soap Green', 2],
    ],
  },
  {
    name: 'Baby Essentials Combo',
    categoryId: 37,
    items: [
      ['Nappies Size 3', 1],
      ['Baby Wipes Aloe', 2],
      ['Baby Aqueous Cream', 1],
    ],
  },
  {
    name: 'Lunchbox Combo',
    categoryId: 40,
    items: [
      ['Salt & Vinegar Chips', 2],
      ['Apple Juice', 1],
      ['Tennis Biscuits', 1],
    ],
  },
  {
    name: 'Movie Night Combo',
    categoryId: 42,
    items: [
      ['Popcorn Butter', 2],
      ['Cola', 1],
      ['Milk Chocolate Slab', 1],
    ],
  },
  {
    name: 'Stokvel Grocery Hamper',
    categoryId: 38,
    items: [
      ['Super Maize Meal Bulk', 1],
      ['White Sugar Bulk', 1],
      ['Sunflower Oil 20 l Drum', 1],
    ],
  },
  {
    name: 'Fruit & Veg Box',
    categoryId: 27,
    items: [
      ['Potatoes', 2],
      ['Onions', 1],
      ['Tomatoes', 1],
      ['Bananas', 1],
    ],
  },
];
