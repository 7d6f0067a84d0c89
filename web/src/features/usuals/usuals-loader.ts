/**
 * "Your usuals" started by the home page's loader, for a signed-in shopper at a branch: the
 * latest orders, then each usual's offer at the branch. On the server the loader waits for the
 * orders and preloads the offers, so the render waits for them too and the page is drawn with the
 * shopper's usuals (drawn after hydration instead, they pushed "Popular products" down). In the
 * browser nothing waits: the section shows when its answers come.
 */
import { AccountSessionDocument } from '../../core/session/AccountSession.generated';
import type { RequestContext } from '../../core/request-context';
import { UsualOfferDocument } from './UsualOffer.generated';
import { ORDERS_READ, USUALS_SHOWN, usualsFrom } from './usuals';
import { YourUsualsDocument } from './YourUsuals.generated';

export async function startUsuals(
  { client, preloadQuery, where }: Pick<RequestContext, 'client' | 'preloadQuery' | 'where'>,
  supplierId: string | null | undefined,
): Promise<void> {
  if (!supplierId || !client.readQuery({ query: AccountSessionDocument })?.viewer?.account) return;
  const orders = client
    .query({ query: YourUsualsDocument, variables: { perPage: ORDERS_READ } })
    .then(({ data }) => {
      for (const usual of usualsFrom(data?.viewer?.orders?.orders ?? [], USUALS_SHOWN)) {
        const variables = { sellableId: usual.sellableId, supplierId };
        // The server's render waits for what is preloaded; the browser's cache fills as it comes.
        if (where === 'server') preloadQuery(UsualOfferDocument, { variables, errorPolicy: 'all' });
        else void client.query({ query: UsualOfferDocument, variables }).catch(() => undefined);
      }
    })
    .catch(() => undefined);
  if (where === 'server') await orders;
}
