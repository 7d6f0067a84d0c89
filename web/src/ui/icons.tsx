/** Inline SVG icons (no icon font, no request). Decorative: the buttons carry the labels. */
const common = {
  width: 24,
  height: 24,
  viewBox: '0 0 24 24',
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 2,
  strokeLinecap: 'round' as const,
  strokeLinejoin: 'round' as const,
  'aria-hidden': true,
  focusable: false,
};

export const MenuIcon = () => (
  <svg {...common}>
    <path d="M4 6h16M4 12h16M4 18h16" />
  </svg>
);
export const SearchIcon = () => (
  <svg {...common}>
    <circle cx="11" cy="11" r="7" />
    <path d="M20 20l-3.5-3.5" />
  </svg>
);
export const CartIcon = () => (
  <svg {...common}>
    <path d="M3 4h2l2.4 11h11l2-8H6.2" />
    <circle cx="9" cy="20" r="1.5" />
    <circle cx="17" cy="20" r="1.5" />
  </svg>
);
export const BackIcon = () => (
  <svg {...common}>
    <path d="M15 5l-7 7 7 7" />
  </svg>
);
export const HomeIcon = () => (
  <svg {...common}>
    <path d="M3 11l9-7 9 7M5 10v10h14V10" />
  </svg>
);
export const StoreIcon = () => (
  <svg {...common}>
    <path d="M4 9l1.5-5h13L20 9M4 9h16v11H4zM9 20v-6h6v6" />
  </svg>
);
/** Price comparison: bars of different heights, one per branch. */
export const CompareIcon = () => (
  <svg {...common}>
    <path d="M5 20V11M12 20V5M19 20v-6M3 20h18" />
  </svg>
);
export const ChevronDownIcon = () => (
  <svg {...common}>
    <path d="M6 9l6 6 6-6" />
  </svg>
);
export const CopyIcon = () => (
  <svg {...common} width={18} height={18}>
    <rect x="9" y="9" width="11" height="11" rx="2" />
    <path d="M5 15V6a2 2 0 0 1 2-2h9" />
  </svg>
);

/**
 * The shop's mark, drawn in the page (the same drawing as web/public/favicon.svg, the tab's icon):
 * as a picture it stayed a white square for the first seconds on a slow phone, behind the scripts.
 */
export const ShopLogo = ({ size = 28 }: { size?: number }) => (
  <svg width={size} height={size} viewBox="0 0 64 64" aria-hidden focusable={false}>
    <rect width="64" height="64" rx="14" fill="#EF4060" />
    <path d="M16 22h32l-3 24H19z" fill="#fff" />
    <path d="M24 22a8 8 0 0 1 16 0" stroke="#fff" strokeWidth="4" fill="none" />
  </svg>
);
