/**
 * The screens the server renders (docs/adr/0029): public browsing, readable without JavaScript.
 * Everything else (signed-in screens, forms, the basket) gets the client-rendered page. Each
 * names its screen's source file, so the page links that screen's styles and preloads its code
 * (a lazy route's chunk is otherwise found only after the entry has run).
 */
export const RENDERED_SCREENS: Record<string, string> = {
  '': 'src/features/home/HomePage.tsx',
  'category/:id': 'src/features/catalogue/CategoryPage.tsx',
  'product/:id': 'src/features/catalogue/ProductPage.tsx',
  'product/:id/offers': 'src/features/catalogue/ProductPage.tsx',
  promotions: 'src/features/offers/OfferPages.tsx',
  leaflets_promotions: 'src/features/offers/OfferPages.tsx',
  stokvel: 'src/features/offers/OfferPages.tsx',
  combos: 'src/features/offers/OfferPages.tsx',
  leaflets: 'src/features/offers/LeafletsPage.tsx',
  search: 'src/features/search/SearchPage.tsx',
  terms_and_conditions: 'src/features/terms/TermsPage.tsx',
  // Where the branch button's form leads before the page has hydrated (ChooseBranchButton).
  agencies: 'src/features/suppliers/AgenciesPage.tsx',
};

/** The rendered screen's key for the matched routes' paths (the route pattern), or null. */
export function renderedScreen(paths: (string | undefined)[]): string | null {
  const key = paths.filter(Boolean).join('/');
  return key in RENDERED_SCREENS ? key : null;
}
