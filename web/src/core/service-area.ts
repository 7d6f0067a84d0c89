/**
 * Whether any branch serves where the shopper is, as the shell works it out once per page
 * (features/suppliers/service-area.tsx, `ServiceAreaProvider`) for every part that says so: the
 * branch bar, the area line, each Add, the basket's delivery line. Here, in `core`, so the basket
 * can read it without importing the suppliers' feature (which imports the basket).
 */
import { createContext, useContext } from 'react';

export type ServiceArea =
  | { status: 'unknown' }
  | { status: 'served'; placeName: string | null }
  /** No open or closed branch near: nothing can be ordered there. */
  | { status: 'unserved'; placeName: string | null }
  /** Branches near take orders, but none delivers: the nearest (up to three) to collect from. */
  | { status: 'collectionOnly'; placeName: string | null; branches: string[] };

const UNKNOWN: ServiceArea = { status: 'unknown' };

export const ServiceAreaContext = createContext<ServiceArea>(UNKNOWN);

/** The shopper's area (`unknown` outside the shop's shell, and until it is known). */
export function useServiceArea(): ServiceArea {
  return useContext(ServiceAreaContext);
}

/** Nothing near the shopper delivers there: no branch at all, or collection only. */
export function nothingNearDelivers(area: ServiceArea): boolean {
  return area.status === 'unserved' || area.status === 'collectionOnly';
}
