import type { LoaderFunctionArgs } from 'react-router';
import { ShopConfigDocument } from '../core/config/ShopConfig.generated';
import { contextOf, type RequestContext } from '../core/request-context';
import { BasketDocument } from '../features/basket/Basket.generated';

/**
 * The root: the shop configuration starts loading at once; nothing waits for it. A signed-in
 * shopper's page rendered on the server also carries their basket: the page is theirs alone
 * (`private, no-store`, never in the shared HTML cache, ADR 0049), so its toolbar states their
 * figures from the server, scripts or not; a visitor's page is shared and holds none (ADR 0059).
 */
export function rootLoader(args: Pick<LoaderFunctionArgs, 'context'>) {
  const context = contextOf(args);
  const started = { config: context.preloadQuery(ShopConfigDocument, { errorPolicy: 'all' }) };
  if (context.where !== 'server' || !context.signedIn) return started;
  return shoppersBasket(context).then(() => started);
}

/** Reads the basket into the render's cache; a failure leaves the toolbar's figures unstated. */
async function shoppersBasket(context: RequestContext): Promise<void> {
  await context.client.query({ query: BasketDocument }).catch(() => undefined);
}
