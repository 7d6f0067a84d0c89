/**
 * What a screen shows when its subject does not exist (`/product/999999`), read the same with or
 * without JavaScript; rendered on the server, it makes the page's answer a 404 (docs/adr/0029).
 */
import type { ReactNode } from 'react';
import { Empty } from '../ui/states';
import { useOptionalRequestContext } from './request-context';

/**
 * For a screen that says "not found" in its own words (the order page): rendered on the server,
 * the page's answer becomes a 404 (nothing to do in the browser).
 */
export function useNotFoundAnswer() {
  const context = useOptionalRequestContext();
  if (context?.where === 'server') context.notFound = true;
}

export function NotFound({ children }: { children: ReactNode }) {
  useNotFoundAnswer();
  return <Empty>{children}</Empty>;
}
