import type { LoaderFunctionArgs } from 'react-router';
import { ShopConfigDocument } from '../core/config/ShopConfig.generated';
import { contextOf } from '../core/request-context';
import { loadBasket } from '../features/basket/cart-store';

/**
 * The root: the shop configuration starts loading at once; nothing waits for it. A signed-in
 * shopper's page rendered on the server also carries their basket: the page is theirs alone
 * (`private, no-store`, never in the shared HTML cache, ADR 0049), so its toolbar states their
 * figures from the server, scripts or not; a visitor's page is shared and holds none (ADR 0059).
 * A basket that cannot be read leaves the figures unstated (`loadBasket` says nothing is known).
 */
export function rootLoader(args: Pick<LoaderFunctionArgs, 'context'>) {
  const context = contextOf(args);
  const started = { config: context.preloadQuery(ShopConfigDocument, { errorPolicy: 'all' }) };
  if (context.where !== 'server' || !context.signedIn) return started;
  return loadBasket(context).then(() => started);
}
