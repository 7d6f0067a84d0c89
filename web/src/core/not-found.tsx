/**
 * What a screen shows when its subject does not exist (`/product/999999`), read the same with or
 * without JavaScript; rendered on the server, it makes the page's answer a 404 (docs/adr/0029).
 */
import type { ReactNode } from 'react';
import { Empty } from '../ui/states';
import { useOptionalRequestContext } from './request-context';

export function NotFound({ children }: { children: ReactNode }) {
  const context = useOptionalRequestContext();
  // Rendering on the server: the page's answer becomes a 404 (nothing to do in the browser).
  if (context?.where === 'server') context.notFound = true;
  return <Empty>{children}</Empty>;
}
