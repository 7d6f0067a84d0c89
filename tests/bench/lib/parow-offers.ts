/**
 * A basket of `count` different items at Mzansi Fresh Parow for the basket benches: the first
 * offer of each item found by searching common words, as a shopper filling a big basket would.
 */
export const PAROW = '101';
/** Cape Town's northern suburbs, where the comparison's branches deliver. */
export const HERE = { latitude: -33.8999547, longitude: 18.5701029 };

const WORDS = (
  'milk maize bread rice sugar tea coffee oil soap juice chicken beef apple tomato potato onion ' +
  'cheese yoghurt butter eggs flour pasta beans water chips biscuits cereal jam salt spice ' +
  'lemon orange banana carrot cabbage fish pork lamb sausage cream'
).split(' ');

/** The search the benches send (`offers { id perKg sellable { id } }`). */
export const PAROW_SEARCH = `query ($q: String!) { offerSearch(query: $q, supplierId: "${PAROW}",
  perPage: 100) { offers { id perKg sellable { id } } } }`;

export interface SearchedOffer {
  id: string;
  perKg: boolean;
  sellable: { id: string };
}

/**
 * `count` different items (one per sellable, its first offer found); `wholeItemsOnly` leaves
 * weighed items out. `search` answers PAROW_SEARCH for one word.
 */
export async function parowOffers(
  search: (word: string) => Promise<SearchedOffer[]>,
  count: number,
  { wholeItemsOnly = false } = {},
): Promise<Array<{ offerId: string; sellableId: string }>> {
  const found = new Map<string, string>();
  for (const word of WORDS) {
    if (found.size >= count) break;
    for (const offer of await search(word))
      if (found.size < count && !(wholeItemsOnly && offer.perKg) && !found.has(offer.sellable.id))
        found.set(offer.sellable.id, offer.id);
  }
  if (found.size < count) throw new Error(`only ${found.size} items found at Parow`);
  return [...found].map(([sellableId, offerId]) => ({ offerId, sellableId }));
}
