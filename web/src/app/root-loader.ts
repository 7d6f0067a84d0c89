import type { LoaderFunctionArgs } from 'react-router';
import { ShopConfigDocument } from '../core/config/ShopConfig.generated';
import { contextOf } from '../core/request-context';
import { loadBasket } from '../features/basket/cart-store';
import { RootCategoriesDocument } from '../features/catalogue/RootCategories.generated';

/**
 * The root: the shop configuration starts loading at once; nothing waits for it. A signed-in
 * shopper's page rendered on the server also carries their basket: the page is theirs alone
 * (`private, no-store`, never in the shared HTML cache, ADR 0049), so its toolbar states their
 * figures from the server, scripts or not; a visitor's page is shared and holds none (ADR 0059).
 * A basket that cannot be read leaves the figures unstated (`loadBasket` says nothing is known).
 * On the server every page carries the desktop's category bar too (`CategoryBar`): the server
 * cannot know the screen, and a bar that came only with the scripts pushed a desktop page down.
 */
export function rootLoader(args: Pick<LoaderFunctionArgs, 'context'>) {
  const context = contextOf(args);
  const started = { config: context.preloadQuery(ShopConfigDocument, { errorPolicy: 'all' }) };
  if (context.where !== 'server') return started;
  // Asked in agency mode without a branch too (the bar then shows nothing): waiting for the
  // configuration first would hold the render outside its data deadline.
  const supplierId = context.branch()?.id ?? null;
  context.preloadQuery(RootCategoriesDocument, { variables: { supplierId }, errorPolicy: 'all' });
  if (!context.signedIn) return started;
  return loadBasket(context).then(() => started);
}
