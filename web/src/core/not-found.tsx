/**
 * What a screen shows when its subject does not exist (`/product/999999`), read the same with or
 * without JavaScript; rendered on the server, it makes the page's answer a 404 (docs/adr/0029).
 */
import type { ReactNode } from 'react';
import { Empty } from '../ui/states';
import { markNotFound } from './request-scope';

export function NotFound({ children }: { children: ReactNode }) {
  markNotFound();
  return <Empty>{children}</Empty>;
}
