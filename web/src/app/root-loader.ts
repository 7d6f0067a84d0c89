import type { LoaderFunctionArgs } from 'react-router';
import { ShopConfigDocument } from '../core/config/ShopConfig.generated';
import { contextOf } from '../core/request-context';

/** The root: the shop configuration starts loading at once; nothing waits for it. */
export function rootLoader(args: Pick<LoaderFunctionArgs, 'context'>) {
  return { config: contextOf(args).preloadQuery(ShopConfigDocument, { errorPolicy: 'all' }) };
}
