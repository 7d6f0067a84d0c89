/**
 * A listed product's offers, for its card (`ProductSummary.cheapestOffer`): from the searches of
 * the names of the categories its listing covers (loaders/listing.ts), one per subcategory for
 * the whole list, instead of one offers call per product. A product those searches do not hold
 * whole (its category was not searched, or a search had too many pages) is read on its own.
 */
import type { RestOffer } from '@shopfront/legacy-api';
import type { GatewayContext } from '../../context.js';
import type { ProductSummaryParent } from './parents.js';

/**
 * Category names one list searches at most: a category's subcategories (or the category itself
 * when it has none). A category with more subcategories reads each product's offers on its own.
 */
export const LISTING_SEARCHES = 8;

/** What a category's product list searches: its subcategories' names, else its own. */
export function listingNames(category: {
  name: string;
  categories: ReadonlyArray<{ name: string }>;
}): string[] {
  const names = category.categories.length
    ? category.categories.map((child) => child.name)
    : [category.name];
  return names.length <= LISTING_SEARCHES ? names : [];
}

/** True when one of the offer's catalogue paths ends in this category. */
function listedIn(offer: RestOffer, name: string): boolean {
  return offer.sellable.catalog_paths.some((path) => path === name || path.endsWith(`/${name}`));
}

/** Every current offer of a listed product at its listing's supplier. */
export async function listedProductOffers(
  product: ProductSummaryParent,
  { loaders }: GatewayContext,
): Promise<readonly RestOffer[]> {
  const supplierId = product.scopeSupplierId;
  const names = product.listedUnder ?? [];
  const searches = names.length ? await loaders.listingOffers.load({ names, supplierId }) : [];
  for (const [i, found] of searches.entries()) {
    const offers = found.byProduct.get(product.id);
    // Whole only when the product's own category was searched to the last page.
    if (found.complete && offers?.some((offer) => listedIn(offer, names[i] ?? ''))) return offers;
  }
  return (await loaders.productOffers.load({ id: product.id, supplierId })).offers;
}
