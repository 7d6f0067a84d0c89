/**
 * The offers of a category's products, read with offer searches of the names of the categories
 * the list covers instead of one offers call per product (the legacy API has no batch offers
 * call). The legacy search matches the words of the query in a sellable's name, brand or
 * category: searching a category's name finds every sellable of every product in that category
 * (and some others whose names hold the words). Every name's first page is read at once, then
 * the next pages, at most LISTING_MAX_PAGES in all for one list. Each page goes through the
 * request's `offerSearch` loader, so the public cache answers repeats.
 */
import type DataLoader from 'dataloader';
import type { RestOffer } from '@shopfront/legacy-api';
import type { CatalogueLoaders } from './catalogue.js';
import type { LoaderRecipes } from './lazy.js';
import { perKey } from './per-key.js';

/**
 * Search pages (of 100 offers) one list reads at most, every name together. The whole shop's
 * Pantry Staples (every branch's offers of 66 products) takes 15; a branch's, 6.
 */
export const LISTING_MAX_PAGES = 16;
const PER_PAGE = 100;

export interface ListingKey {
  /** The category names searched, as they are. */
  names: readonly string[];
  supplierId: number | null;
}

export interface CategoryOffers {
  /** The offers found, by product id. */
  byProduct: ReadonlyMap<number, readonly RestOffer[]>;
  /** False when the pages were not read to the end: no product's list is known whole. */
  complete: boolean;
}

export interface ListingLoaders {
  /** Each name's offers, in the order of `names`. */
  listingOffers: DataLoader<ListingKey, CategoryOffers[], string>;
}

export const listingRecipes: LoaderRecipes<ListingLoaders, ListingLoaders & CatalogueLoaders> = {
  listingOffers: (_context, all) =>
    perKey(async ({ names, supplierId }: ListingKey) => {
      let budget = LISTING_MAX_PAGES;
      const searchName = async (name: string): Promise<CategoryOffers> => {
        const byProduct = new Map<number, RestOffer[]>();
        let page: number | null = 1;
        while (page !== null && budget > 0) {
          budget--;
          const result = await all.offerSearch.load({
            query: name,
            supplierId,
            page,
            perPage: PER_PAGE,
          });
          for (const offer of result.offers) {
            const productId = offer.sellable.product_id;
            if (productId === null) continue;
            byProduct.set(productId, [...(byProduct.get(productId) ?? []), offer]);
          }
          page = result.nextPage;
        }
        return { byProduct, complete: page === null };
      };
      // One failing search leaves its products to be read one by one.
      return Promise.all(
        names.map((name) =>
          searchName(name).catch(() => ({ byProduct: new Map(), complete: false })),
        ),
      );
    }),
};
