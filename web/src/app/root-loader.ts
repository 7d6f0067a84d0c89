import { preloadQuery } from '../apollo/client';
import { ShopConfigDocument } from '../core/config/ShopConfig.generated';

/** The root: the shop configuration starts loading at once; nothing waits for it. */
export function rootLoader() {
  return { config: preloadQuery(ShopConfigDocument, { errorPolicy: 'all' }) };
}
