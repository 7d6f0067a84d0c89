/**
 * Real-looking catalogue pictures drawn locally: each product's food icon on its pack shape (bag,
 * bottle, box, tin, tray, punnet) with brand and pack size; a picture per category; a logo per
 * store group. Icons come from Microsoft's Fluent Emoji (flat), MIT licence, via the npm package
 * `@iconify-json/fluent-emoji-flat`; the icon for each product is picked by the mapping below.
 */
import { createRequire } from 'node:module';

interface IconSet {
  icons: Record<string, { body: string }>;
  aliases?: Record<string, { parent: string }>;
  width?: number;
}

const require = createRequire(import.meta.url);
let iconSet: IconSet | null = null;
function icons(): IconSet {
  iconSet ??= require('@iconify-json/fluent-emoji-flat/icons.json') as IconSet;
  return iconSet;
}

/** The SVG body of an icon (32 x 32 viewBox), or null when the set has no such icon. */
export function iconBody(name: string): string | null {
  const set = icons();
  const own = set.icons[name] ?? set.icons[set.aliases?.[name]?.parent ?? ''];
  return own?.body ?? null;
}

type Rules = Array<[RegExp, string]>;

/** Food: keyword rules on the product name, first match wins. */
const FOOD_RULES: Rules = [
  [/baby cereal|porridge|oats|mabela|maltabella|crushed wheat|muesli|braaipap/i, 'bowl-with-spoon'],
  [/maize|mielie|sweetcorn|cornflour/i, 'ear-of-corn'],
  [/rice/i, 'cooked-rice'],
  [/spaghetti|macaroni|penne/i, 'spaghetti'],
  [/samp|beans|peas|lentils/i, 'beans'],
  [/pilchards|tuna/i, 'fish'],
  [/tomato/i, 'tomato'],
  [/peach/i, 'peach'],
  [/mushroom/i, 'mushroom'],
  [/chakalaka|mixed vegetables|chilli|peri-peri/i, 'hot-pepper'],
  [/wors|russians|sausages|grillers|hot dog|hamburger/i, 'hot-dog'],
  [/corned meat|beef|steak|rump|sirloin|mince|rib|tripe|biltong|lamb/i, 'cut-of-meat'],
  [/sugar|icing/i, 'candy'],
  [/flour|yeast|baking powder/i, 'bread'],
  [/custard/i, 'custard'],
  [/salt|spice|curry|stock|soup|garlic/i, 'salt'],
  [/mayonnaise|mustard|sauce|chutney|atchar/i, 'canned-food'],
  [/rusks/i, 'bread'],
  [/pita/i, 'flatbread'],
  [/vetkoek|koeksisters|mosbolletjies|roosterkoek/i, 'bagel'],
  [/bread|loaf|ciabatta/i, 'bread'],
  [/muffins/i, 'cupcake'],
  [/tart|cake/i, 'shortcake'],
  [/drinking yoghurt/i, 'cup-with-straw'],
  [/strawberry yoghurt/i, 'strawberry'],
  [/yoghurt/i, 'bowl-with-spoon'],
  [/maas|amasi/i, 'glass-of-milk'],
  [/mageu/i, 'beverage-box'],
  [/butter(?!milk|nut)|margarine/i, 'butter'],
  [/cheese/i, 'cheese-wedge'],
  [/milk|formula/i, 'glass-of-milk'],
  [/egg/i, 'egg'],
  [/chicken|wings|drumsticks|thighs/i, 'poultry-leg'],
  [/banana/i, 'banana'],
  [/granny smith/i, 'green-apple'],
  [/apple/i, 'red-apple'],
  [/orange|naartjie/i, 'tangerine'],
  [/pear/i, 'pear'],
  [/mango/i, 'mango'],
  [/avocado/i, 'avocado'],
  [/grape/i, 'grapes'],
  [/lemon/i, 'lemon'],
  [/pineapple/i, 'pineapple'],
  [/watermelon/i, 'watermelon'],
  [/strawberr/i, 'strawberry'],
  [/plum|litchi|guava|granadilla|berry|fruit/i, 'cherries'],
  [/sweet potato/i, 'roasted-sweet-potato'],
  [/potato/i, 'potato'],
  [/onion/i, 'onion'],
  [/carrot/i, 'carrot'],
  [/butternut|squash/i, 'jack-o-lantern'],
  [/cabbage|spinach|lettuce/i, 'leafy-green'],
  [/pepper/i, 'bell-pepper'],
  [/beetroot/i, 'ginger-root'],
  [/broccoli|cauliflower/i, 'broccoli'],
  [/coffee|chicory|hot chocolate/i, 'hot-beverage'],
  [/tea|rooibos|honeybush|ceylon/i, 'teacup-without-handle'],
  [/water/i, 'droplet'],
  [/juice|cordial|lemonade/i, 'beverage-box'],
  [/soda|cola|ginger beer|iron brew/i, 'cup-with-straw'],
  [/\boil\b|cooking spray/i, 'olive'],
];

/** Non-food and snack types: their own rules, the last one catching every other name. */
const TYPE_RULES: Record<string, Rules> = {
  chips: [
    [/popcorn/i, 'popcorn'],
    [/peanuts/i, 'peanuts'],
    [/pretzels/i, 'pretzel'],
    [/./, 'french-fries'],
  ],
  biscuits: [[/./, 'cookie']],
  sweets: [
    [/chocolate/i, 'chocolate-bar'],
    [/lollipops/i, 'lollipop'],
    [/./, 'candy'],
  ],
  laundry: [[/./, 'soap']],
  dishwashing: [[/./, 'sponge']],
  cleaner: [
    [/insect/i, 'mosquito'],
    [/./, 'bucket'],
  ],
  paper: [
    [/paper|serviettes/i, 'roll-of-paper'],
    [/toothpaste/i, 'toothbrush'],
    [/soap/i, 'soap'],
    [/./, 'lotion-bottle'],
  ],
  nappies: [
    [/nappies/i, 'baby'],
    [/./, 'baby-bottle'],
  ],
  baby_care: [
    [/powder/i, 'baby-bottle'],
    [/./, 'lotion-bottle'],
  ],
  bulk_household: [
    [/dishwashing/i, 'sponge'],
    [/bleach|pine/i, 'bucket'],
    [/toilet paper/i, 'roll-of-paper'],
    [/./, 'soap'],
  ],
  combo: [[/./, 'shopping-bags']],
};

/** The icon of a product, by its type's rules then the food rules; null when nothing fits. */
export function productIcon(name: string, productType: string): string | null {
  for (const [pattern, icon] of [...(TYPE_RULES[productType] ?? []), ...FOOD_RULES]) {
    if (pattern.test(name)) return icon;
  }
  return null;
}

export type PackShape = 'bag' | 'bottle' | 'box' | 'tin' | 'tray' | 'punnet' | 'tub';

const PACK_SHAPES: Record<string, PackShape> = {
  maize: 'bag',
  grain: 'bag',
  baking: 'bag',
  bulk: 'bag',
  chips: 'bag',
  nappies: 'bag',
  bread: 'bag',
  oil: 'bottle',
  condiment: 'bottle',
  milk: 'bottle',
  cultured: 'bottle',
  drink: 'bottle',
  water: 'bottle',
  dishwashing: 'bottle',
  cleaner: 'bottle',
  baby_care: 'bottle',
  bulk_household: 'bottle',
  tea: 'box',
  rusks: 'box',
  laundry: 'box',
  baby_food: 'box',
  biscuits: 'box',
  sweets: 'box',
  paper: 'box',
  combo: 'box',
  tinned: 'tin',
  cheese: 'tray',
  eggs: 'tray',
  sausage: 'tray',
  chicken: 'tray',
  meat: 'tray',
  fruit: 'punnet',
  vegetable: 'punnet',
};

/**
 * The pack a product comes in: by its type, except spooned yoghurt (a tub), cases and bales (a
 * box) and drums (a tin) among bulk bags and bottles.
 */
export function packShape(productType: string, name = ''): PackShape {
  if (productType === 'cultured' && /yoghurt/i.test(name) && !/drinking/i.test(name)) return 'tub';
  if (/\b(case|bale) of\b/i.test(name)) return 'box';
  if (/\bdrum\b/i.test(name)) return 'tin';
  return PACK_SHAPES[productType] ?? 'box';
}

const SHAPES: Record<PackShape, string> = {
  bag: '<path data-part="shape" d="M60 40h136l10 22-8 150c0 10-6 16-16 16H74c-10 0-16-6-16-16L50 62z" fill="COL"/><path d="M60 40h136l10 22H50z" fill="#000" opacity=".15"/>',
  bottle:
    '<path data-part="shape" d="M110 18h36v26c22 10 34 28 34 52v118c0 10-6 16-16 16H92c-10 0-16-6-16-16V96c0-24 12-42 34-52z" fill="COL"/><rect x="106" y="10" width="44" height="16" rx="4" fill="#000" opacity=".25"/>',
  box: '<rect data-part="shape" x="56" y="28" width="144" height="200" rx="8" fill="COL"/><path d="M56 28h144l-14-14H70z" fill="#000" opacity=".18"/>',
  tin: '<rect data-part="shape" x="62" y="40" width="132" height="180" rx="14" fill="COL"/><ellipse cx="128" cy="42" rx="66" ry="12" fill="#ccc"/><ellipse cx="128" cy="218" rx="66" ry="10" fill="#000" opacity=".15"/>',
  tray: '<rect data-part="shape" x="26" y="70" width="204" height="140" rx="18" fill="COL"/><rect x="40" y="82" width="176" height="116" rx="12" fill="#fff" opacity=".55"/>',
  tub: '<path data-part="shape" d="M46 78h164l-16 142c-1 8-6 12-14 12H76c-8 0-13-4-14-12z" fill="COL"/><rect x="40" y="64" width="176" height="18" rx="6" fill="#fff" stroke="COL" stroke-width="4"/>',
  punnet:
    '<path data-part="shape" d="M38 96h180l-18 120c-2 10-8 14-18 14H74c-10 0-16-4-18-14z" fill="COL"/><path d="M38 96h180" stroke="#000" stroke-opacity=".2" stroke-width="8"/>',
};

const PALETTE = [
  '#C92A2A',
  '#2B8A3E',
  '#1864AB',
  '#E67700',
  '#5F3DC4',
  '#087F5B',
  '#A61E4D',
  '#5C940D',
];

function colourFor(label: string): string {
  let hash = 0;
  for (const char of label) hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
  return PALETTE[hash % PALETTE.length] ?? '#C92A2A';
}

function escapeXml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;');
}

function clip(text: string, max: number): string {
  return text.length > max ? `${text.slice(0, max - 1)}…` : text;
}

/** An icon placed in a `box`-pixel square at (x, y) of a 256 viewBox. */
function placedIcon(icon: string, x: number, y: number, box: number): string {
  const body = iconBody(icon);
  if (body === null) throw new Error(`No icon named ${icon}`);
  return `<g transform="translate(${x} ${y}) scale(${box / 32})">${body}</g>`;
}

export interface PackShot {
  name: string;
  brand: string;
  pack: string;
  icon: string;
  shape: PackShape;
}

/**
 * Where a shape's brand goes: the baseline, the widest text that stays inside the pack there, and
 * the window (the white circle with the icon) below it. A bottle's brand sits on its body, under
 * the shoulders, where the neck would leave a long name hanging off both sides.
 */
interface Layout {
  brandY: number;
  brandWidth: number;
  brandSize: number;
  /** Brand text colour: white on the pack, the pack's colour on a tray's pale window. */
  brandOnPale?: boolean;
  window: { cy: number; r: number };
}

const WIDE_WINDOW = { cy: 140, r: 46 };
const BODY_WINDOW = { cy: 158, r: 32 };

const LAYOUTS: Record<PackShape, Layout> = {
  bag: { brandY: 76, brandWidth: 136, brandSize: 18, window: WIDE_WINDOW },
  bottle: { brandY: 120, brandWidth: 92, brandSize: 16, window: BODY_WINDOW },
  box: { brandY: 70, brandWidth: 128, brandSize: 18, window: WIDE_WINDOW },
  tin: { brandY: 78, brandWidth: 116, brandSize: 18, window: WIDE_WINDOW },
  tray: {
    brandY: 104,
    brandWidth: 160,
    brandSize: 18,
    brandOnPale: true,
    window: { cy: 152, r: 38 },
  },
  punnet: { brandY: 122, brandWidth: 140, brandSize: 18, window: WIDE_WINDOW },
  tub: { brandY: 114, brandWidth: 128, brandSize: 18, window: BODY_WINDOW },
};

/** Average advance of a bold sans-serif character, in ems (generous: DejaVu Sans is wide). */
const CHAR_EM = 0.62;

/**
 * A centred line of text that never grows wider than `maxWidth`: a long one gets a smaller font
 * (down to 11 px) and, past that, a `textLength` that squeezes it to fit whatever font draws it.
 */
function fittedText(
  text: string,
  y: number,
  maxWidth: number,
  size: number,
  attributes: string,
): string {
  const fitted = Math.max(11, Math.min(size, maxWidth / (text.length * CHAR_EM)));
  const width = text.length * fitted * CHAR_EM;
  const squeeze =
    width > maxWidth ? ` textLength="${maxWidth}" lengthAdjust="spacingAndGlyphs"` : '';
  return `<text ${attributes} x="128" y="${y}" font-family="sans-serif" font-size="${Math.round(fitted * 10) / 10}" font-weight="700" text-anchor="middle"${squeeze}>${escapeXml(text)}</text>`;
}

/** A pack shot, `size` pixels wide: the icon on its pack, brand above, pack size below. */
export function packShotSvg(shot: PackShot, size: number): string {
  const colour = colourFor(shot.brand || shot.name);
  const shape = SHAPES[shot.shape].replace(/COL/g, colour);
  const layout = LAYOUTS[shot.shape];
  const brand = shot.brand
    ? fittedText(
        clip(shot.brand, 24),
        layout.brandY,
        layout.brandWidth,
        layout.brandSize,
        `data-part="brand" fill="${layout.brandOnPale ? colour : '#fff'}"`,
      )
    : '';
  const { cy, r } = layout.window;
  const iconBox = Math.round(r * 1.4);
  const pack = clip(shot.pack, 18);
  // The pack size on a white pill as wide as it needs (up to the pack's width).
  const packWidth = Math.min(150, Math.max(88, Math.round(pack.length * 16 * CHAR_EM) + 20));
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 256 256" role="img" aria-label="${escapeXml(`${shot.brand} ${shot.name} ${shot.pack}`.trim())}">
<rect width="256" height="256" fill="#F8F9FA"/>${shape}${brand}
<circle data-part="window" cx="128" cy="${cy}" r="${r}" fill="#fff"/>${placedIcon(shot.icon, 128 - iconBox / 2, cy - iconBox / 2, iconBox)}
<rect x="${128 - packWidth / 2}" y="192" width="${packWidth}" height="26" rx="13" fill="#fff"/>
${fittedText(pack, 211, packWidth - 12, 16, 'fill="#222"')}
</svg>`;
}

/** Category icons, by words of the category name. */
const CATEGORY_RULES: Array<[RegExp, string]> = [
  [/pantry|maize/i, 'ear-of-corn'],
  [/rice|pasta/i, 'spaghetti'],
  [/oil/i, 'olive'],
  [/tinned/i, 'canned-food'],
  [/sugar|baking/i, 'shortcake'],
  [/spices|sauces/i, 'salt'],
  [/bakery|^bread/i, 'bread'],
  [/rusks|cakes/i, 'shortcake'],
  [/dairy|^milk/i, 'glass-of-milk'],
  [/yoghurt/i, 'bowl-with-spoon'],
  [/cheese/i, 'cheese-wedge'],
  [/eggs/i, 'egg'],
  [/butchery|beef/i, 'cut-of-meat'],
  [/boerewors|sausages/i, 'hot-dog'],
  [/chicken/i, 'poultry-leg'],
  [/fresh produce|vegetables/i, 'carrot'],
  [/fruit/i, 'red-apple'],
  [/beverages|juice/i, 'beverage-box'],
  [/tea|coffee/i, 'hot-beverage'],
  [/water/i, 'droplet'],
  [/cleaning|cleaners/i, 'bucket'],
  [/laundry/i, 'soap'],
  [/dishwashing/i, 'sponge'],
  [/paper|toiletries/i, 'roll-of-paper'],
  [/nappies|^baby$/i, 'baby'],
  [/baby/i, 'baby-bottle'],
  [/bulk/i, 'package'],
  [/snacks|chips/i, 'popcorn'],
  [/biscuits/i, 'cookie'],
  [/sweets|chocolates/i, 'chocolate-bar'],
];

export function categoryIcon(name: string): string | null {
  for (const [pattern, icon] of CATEGORY_RULES) if (pattern.test(name)) return icon;
  return null;
}

/**
 * A category picture: its icon on a soft tile, `size` pixels wide. No name: every screen prints
 * the category's name beside its picture, and a second one in the picture read twice.
 */
export function categorySvg(name: string, icon: string, size: number): string {
  const colour = colourFor(name);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 256 256" role="img" aria-label="${escapeXml(name)}">
<rect width="256" height="256" rx="24" fill="${colour}" opacity=".12"/>${placedIcon(icon, 48, 48, 160)}
</svg>`;
}

/** A store group's logo: a shopping basket badge in the group's colour with its name. */
export function logoSvg(groupName: string, size: number): string {
  const colour = colourFor(groupName);
  const words = groupName.split(/\s+/);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 256 256" role="img" aria-label="${escapeXml(groupName)}">
<rect width="256" height="256" rx="40" fill="${colour}"/>
<circle cx="128" cy="96" r="56" fill="#fff"/>${placedIcon('shopping-cart', 90, 58, 76)}
<text x="128" y="192" font-family="sans-serif" font-size="26" font-weight="800" fill="#fff" text-anchor="middle">${escapeXml(clip(words[0] ?? '', 14))}</text>
<text x="128" y="224" font-family="sans-serif" font-size="20" fill="#fff" text-anchor="middle">${escapeXml(clip(words.slice(1).join(' '), 18))}</text>
</svg>`;
}
